import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import type { TMeetingView } from '@commonpurse/domain';
import { NewWindowLink } from '@/ui/list/NewWindowLink.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { ACTION_LABELS as L } from '../labels.ts';
import { meetingEditorPath } from '../rules.ts';

export interface TMeetingRowActionsProps {
  meeting: TMeetingView;
  onCopy(meeting: TMeetingView): void;
  onDelete(meeting: TMeetingView): void;
}

/** A public page of the meeting: opened in a new window while the meeting is open, else explained. */
function PublicPage({
  open,
  label,
  href,
  icon,
}: {
  open: boolean;
  label: string;
  href: string;
  icon: ReactNode;
}) {
  return open ? (
    <NewWindowLink label={label} href={href} icon={icon} />
  ) : (
    <TooltipButton variant="outlined" startIcon={icon} disabled tooltip={L.notOpen}>
      {label}
    </TooltipButton>
  );
}

/**
 * The actions of an expanded meeting row (spec 2 "Meetings list"): Open Facilitator View, Open Public
 * View, Copy Public Link, Edit, Delete. The public pages wait for the simulation to be Active.
 */
export function MeetingRowActions({ meeting: m, onCopy, onDelete }: TMeetingRowActionsProps) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <PublicPage
        open={m.is_active}
        label={L.facilitator}
        href={m.facilitator_url}
        icon={<SlideshowOutlined />}
      />
      <PublicPage open={m.is_active} label={L.public} href={m.public_url} icon={<OpenInNew />} />
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => onCopy(m)}>
        {L.copy}
      </Button>
      <Button
        variant="contained"
        startIcon={<EditOutlined />}
        component={RouterLink}
        to={meetingEditorPath(m.id)}
      >
        {L.edit}
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => onDelete(m)}>
        {L.delete}
      </Button>
    </Stack>
  );
}
