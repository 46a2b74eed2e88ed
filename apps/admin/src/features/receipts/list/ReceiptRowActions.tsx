import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { RECEIPT_LIST_TEXTS, receiptRowActions, type TReceiptSummary } from '@commonpurse/domain';
import { NEW_WINDOW, NewWindowLink } from '@/ui/list/NewWindowLink.tsx';
import type { TStatusAction } from '@/ui/list/useStatusActions.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { ACTION_LABELS } from './labels.ts';

export interface TReceiptRowActionsProps {
  receipt: TReceiptSummary;
  isTrial: boolean;
  onAction(action: TStatusAction, receipt: TReceiptSummary): void;
  onPreview(receipt: TReceiptSummary): void;
}

/**
 * Why Activate is unavailable, or null when it may be pressed. A receipt that is not eligible says why
 * (the preview tooltip); a trial account may press it and is answered by the upgrade prompt.
 */
export function activateRefusal(receipt: TReceiptSummary, isTrial: boolean): string | null {
  if (!receipt.can_preview) return receipt.preview_refusal ?? RECEIPT_LIST_TEXTS.notPublishable;
  if (!receipt.can_publish && !isTrial) return RECEIPT_LIST_TEXTS.notPublishable;
  return null;
}

const disabledButton = (key: string, label: string, icon: ReactNode, tooltip: string) => (
  <TooltipButton key={key} variant="outlined" startIcon={icon} disabled tooltip={tooltip}>
    {label}
  </TooltipButton>
);

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
  if (r.status === 'new') {
    buttons.push(
      allowed.preview ? (
        <Button
          key="preview"
          variant="outlined"
          startIcon={<VisibilityOutlined />}
          aria-label={`${ACTION_LABELS.preview}${NEW_WINDOW}`}
          onClick={() => onPreview(r)}
        >
          {ACTION_LABELS.preview}
        </Button>
      ) : (
        disabledButton(
          'preview',
          ACTION_LABELS.preview,
          <VisibilityOutlined />,
          r.preview_refusal ?? RECEIPT_LIST_TEXTS.notPublishable,
        )
      ),
    );
  }
  if (allowed.view && r.public_url) {
    buttons.push(
      <NewWindowLink key="view" label={ACTION_LABELS.view} href={r.public_url} icon={<OpenInNew />} />,
    );
  }
  if (allowed.activate) {
    const refusal = activateRefusal(r, isTrial);
    if (refusal)
      buttons.push(disabledButton('activate', ACTION_LABELS.activate, <PlayCircleOutline />, refusal));
    else action('activate', ACTION_LABELS.activate, <PlayCircleOutline />);
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
