import '../shared/shared.css';
import './impacts.css';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { impactTotal } from '@commonpurse/domain';
import type { TPublicImpact } from '@commonpurse/domain/public';
import { Dialog } from '../shared/Dialog.tsx';
import { RichText } from '../shared/RichText.tsx';
import { impactMessages as m } from './messages.ts';

export interface TImpactsPanelProps {
  impacts: readonly TPublicImpact[];
  amounts: ReadonlyMap<number, number>;
  /** The section heading; the page's own words by default. */
  heading?: string;
  /** The more_details text, resolved by the page. */
  moreDetailsLabel?: string;
}

function Impact({
  impact,
  total,
  moreDetailsLabel,
}: {
  impact: TPublicImpact;
  total: number;
  moreDetailsLabel: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Rounded to 4 decimals by impactTotal; shown in the page's language, trailing zeros dropped.
  const number = (value: number) =>
    `${impact.prefix ?? ''}${intl.formatNumber(value, { maximumFractionDigits: 4 })}${impact.suffix ?? ''}`;
  const { target } = impact;
  const fraction = target !== null && target !== 0 ? total / target : null;

  return (
    <li className="cp-impact">
      <h3 className="cp-impact__name">{impact.name}</h3>
      <p className="cp-impact__figures">
        <strong className="cp-impact__total">{number(total)}</strong>
        {target !== null && (
          <span className="cp-impact__target">
            {intl.formatMessage(m.target, { target: number(target) })}
          </span>
        )}
      </p>
      {fraction !== null && (
        <>
          <div className="cp-impact__bar" aria-hidden="true">
            <div
              className="cp-impact__bar-fill"
              style={{ width: `${Math.min(Math.max(fraction, 0), 1) * 100}%` }}
            />
          </div>
          <p className="cp-impact__progress">
            {intl.formatMessage(m.progress, {
              percent: intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 }),
            })}
          </p>
        </>
      )}
      {impact.description && <p className="cp-impact__description">{impact.description}</p>}
      {impact.additional_details && (
        <>
          <button type="button" className="cp-button cp-impact__details" onClick={() => setOpen(true)}>
            {moreDetailsLabel}{' '}
            <span className="cp-visually-hidden">{intl.formatMessage(m.about, { name: impact.name })}</span>
          </button>
          <Dialog open={open} title={impact.name} onClose={() => setOpen(false)}>
            <RichText html={impact.additional_details} />
          </Dialog>
        </>
      )}
    </li>
  );
}

/**
 * The simulation's impacts (spec 1 "Impacts tab"): each one's total over the resident's current
 * amounts (Σ amount × multiplier, 4 decimals) against its target, with prefix and suffix, its
 * description, and its More Details in a dialog.
 */
export function ImpactsPanel({ impacts, amounts, heading, moreDetailsLabel }: TImpactsPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  if (impacts.length === 0) return null;
  return (
    <section className="cp-impacts" aria-labelledby={headingId}>
      <h2 id={headingId} className="cp-impacts__heading">
        {heading ?? intl.formatMessage(m.heading)}
      </h2>
      <ul className="cp-impacts__list">
        {impacts.map((impact) => (
          <Impact
            key={impact.id}
            impact={impact}
            total={impactTotal(impact.multipliers, amounts)}
            moreDetailsLabel={moreDetailsLabel ?? intl.formatMessage(m.moreDetails)}
          />
        ))}
      </ul>
    </section>
  );
}
