import Button from '@mui/material/Button';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { RECEIPT_LIST_TEXTS, type TReceiptSummary } from '@commonpurse/domain';
import { NEW_WINDOW } from '@/ui/list/NewWindowLink.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { ACTION_LABELS } from './labels.ts';

// The Preview and Activate buttons of a receipt, the same on the list's rows and in the editor: each is
// disabled with the reason as its tooltip while the receipt cannot take it.

/**
 * Why Activate is unavailable, or null when it may be pressed. A receipt that is not eligible says why
 * (the preview tooltip); a trial account may press it and is answered by the upgrade prompt.
 */
export function activateRefusal(receipt: TReceiptSummary, isTrial: boolean): string | null {
  if (!receipt.can_preview) return receipt.preview_refusal ?? RECEIPT_LIST_TEXTS.notPublishable;
  if (!receipt.can_publish && !isTrial) return RECEIPT_LIST_TEXTS.notPublishable;
  return null;
}

/** Preview of a New receipt: opens a new window (useReceiptPreview), or says why it cannot. */
export function PreviewButton({
  receipt,
  onPreview,
}: {
  receipt: TReceiptSummary;
  onPreview(receipt: TReceiptSummary): void;
}) {
  const icon = <VisibilityOutlined />;
  if (!receipt.can_preview) {
    return (
      <TooltipButton
        variant="outlined"
        startIcon={icon}
        disabled
        tooltip={receipt.preview_refusal ?? RECEIPT_LIST_TEXTS.notPublishable}
      >
        {ACTION_LABELS.preview}
      </TooltipButton>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      aria-label={`${ACTION_LABELS.preview}${NEW_WINDOW}`}
      onClick={() => onPreview(receipt)}
    >
      {ACTION_LABELS.preview}
    </Button>
  );
}

/** Activate (useReceiptStatusActions asks first, or explains the licence or trial refusal). */
export function ActivateButton({
  receipt,
  isTrial,
  onActivate,
}: {
  receipt: TReceiptSummary;
  isTrial: boolean;
  onActivate(receipt: TReceiptSummary): void;
}) {
  const icon = <PlayCircleOutline />;
  const refusal = activateRefusal(receipt, isTrial);
  if (refusal) {
    return (
      <TooltipButton variant="outlined" startIcon={icon} disabled tooltip={refusal}>
        {ACTION_LABELS.activate}
      </TooltipButton>
    );
  }
  return (
    <Button variant="outlined" startIcon={icon} onClick={() => onActivate(receipt)}>
      {ACTION_LABELS.activate}
    </Button>
  );
}
