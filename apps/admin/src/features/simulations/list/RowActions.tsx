import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { rowActions, SIMULATION_MESSAGES as M, type TSimulationSummary } from '@commonpurse/domain';
import { NewWindowLink } from '@/ui/list/NewWindowLink.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { ACTION_LABELS } from '../labels.ts';
import type { TKind } from '@/editor-kit/simulation-kind.ts';
import type { TStatusAction } from '@/ui/list/useStatusActions.tsx';

export interface TRowActionsProps {
  simulation: TSimulationSummary;
  kind: TKind;
  canViewAnalytics: boolean;
  isTrial: boolean;
  onAction(action: TStatusAction, simulation: TSimulationSummary): void;
  onDownloadReport(simulation: TSimulationSummary): void;
}

/** Why Activate is unavailable, or null when it may be asked for. */
export function activateRefusal(simulation: TSimulationSummary, isTrial: boolean): string | null {
  if (isTrial) return M.trialCannotActivate;
  if (!simulation.can_publish) return simulation.preview_refusal ?? M.notPublishable;
  return null;
}

/** The actions of an expanded row, by status (rowActions of packages/domain). */
export function RowActions({
  simulation: s,
  kind,
  canViewAnalytics,
  isTrial,
  onAction,
  onDownloadReport,
}: TRowActionsProps) {
  const allowed = rowActions({
    status: s.status,
    canPreview: s.can_preview,
    canViewAnalytics,
    isPb: s.is_pb,
  });
  const buttons: ReactNode[] = [];
  const action = (name: TStatusAction, label: string, icon: ReactNode, color?: 'error') =>
    buttons.push(
      <Button key={name} variant="outlined" color={color} startIcon={icon} onClick={() => onAction(name, s)}>
        {label}
      </Button>,
    );

  // The editor (an Inactive prioritization: its Voting tab, decision 0331).
  const editorLink = (key: string, label: string, icon: ReactNode, to: string) =>
    buttons.push(
      <Button key={key} variant="contained" startIcon={icon} component={RouterLink} to={to}>
        {label}
      </Button>,
    );
  if (allowed.edit) editorLink('edit', ACTION_LABELS.edit, <EditOutlined />, kind.editorPath(s.id));
  if (allowed.voting)
    editorLink('voting', ACTION_LABELS.voting, <HowToVoteOutlined />, `${kind.editorPath(s.id)}#voting`);
  if (allowed.analytics) {
    // The analytics screens are another part of the console: a full page load.
    buttons.push(
      <Button key="analytics" variant="outlined" startIcon={<InsightsOutlined />} href={`/analytics/${s.id}`}>
        {ACTION_LABELS.analytics}
      </Button>,
    );
  }
  if (allowed.report) {
    buttons.push(
      <Button
        key="report"
        variant="outlined"
        startIcon={<DownloadOutlined />}
        onClick={() => onDownloadReport(s)}
      >
        {ACTION_LABELS.report}
      </Button>,
    );
  }
  if (s.status === 'new') {
    if (allowed.preview && s.preview_url) {
      buttons.push(
        <NewWindowLink
          key="preview"
          label={ACTION_LABELS.preview}
          href={s.preview_url}
          icon={<VisibilityOutlined />}
        />,
      );
    } else {
      buttons.push(
        <TooltipButton
          key="preview"
          variant="outlined"
          startIcon={<VisibilityOutlined />}
          disabled
          tooltip={s.preview_refusal ?? M.notPublishable}
        >
          {ACTION_LABELS.preview}
        </TooltipButton>,
      );
    }
  }
  if (allowed.view && s.public_url) {
    buttons.push(
      <NewWindowLink key="view" label={ACTION_LABELS.view} href={s.public_url} icon={<OpenInNew />} />,
    );
  }
  if (allowed.activate) {
    const refusal = activateRefusal(s, isTrial);
    if (refusal) {
      buttons.push(
        <TooltipButton
          key="activate"
          variant="outlined"
          startIcon={<PlayCircleOutline />}
          disabled
          tooltip={refusal}
        >
          {ACTION_LABELS.activate}
        </TooltipButton>,
      );
    } else {
      action('activate', ACTION_LABELS.activate, <PlayCircleOutline />);
    }
  }
  if (allowed.deactivate) action('deactivate', ACTION_LABELS.deactivate, <PauseCircleOutline />);
  if (allowed.archive) action('archive', ACTION_LABELS.archive, <ArchiveOutlined />);
  if (allowed.unarchive) action('unarchive', ACTION_LABELS.unarchive, <UnarchiveOutlined />);
  if (allowed.delete) action('delete', ACTION_LABELS.delete, <DeleteOutline />, 'error');

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {buttons}
    </Stack>
  );
}
