import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import type { TMeetingView } from '@commonpurse/domain';
import type { TMeetingScreen } from '@commonpurse/domain/public';
import { NewWindowLink } from '@/ui/list/NewWindowLink.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { ACTION_LABELS as L } from '../labels.ts';
import { meetingEditorPath, meetingScreenOpen } from '../rules.ts';

export interface TMeetingRowActionsProps {
  meeting: TMeetingView;
  onCopy(meeting: TMeetingView): void;
  onDelete(meeting: TMeetingView): void;
}

/** A public screen of the meeting: opened in a new window while it is served, else explained. */
function PublicPage({
  meeting,
  screen,
  label,
  href,
  icon,
}: {
  meeting: TMeetingView;
  screen: TMeetingScreen;
  label: string;
  href: string;
  icon: ReactNode;
}) {
  return meetingScreenOpen(meeting, screen) ? (
    <NewWindowLink label={label} href={href} icon={icon} />
  ) : (
    <TooltipButton
      variant="outlined"
      startIcon={icon}
      disabled
      tooltip={screen === 'public' ? L.notOpen : L.figuresNotOpen}
    >
      {label}
    </TooltipButton>
  );
}

/** The meeting's public screens, in the row's order. */
const SCREENS: {
  screen: TMeetingScreen;
  label: string;
  url: 'facilitator_url' | 'public_url' | 'results_url';
  icon: ReactNode;
}[] = [
  { screen: 'facilitator', label: L.facilitator, url: 'facilitator_url', icon: <SlideshowOutlined /> },
  { screen: 'public', label: L.public, url: 'public_url', icon: <OpenInNew /> },
  { screen: 'results', label: L.results, url: 'results_url', icon: <SummarizeOutlined /> },
];

/**
 * The actions of an expanded meeting row (spec 2 "Meetings list"): Open Facilitator View, Open Public
 * View, then our Open Results View (the printable results, decision 0530), Copy Public Link, Edit,
 * Delete. Residents join while the simulation is Active; the figures stay readable once it is Inactive.
 */
export function MeetingRowActions({ meeting: m, onCopy, onDelete }: TMeetingRowActionsProps) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {SCREENS.map(({ screen, label, url, icon }) => (
        <PublicPage key={screen} meeting={m} screen={screen} label={label} href={m[url]} icon={icon} />
      ))}
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
