import '../shared/shared.css';
import './charts.css';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicCategory } from '@commonpurse/domain/public';
import { chartMessages as m } from './messages.ts';
import { chartRows, doughnutSegments, type TChartRow } from './totals.ts';

export interface TBudgetChartProps {
  /** pie: the doughnut (is_expense_chart_enabled, is_revenue_chart_enabled); bar: is_expense_bar_chart_enabled. */
  kind: 'pie' | 'bar';
  categories: readonly TPublicCategory[];
  amounts: ReadonlyMap<number, number>;
  format(amount: number): string;
  title: string;
}

/** The doughnut's ring: a circle of circumference 100, so a segment's dash is its percent. */
const RING = { size: 42, r: 100 / (2 * Math.PI), width: 7, gap: 0.6 };

function Doughnut({ rows, label }: { rows: TChartRow[]; label: string }) {
  const c = RING.size / 2;
  const segments = doughnutSegments(rows);
  const gap = segments.length > 1 ? RING.gap : 0;
  return (
    <svg className="cp-chart__ring" viewBox={`0 0 ${RING.size} ${RING.size}`} role="img" aria-label={label}>
      <circle cx={c} cy={c} r={RING.r} fill="none" stroke="#e5e7eb" strokeWidth={RING.width} />
      <g transform={`rotate(-90 ${c} ${c})`}>
        {segments.map(({ row, start, length }) => {
          const dash = Math.max(length * 100 - gap, 0.01);
          return (
            <circle
              key={row.id}
              className="cp-chart__segment"
              cx={c}
              cy={c}
              r={RING.r}
              fill="none"
              stroke={row.color}
              strokeWidth={RING.width}
              strokeDasharray={`${dash} ${100 - dash}`}
              strokeDashoffset={-start * 100}
            />
          );
        })}
      </g>
    </svg>
  );
}

function Bars({ rows, label, format }: { rows: TChartRow[]; label: string; format(amount: number): string }) {
  const largest = Math.max(...rows.map((row) => row.total));
  return (
    <div className="cp-chart__bars" role="img" aria-label={label}>
      {rows.map((row) => (
        <div key={row.id} className="cp-chart__bar-row">
          <span className="cp-chart__bar-name">{row.name}</span>
          <span className="cp-chart__bar-value">{format(row.total)}</span>
          <svg className="cp-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none">
            <rect width="100" height="10" fill="#e5e7eb" />
            <rect
              className="cp-chart__bar-fill"
              width={largest > 0 ? (row.total / largest) * 100 : 0}
              height="10"
              fill={row.color}
            />
          </svg>
        </div>
      ))}
    </div>
  );
}

/**
 * A category chart of the current amounts: a doughnut with its legend table, or horizontal bars with
 * the same table for screen readers. The picture is one image with a spoken summary; the table holds
 * every value, so nothing is known from colour or shape alone.
 */
export function BudgetChart({ kind, categories, amounts, format, title }: TBudgetChartProps) {
  const intl = useIntl();
  const rows = useMemo(() => chartRows(categories, amounts), [categories, amounts]);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

  if (total <= 0) {
    return (
      <figure className="cp-chart">
        <figcaption className="cp-chart__title">{title}</figcaption>
        <p>{intl.formatMessage(m.empty)}</p>
      </figure>
    );
  }

  const largest = rows.reduce((best, row) => (row.total > best.total ? row : best));
  const summary = intl.formatMessage(m.summary, {
    title,
    count: rows.length,
    total: format(total),
    largest: largest.name,
    share: percent(largest.share),
  });

  const table = (
    <table className="cp-chart__table">
      <caption className="cp-visually-hidden">{intl.formatMessage(m.caption, { title })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.category)}</th>
          <th scope="col">{intl.formatMessage(m.amount)}</th>
          <th scope="col">{intl.formatMessage(m.share)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <span className="cp-chart__swatch" style={{ background: row.color }} aria-hidden="true" />
              {row.name}
            </th>
            <td>{format(row.total)}</td>
            <td>{percent(row.share)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{intl.formatMessage(m.total)}</th>
          <td>{format(total)}</td>
          <td>{percent(1)}</td>
        </tr>
      </tfoot>
    </table>
  );

  return (
    <figure className={`cp-chart cp-chart--${kind}`}>
      <figcaption className="cp-chart__title">{title}</figcaption>
      {kind === 'pie' ? (
        <div className="cp-chart__body">
          <div className="cp-chart__doughnut">
            <Doughnut rows={rows} label={summary} />
            <div className="cp-chart__centre" aria-hidden="true">
              <span>{intl.formatMessage(m.total)}</span>
              <strong>{format(total)}</strong>
            </div>
          </div>
          {table}
        </div>
      ) : (
        <>
          <Bars rows={rows} label={summary} format={format} />
          {/* The bars show every name and amount; the table gives screen readers the shares too. */}
          <div className="cp-visually-hidden">{table}</div>
        </>
      )}
    </figure>
  );
}
