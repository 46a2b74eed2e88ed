import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { KNOWLEDGE_BASE_URL } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { HELP_LABELS, HELP_TOPICS, type THelpTopicName } from './help-topics.ts';

/** A screen's Help button and the dialog it opens, named for the screen's topic (spec 2 "Application shell"). */
export function HelpButton({ topic }: { topic: THelpTopicName }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const help = HELP_TOPICS[topic];
  const { supportEmail } = useCurrentUser().navigation.adminInformation;
  return (
    <>
      <Button startIcon={<HelpOutline />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {help.button}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{help.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{help.intro}</Typography>
          {help.sections.map((section) => (
            <section key={section.heading}>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                {section.heading}
              </Typography>
              <Typography sx={{ mb: 2 }}>{section.text}</Typography>
            </section>
          ))}
          <Typography sx={{ mb: 1 }}>
            <Link href={KNOWLEDGE_BASE_URL} target="_blank" rel="noopener noreferrer">
              {HELP_LABELS.knowledgeBase}
            </Link>
          </Typography>
          <Typography>
            {HELP_LABELS.email} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{HELP_LABELS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
