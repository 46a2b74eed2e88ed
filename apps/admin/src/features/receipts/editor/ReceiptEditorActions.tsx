import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { receiptRowActions, type TReceiptView } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useReceipts } from '../api.ts';
import { ActivateButton, PreviewButton } from '../actions/ReceiptActionButtons.tsx';
import { useReceiptPreview } from '../actions/useReceiptPreview.ts';
import { useReceiptStatusActions } from '../actions/useReceiptStatusActions.tsx';
import { RECEIPT_KIND } from './board.ts';

/**
 * The editor's Preview (while New) and Activate (New or Inactive): the list's own buttons, preview and
 * activation flow, dialogs and messages. The list's counter tells whether a licence is free; after
 * activation the user goes to the list (spec 3 section 2.2, decision 0520).
 */
export function ReceiptEditorActions({ receipt }: { receipt: TReceiptView }) {
  const { client } = useCurrentUser();
  const navigate = useNavigate();
  const allowed = receiptRowActions({ status: receipt.status, canPreview: receipt.can_preview });
  const counts = useReceipts(allowed.activate);
  const preview = useReceiptPreview();
  const { request, dialogs } = useReceiptStatusActions(counts.data?.meta, (action) => {
    if (action === 'activate') void navigate(RECEIPT_KIND.listPath);
  });

  return (
    <>
      <Stack direction="row" spacing={1}>
        {receipt.status === 'new' && <PreviewButton receipt={receipt} onPreview={(r) => void preview(r)} />}
        {allowed.activate && (
          <ActivateButton
            receipt={receipt}
            isTrial={client.capabilities.is_trial}
            onActivate={(r) => request('activate', r)}
          />
        )}
      </Stack>
      {dialogs}
    </>
  );
}
