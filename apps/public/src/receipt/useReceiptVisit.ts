import { useEffect, useRef } from 'react';
import type { TPublicReceipt } from '@commonpurse/domain/public';
import { createVisit } from '../api/public-api.ts';
import { hasVisited, markVisited } from '../state/storage.ts';

/**
 * Records the resident's visit of the receipt once per page load, like a simulation's (never in a
 * preview). Nothing else is sent: what the resident types stays on the page.
 */
export function useReceiptVisit(receipt: Pick<TPublicReceipt, 'id' | 'preview'>) {
  const started = useRef(false);
  useEffect(() => {
    if (receipt.preview || started.current) return;
    started.current = true;
    createVisit(receipt.id, { referrer: document.referrer || null, returning: hasVisited(receipt.id) })
      .then(() => markVisited(receipt.id))
      // An unrecorded visit changes nothing for the resident.
      .catch(() => undefined);
  }, [receipt.id, receipt.preview]);
}
