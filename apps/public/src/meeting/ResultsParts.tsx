import { useIntl } from 'react-intl';
import type { TMeetingChange, TMeetingResultCategory, TMeetingResults } from '@commonpurse/domain/public';
import type { TFormatter } from '../i18n/format.ts';
import { meetingMessages as m } from './messages.ts';

// The parts the facilitator's and the printable results screens share.

/** Who joined the meeting's view and who submitted, as large figures under the given heading. */
export function Participants({
  participants,
  heading,
}: {
  participants: TMeetingResults['participants'];
  heading: string;
}) {
  const intl = useIntl();
  const figure = (label: string, value: number) => (
    <div className="meeting-figure">
      <dt>{label}</dt>
      <dd>{intl.formatNumber(value, { numberingSystem: 'latn' })}</dd>
    </div>
  );
  return (
    <section className="meeting-participants" aria-labelledby="meeting-participants">
      <h2 id="meeting-participants">{heading}</h2>
      <dl className="meeting-figures">
        {figure(intl.formatMessage(m.joined), participants.joined)}
        {figure(intl.formatMessage(m.submitted), participants.submitted)}
      </dl>
    </section>
  );
}

/** The largest average increases or decreases, each with its category and change. */
export function TopChanges({
  heading,
  items,
  format,
  kind,
}: {
  heading: string;
  items: readonly TMeetingChange[];
  format: TFormatter;
  kind: 'increase' | 'decrease';
}) {
  const intl = useIntl();
  return (
    <section className={`meeting-top meeting-top-${kind}`} aria-label={heading}>
      <h3>{heading}</h3>
      {items.length === 0 ? (
        <p className="meeting-none">{intl.formatMessage(m.none)}</p>
      ) : (
        <ol>
          {items.map((item) => (
            <li key={item.id}>
              <span className="meeting-top-name">
                {item.name} <span className="meeting-top-category">({item.category_name})</span>
              </span>{' '}
              <strong className="meeting-change">{format.change(item.average_change)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One category's items: starting amount, residents' average, and the change, with the category's total. */
export function CategoryTable({
  category,
  format,
}: {
  category: TMeetingResultCategory;
  format: TFormatter;
}) {
  const intl = useIntl();
  const dash = '—';
  const cells = (
    figures: Pick<TMeetingResultCategory, 'starting_amount' | 'average_submitted_amount' | 'average_change'>,
  ) => (
    <>
      <td>{format.amount(figures.starting_amount)}</td>
      <td>
        {figures.average_submitted_amount === null ? dash : format.amount(figures.average_submitted_amount)}
      </td>
      <td className="meeting-change">
        {figures.average_change === null ? dash : format.change(figures.average_change)}
      </td>
    </>
  );
  return (
    <table className="meeting-table">
      <caption>{intl.formatMessage(m.tableCaption, { category: category.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.itemColumn)}</th>
          <th scope="col">{intl.formatMessage(m.startColumn)}</th>
          <th scope="col">{intl.formatMessage(m.averageColumn)}</th>
          <th scope="col">{intl.formatMessage(m.changeColumn)}</th>
        </tr>
      </thead>
      <tbody>
        {category.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.name}</th>
            {cells(item)}
          </tr>
        ))}
      </tbody>
      {category.items.length > 1 && (
        <tfoot>
          <tr>
            <th scope="row">{intl.formatMessage(m.total)}</th>
            {cells(category)}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** The averages: the top changes, then every category's table (or that nobody has submitted yet). */
export function Averages({
  results,
  format,
  heading,
}: {
  results: TMeetingResults;
  format: TFormatter;
  heading: string;
}) {
  const intl = useIntl();
  return (
    <section className="meeting-averages" aria-labelledby="meeting-averages">
      <h2 id="meeting-averages">{heading}</h2>
      {results.participants.submitted === 0 && (
        <p className="meeting-none">{intl.formatMessage(m.noSubmissions)}</p>
      )}
      <div className="meeting-tops">
        <TopChanges
          heading={intl.formatMessage(m.topIncreases)}
          items={results.top_increases}
          format={format}
          kind="increase"
        />
        <TopChanges
          heading={intl.formatMessage(m.topDecreases)}
          items={results.top_decreases}
          format={format}
          kind="decrease"
        />
      </div>
      {results.categories.map((category) => (
        <CategoryTable key={category.id} category={category} format={format} />
      ))}
    </section>
  );
}
