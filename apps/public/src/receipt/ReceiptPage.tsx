import './receipt.css';
import type { TPublicReceipt } from '@commonpurse/domain/public';
import { ReceiptIntl } from './ReceiptIntl.tsx';
import { ReceiptScreen } from './ReceiptScreen.tsx';
import { useReceiptVisit } from './useReceiptVisit.ts';

/**
 * A taxpayer receipt's page (its own chunk: screens/App.tsx imports it lazily, so simulation and
 * ballot residents never download it, nor its words).
 */
export default function ReceiptPage({ receipt }: { receipt: TPublicReceipt }) {
  useReceiptVisit(receipt);
  return (
    <ReceiptIntl locale={receipt.locale}>
      <ReceiptScreen receipt={receipt} />
    </ReceiptIntl>
  );
}
