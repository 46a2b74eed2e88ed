import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { KNOWLEDGE_BASE_URL, showsHelpTooltip } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { HELP_LABELS, HELP_TOPICS, type THelpTopicName } from './help-topics.ts';
import { useVisitsBefore } from './page-visits.tsx';

/** How long the first visits' tooltip stays up by itself (hovering the button shows it again). */
export const HELP_TOOLTIP_MS = 10_000;

/** The topic's video (the server's HELP_VIDEO_URLS), embedded at 16:9, with a link to open it alone. */
function HelpVideo({ url, title }: { url: string; title: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ position: 'relative', pt: '56.25%', mb: 1, bgcolor: 'grey.100' }}>
        <Box
          component="iframe"
          src={url}
          title={HELP_LABELS.video(title)}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {HELP_LABELS.videoLink}
      </Link>
    </Box>
  );
}

/**
 * A screen's Help button and the dialog it opens, named for the screen's topic (spec 2 "Application
 * shell"). On the screen's first visits (page-visit counter below 5) a tooltip points at it for a few
 * seconds, or until the user moves away from it, presses Escape or opens the help.
 */
export function HelpButton({ topic }: { topic: THelpTopicName }) {
  const [open, setOpen] = useState(false);
  const [tipDismissed, setTipDismissed] = useState(false);
  const titleId = useId();
  const help = HELP_TOPICS[topic];
  const { navigation } = useCurrentUser();
  const { supportEmail } = navigation.adminInformation;
  const video = navigation.helpVideos[topic];
  const visitsBefore = useVisitsBefore();
  const newcomer = visitsBefore !== undefined && showsHelpTooltip(visitsBefore);
  const tipShown = newcomer && !tipDismissed && !open;
  useEffect(() => {
    if (!tipShown) return;
    const timer = setTimeout(() => setTipDismissed(true), HELP_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [tipShown]);
  return (
    <>
      <Tooltip
        title={newcomer ? HELP_LABELS.tooltip(help.button) : ''}
        describeChild
        // Clicks go through it to whatever it covers on the page.
        disableInteractive
        // Inside the screen's landmark, beside its button: shown on arrival, it is page content (axe's
        // "region" rule), not a pop-up at the end of the body.
        slotProps={{ popper: { disablePortal: true } }}
        arrow
        placement="bottom-start"
        open={tipShown}
        onOpen={() => setTipDismissed(false)}
        onClose={() => setTipDismissed(true)}
      >
        <Button startIcon={<HelpOutline />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {help.button}
        </Button>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{help.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{help.intro}</Typography>
          {video && <HelpVideo url={video} title={help.title} />}
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
