import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { MAIN_ID } from '../components/Chrome.tsx';
import { SuggestionBox } from '../components/SuggestionBox.tsx';
import { SimulationMap } from '../features/index.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
import { FundsBar, useProgressText } from './FundsBar.tsx';
import { modeMessages, rankMessages, reviewMessages, suggestionMessages, tileMessages } from './messages.ts';
import { PointsControl } from './PointsControl.tsx';
import { ProjectCard, useBlockText } from './ProjectCard.tsx';
import { RankList } from './RankList.tsx';
import { blockOf } from './state/selection.ts';
import type { TBallotValue } from './state/useBallot.ts';

const VIEWS = [
  ['sm', tileMessages.viewSm],
  ['lg', tileMessages.viewLg],
  ['list', tileMessages.viewList],
] as const;

/** The ballot itself: the projects to choose from, the chosen ones to rank, ideas, the funds bar. */
export function ChooseScreen({
  mode,
  ballot,
  hasBallot,
  onReview,
}: {
  mode: TPublicSimulation['mode'];
  ballot: TBallotValue;
  /** A ballot of this voter is stored already (a new one replaces it). */
  hasBallot: boolean;
  onReview: () => void;
}) {
  const intl = useIntl();
  const { sim, engine, format } = usePage();
  const { projects, costs, rules, choice, dispatch, view, setView } = ballot;
  // The suggestion boxes as the page state knows them (SuggestionBox keeps their ideas and costs).
  const boxes = engine.items.filter((item) => item.suggestion_box);
  const selectedHeading = useText('prioritizations_selected_items_heading');
  const reorder = useText('prioritizations_reorder');
  const blockText = useBlockText();
  const announcement = useAnnouncement(ballot);
  const showCost = rules.kind !== 'plain';
  const byId = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);

  const how =
    rules.kind === 'points'
      ? intl.formatMessage(modeMessages.howPoints, { points: format.number(rules.funds) })
      : rules.kind === 'plain'
        ? intl.formatMessage(modeMessages.howPlain)
        : intl.formatMessage(rules.goal ? modeMessages.howMoneyGoal : modeMessages.howMoney, {
            funds: format.amount(rules.funds),
          });

  const mapData = useMemo(() => projectMap(projects), [projects]);
  const [mapOpen, setMapOpen] = useState(false);

  return (
    <>
      <main id={MAIN_ID} className="screen ballot-screen" tabIndex={-1}>
        <h1>{sim.name}</h1>
        <p className="lead">
          {how}
          {rules.maxItems !== null && (
            <> {intl.formatMessage(modeMessages.maxItems, { max: rules.maxItems })}</>
          )}
        </p>
        {hasBallot && <p className="notice">{intl.formatMessage(reviewMessages.hasBallotBrowser)}</p>}

        <section aria-labelledby="projects-heading" className="ballot-section">
          <div className="projects-head">
            <h2 id="projects-heading">{intl.formatMessage(modeMessages.projectsHeading, { mode })}</h2>
            <fieldset className="view-toggle">
              <legend>{intl.formatMessage(tileMessages.viewLabel)}</legend>
              {VIEWS.map(([value, message]) => (
                <label key={value} className={view === value ? 'is-on' : ''}>
                  <input
                    type="radio"
                    name="project-view"
                    value={value}
                    checked={view === value}
                    onChange={() => setView(value)}
                  />
                  {intl.formatMessage(message)}
                </label>
              ))}
            </fieldset>
          </div>
          <ul className={`projects projects-${view}`}>
            {projects.map((project) => {
              const index = choice.order.indexOf(project.id);
              const block = blockOf(rules, costs, choice, project.id);
              return (
                <ProjectCard
                  key={project.id}
                  project={project}
                  cost={showCost ? format.amount(costs.get(project.id) ?? 0) : null}
                  rank={index < 0 ? null : index + 1}
                  blocked={block ? blockText(block, format.amount) : null}
                  onToggle={() => dispatch({ type: 'toggle', id: project.id })}
                />
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="ranking-heading" className="ballot-section ranking">
          <h2 id="ranking-heading">{selectedHeading}</h2>
          <p>{reorder}</p>
          {choice.order.length === 0 ? (
            <p className="hint">{intl.formatMessage(rankMessages.empty)}</p>
          ) : (
            <RankList
              rows={choice.order.map((id) => ({
                id,
                name: byId.get(id)?.name ?? '',
                extra:
                  rules.kind === 'points' ? (
                    <PointsControl ballot={ballot} id={id} name={byId.get(id)?.name ?? ''} />
                  ) : showCost ? (
                    format.amount(costs.get(id) ?? 0)
                  ) : null,
              }))}
              onMove={(id, to) => dispatch({ type: 'move', id, to })}
              onRemove={(id) => dispatch({ type: 'toggle', id })}
            />
          )}
        </section>

        {mapData && (
          <section className="ballot-section project-map">
            {/* Leaflet (about 45 KB) loads only when the resident asks for the map. */}
            <button
              type="button"
              className="button"
              aria-expanded={mapOpen}
              onClick={() => setMapOpen((open) => !open)}
            >
              {intl.formatMessage(mapOpen ? tileMessages.mapHide : tileMessages.mapShow)}
            </button>
            {mapOpen && (
              <SimulationMap
                map={mapData}
                items={projects}
                amounts={costs}
                format={showCost ? format.amount : undefined}
                heading={intl.formatMessage(tileMessages.mapHeading)}
                onOpenItem={(id) => document.getElementById(`project-${id}`)?.focus()}
              />
            )}
          </section>
        )}

        {boxes.length > 0 && (
          <section aria-labelledby="ideas-heading" className="ballot-section">
            <h2 id="ideas-heading">{intl.formatMessage(suggestionMessages.heading)}</h2>
            <p className="hint">{intl.formatMessage(suggestionMessages.intro)}</p>
            <ul className="items">
              {boxes.map((box) => (
                <SuggestionBox key={box.id} item={box} headingLevel={3} />
              ))}
            </ul>
          </section>
        )}
      </main>
      <FundsBar
        mode={mode}
        rules={rules}
        costs={costs}
        choice={choice}
        format={format}
        announcement={announcement}
        onReview={onReview}
      />
    </>
  );
}

/** The projects' own shapes as a map the map feature draws (a prioritization has no simulation map). */
function projectMap(projects: TBallotValue['projects']) {
  const links = projects
    .filter((p) => p.geojson?.trim())
    .map((p) => ({ budget_subcategory_id: p.id, geojson: p.geojson! }));
  if (links.length === 0) return null;
  return {
    focus_display: false,
    geojson: null,
    center_lat: null,
    center_lng: null,
    zoom: 13,
    height: 280,
    shape_color: '#1d4f91',
    links,
  };
}

/** What the live region says after each change: added, removed, moved, refused (and why), the total. */
function useAnnouncement(ballot: TBallotValue) {
  const intl = useIntl();
  const { format } = usePage();
  const { lastChange, choice, projects, rules, costs } = ballot;
  const blockText = useBlockText();
  const { used, state } = useProgressText(rules, costs, choice, format);
  // Said from the state after the latest change; a repeated change (the same refusal twice) alternates
  // a trailing no-break space so the live region speaks again.
  const said = announce();
  return said && lastChange && lastChange.seq % 2 ? `${said}\u00a0` : said;

  function announce(): string {
    if (!lastChange) return '';
    const { action } = lastChange;
    const name = projects.find((p) => p.id === action.id)?.name ?? '';
    const index = choice.order.indexOf(action.id);
    const count = choice.order.length;
    const total = [used, state].filter(Boolean).join(', ');
    if (action.type === 'move')
      return intl.formatMessage(rankMessages.moved, { name, rank: index + 1, count });
    if (action.type === 'points') return total;
    if (index >= 0)
      return `${intl.formatMessage(tileMessages.added, { name, rank: index + 1, count })} ${total}`;
    // Not chosen after a toggle: removed, or refused (then the reason).
    const block = blockOf(rules, costs, choice, action.id);
    return block
      ? blockText(block, format.amount)
      : `${intl.formatMessage(tileMessages.removed, { name })} ${total}`;
  }
}
