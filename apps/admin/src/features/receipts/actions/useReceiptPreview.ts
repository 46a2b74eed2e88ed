import { useQueryClient } from '@tanstack/react-query';
import { RECEIPT_LIST_TEXTS, type TReceiptSummary } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { useNotify } from '@/ui/notify.tsx';
import { fetchReceipt, receiptKeys } from '../api.ts';

/**
 * Preview of a New receipt (spec 3 section 4, decision 0431). The window opens at once, inside the click,
 * so no pop-up blocker stops it; meanwhile the receipt is read again, since the list may be older than
 * the editor's last change. A receipt that can still be previewed loads its fresh preview address in
 * that window; a failed read or a refusal closes the window and shows the error, and the receipt's
 * queries (the list's row, the editor's receipt) load again so its buttons say why.
 */
export function useReceiptPreview() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (receipt: TReceiptSummary) => {
    notify.clearError();
    const preview = window.open('', '_blank');
    try {
      const fresh = await fetchReceipt(receipt.id);
      if (!fresh.can_preview || !fresh.preview_url) {
        throw new Error(fresh.preview_refusal ?? RECEIPT_LIST_TEXTS.notPublishable);
      }
      if (preview) {
        // The preview page gets no handle on the console (what rel="noopener" does for a link).
        preview.opener = null;
        preview.location.href = fresh.preview_url;
      } else {
        window.open(fresh.preview_url, '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      preview?.close();
      notify.error(describeApiError(error));
      await queryClient.invalidateQueries({ queryKey: receiptKeys.all });
    }
  };
}
