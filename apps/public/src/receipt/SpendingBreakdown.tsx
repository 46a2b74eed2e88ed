import { useIntl } from 'react-intl';
import type { TPublicReceiptCategory, TReceiptEstimate } from '@commonpurse/domain/public';
import { RichText } from '../components/RichText.tsx';
import type { TReceiptFormat } from './format.ts';
import { resultMessages as r } from './messages.ts';

interface Row {
  id: number;
  name: string;
  details: string | null;
  additional_details: string | null;
  /** The resident's share of their taxes (null without calculators). */
  share: number | null;
  amount: number;
}

function Details({ row }: { row: Row }) {
  const intl = useIntl();
  return (
    <>
      {row.details && <span className="hint receipt-details">{row.details}</span>}
      {row.additional_details && (
        <details className="receipt-more">
          <summary>{intl.formatMessage(r.moreDetails)}</summary>
          <RichText html={row.additional_details} />
        </details>
      )}
    </>
  );
}

/**
 * Where the resident's taxes go (or, without calculators, what the budget spends): a bar per category
 * (its share of the budget, in words beside the bar) and a table of every category and item.
 */
export function SpendingBreakdown({
  categories,
  estimate,
  format,
}: {
  categories: TPublicReceiptCategory[];
  estimate: TReceiptEstimate | null;
  format: TReceiptFormat;
}) {
  const intl = useIntl();
  const byCategory = new Map(estimate?.categories.map((category) => [category.id, category]));
  const spending = categories.reduce(
    (sum, category) => sum + category.subcategories.reduce((s, item) => s + Math.max(item.amount, 0), 0),
    0,
  );
  const fraction = (amount: number) => (spending > 0 ? Math.max(amount, 0) / spending : 0);
  const rows = categories.map((category) => {
    const shares = byCategory.get(category.id);
    const itemShares = new Map(shares?.items.map((item) => [item.id, item.share]));
    return {
      category: {
        ...category,
        amount: category.subcategories.reduce((sum, item) => sum + Math.max(item.amount, 0), 0),
        share: shares?.share ?? null,
      } satisfies Row,
      items: category.subcategories.map((item): Row => ({
        ...item,
        share: estimate ? (itemShares.get(item.id) ?? 0) : null,
      })),
    };
  });
  const value = (row: Row) => (row.share === null ? format.amount(row.amount) : format.money(row.share));
  const heading = estimate ? r.whereHeading : r.budgetHeading;
  return (
    <section className="receipt-section" aria-labelledby="receipt-where-heading">
      <h2 id="receipt-where-heading">{intl.formatMessage(heading)}</h2>
      <p>{intl.formatMessage(estimate ? r.whereIntro : r.budgetIntro)}</p>
      <figure className="receipt-chart" aria-labelledby="receipt-chart-caption">
        <figcaption id="receipt-chart-caption">{intl.formatMessage(r.chartCaption)}</figcaption>
        <ul>
          {rows.map(({ category }) => (
            <li key={category.id}>
              <span className="receipt-bar-label">{category.name}</span>
              <span className="receipt-bar-track" aria-hidden="true">
                <span
                  className="receipt-bar-fill"
                  style={{ inlineSize: `${(fraction(category.amount) * 100).toFixed(2)}%` }}
                />
              </span>
              <span className="receipt-bar-value">
                {intl.formatMessage(r.barValue, {
                  amount: value(category),
                  percent: format.share(fraction(category.amount)),
                })}
              </span>
            </li>
          ))}
        </ul>
      </figure>
      <div className="receipt-table-wrap">
        <table className="receipt-table receipt-spending">
          <caption>{intl.formatMessage(estimate ? r.tableCaption : r.budgetTableCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(r.serviceColumn)}</th>
              <th scope="col">{intl.formatMessage(estimate ? r.shareColumn : r.budgetColumn)}</th>
              <th scope="col">{intl.formatMessage(r.percentColumn)}</th>
            </tr>
          </thead>
          {rows.map(({ category, items }) => (
            <tbody key={category.id}>
              <tr className="receipt-category-row">
                <th scope="rowgroup">
                  {category.name}
                  <Details row={category} />
                </th>
                <td>{value(category)}</td>
                <td>{format.share(fraction(category.amount))}</td>
              </tr>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.name}
                    <Details row={item} />
                  </th>
                  <td>{value(item)}</td>
                  <td>{format.share(fraction(item.amount))}</td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(r.total)}</th>
              <td>{estimate ? format.money(estimate.total) : format.amount(spending)}</td>
              <td>{format.share(spending > 0 ? 1 : 0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
