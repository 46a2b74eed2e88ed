import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  RECEIPT_TAX_KINDS,
  type TPublicReceipt,
  type TReceiptEstimate,
  type TReceiptTaxKind,
} from '@commonpurse/domain/public';
import type { TReceiptFormat } from './format.ts';
import { receiptMessages as m, resultMessages as r, statementMessages as s } from './messages.ts';

const TAX_NAMES: Record<TReceiptTaxKind, typeof m.propertyLegend> = {
  property_tax: m.propertyLegend,
  sales_tax: m.salesLegend,
  income_tax: m.incomeLegend,
};

/** How long typing must pause before the new total is announced (one announcement, not one per key). */
export const ANNOUNCE_AFTER_MS = 700;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The estimated total (said politely to screen readers once typing pauses, never before the resident
 * typed anything), each tax when the receipt shows the breakdown, and what the estimate is.
 */
export function EstimateResult({
  receipt,
  estimate,
  format,
  answered,
}: {
  receipt: TPublicReceipt;
  estimate: TReceiptEstimate;
  format: TReceiptFormat;
  answered: boolean;
}) {
  const intl = useIntl();
  const total = format.money(estimate.total);
  const announcement = useSettled(
    answered ? intl.formatMessage(r.announce, { amount: total }) : '',
    ANNOUNCE_AFTER_MS,
  );
  const kinds = RECEIPT_TAX_KINDS.filter((kind) => estimate.taxes[kind] !== null);
  return (
    <section className="receipt-section receipt-result" aria-labelledby="receipt-result-heading">
      <h2 id="receipt-result-heading">{intl.formatMessage(r.heading)}</h2>
      <p className="receipt-total">
        <span>{intl.formatMessage(r.totalLabel)}</span>
        <strong>{total}</strong>
      </p>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {receipt.is_tax_total_breakdown_enabled && kinds.length > 0 && (
        <table className="receipt-table receipt-breakdown">
          <caption>{intl.formatMessage(r.breakdownCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(r.taxColumn)}</th>
              <th scope="col">{intl.formatMessage(r.amountColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{intl.formatMessage(TAX_NAMES[kind])}</th>
                <td>{format.money(estimate.taxes[kind] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(r.total)}</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <h3>{intl.formatMessage(s.heading)}</h3>
      <p>{intl.formatMessage(s.estimate, { client: receipt.client.name })}</p>
      {receipt.calculators.property_tax?.is_owner_question_enabled && <p>{intl.formatMessage(s.renter)}</p>}
    </section>
  );
}
