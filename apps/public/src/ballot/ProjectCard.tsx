import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicItem } from '@commonpurse/domain/public';
import { RichText } from '../components/RichText.tsx';
import { tileMessages as m } from './messages.ts';
import type { TBlock } from './state/selection.ts';

/** Why a project cannot be chosen now, in words (not only by colour). */
export function useBlockText() {
  const intl = useIntl();
  return (block: TBlock, money: (value: number) => string) =>
    block.kind === 'maxItems'
      ? intl.formatMessage(m.blockedMaxItems, { max: block.max })
      : block.kind === 'overFunds'
        ? intl.formatMessage(m.blockedOverFunds, { left: money(block.left) })
        : intl.formatMessage(m.blockedNoPoints);
}

/**
 * One project: image with its alt text and credit, name, cost (not in a nonnumerical ballot), short
 * description, the long one behind More details, and a checkbox to choose it. A project that no longer
 * fits keeps its checkbox focusable (aria-disabled) and says why next to it.
 */
export function ProjectCard({
  project,
  cost,
  rank,
  blocked,
  headingLevel = 3,
  onToggle,
}: {
  project: TPublicItem;
  /** The formatted cost, or null when costs are not shown. */
  cost: string | null;
  /** Its rank when chosen. */
  rank: number | null;
  /** Why it cannot be chosen now. */
  blocked: string | null;
  headingLevel?: 3 | 4;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const chosen = rank !== null;
  return (
    <li
      className={`project${chosen ? ' project-chosen' : ''}${blocked ? ' project-blocked' : ''}`}
      id={`project-${project.id}`}
      tabIndex={-1}
    >
      {project.image_url && (
        <figure className="project-image">
          <img src={project.image_url} alt={project.image_alt ?? ''} loading="lazy" />
          {project.image_credit && (
            <figcaption>{intl.formatMessage(m.imageCredit, { credit: project.image_credit })}</figcaption>
          )}
        </figure>
      )}
      <div className="project-body">
        <Heading className="project-name">{project.name}</Heading>
        {cost !== null && (
          <p className="project-cost">
            <span className="project-cost-label">{intl.formatMessage(m.cost)}</span> <strong>{cost}</strong>
          </p>
        )}
        {project.details && <p className="project-details">{project.details}</p>}
        {project.additional_details?.trim() && (
          <details className="project-more">
            <summary>{intl.formatMessage(m.moreDetails)}</summary>
            <RichText html={project.additional_details} />
          </details>
        )}
        <div className="project-choose">
          <label className="choose-label">
            <input
              type="checkbox"
              checked={chosen}
              aria-label={intl.formatMessage(m.chooseNamed, { name: project.name })}
              aria-disabled={blocked ? true : undefined}
              aria-describedby={blocked ? `${id}-why` : undefined}
              onChange={onToggle}
            />
            <span aria-hidden="true">
              {chosen ? intl.formatMessage(m.chosen, { rank }) : intl.formatMessage(m.choose)}
            </span>
          </label>
          {blocked && (
            <p id={`${id}-why`} className="project-why">
              {blocked}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
