import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { receiptRowActions, type TReceiptSummary } from '@commonpurse/domain';
import { NewWindowLink } from '@/ui/list/NewWindowLink.tsx';
import type { TStatusAction } from '@/ui/list/useStatusActions.tsx';
import { ACTION_LABELS } from '../actions/labels.ts';
import { ActivateButton, PreviewButton } from '../actions/ReceiptActionButtons.tsx';

export interface TReceiptRowActionsProps {
  receipt: TReceiptSummary;
  isTrial: boolean;
  onAction(action: TStatusAction, receipt: TReceiptSummary): void;
  onPreview(receipt: TReceiptSummary): void;
}

/** The actions of an expanded receipt row, by status (receiptRowActions of packages/domain). */
export function ReceiptRowActions({ receipt: r, isTrial, onAction, onPreview }: TReceiptRowActionsProps) {
  const allowed = receiptRowActions({ status: r.status, canPreview: r.can_preview });
  const buttons: ReactNode[] = [];
  const action = (name: TStatusAction, label: string, icon: ReactNode, color?: 'error') =>
    buttons.push(
      <Button key={name} variant="outlined" color={color} startIcon={icon} onClick={() => onAction(name, r)}>
        {label}
      </Button>,
    );

  if (allowed.edit) {
    buttons.push(
      <Button
        key="edit"
        variant="contained"
        startIcon={<EditOutlined />}
        component={RouterLink}
        to={`/receipts/${r.id}`}
      >
        {ACTION_LABELS.edit}
      </Button>,
    );
  }
  if (r.status === 'new') buttons.push(<PreviewButton key="preview" receipt={r} onPreview={onPreview} />);
  if (allowed.view && r.public_url) {
    buttons.push(
      <NewWindowLink key="view" label={ACTION_LABELS.view} href={r.public_url} icon={<OpenInNew />} />,
    );
  }
  if (allowed.activate) {
    const activate = (receipt: TReceiptSummary) => onAction('activate', receipt);
    buttons.push(<ActivateButton key="activate" receipt={r} isTrial={isTrial} onActivate={activate} />);
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
