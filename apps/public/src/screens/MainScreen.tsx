import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { BudgetSide } from '../components/CategoryList.tsx';
import { MAIN_ID } from '../components/Chrome.tsx';
import { ItemDialog, type TOpenItem, type TOpenKind } from '../components/ItemDialog.tsx';
import { RichText } from '../components/RichText.tsx';
import { SubmitStatus } from '../components/SubmitStatus.tsx';
import { BudgetChart, GuidedTour, ImpactsPanel, SimulationMap } from '../features/index.ts';
import { tourMessages } from '../features/tour/messages.ts';
import { pageMessages, sectionMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
import { hasSeenTour, markTourSeen } from '../state/storage.ts';
import type { TSubmitStatus } from '../state/submitter.ts';

/** The budget: help, both sides with their items, and the submit area; the balance bar is the shell's. */
export function MainScreen({
  onSubmit,
  status,
  onRetry,
}: {
  onSubmit: () => void;
  status: TSubmitStatus;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const { sim, engine, restored, act, amounts, format } = usePage();
  const submit = useText('submit');
  const mapHeading = useText('map_heading');
  const moreDetails = useText('more_details');
  const housing = sim.mode === 'housing';
  const revenueText = useText('revenue_heading');
  const expensesText = useText('expenses_heading');
  const revenueTitle = housing ? intl.formatMessage(sectionMessages.housingRequirements) : revenueText;
  const expensesTitle = housing ? intl.formatMessage(sectionMessages.housingChoices) : expensesText;
  const resetAll = useText('reset_all');
  const help = {
    title: useText('help_title'),
    increase: useText('help_increase'),
    decrease: useText('help_decrease'),
    moreInfo: useText('help_more_info'),
  };
  const [open, setOpen] = useState<{ id: number; kind: TOpenKind } | null>(null);
  const [notice, setNotice] = useState('');
  const openItem: TOpenItem = (id, kind) => {
    act.opened(id, kind);
    setOpen({ id, kind });
  };
  const openedItem = open ? engine.items.find((item) => item.id === open.id) : undefined;
  // The tour opens by itself on the first visit in this browser (never kept in a preview), then by its button.
  const [touring, setTouring] = useState(() => sim.tour !== null && (sim.preview || !hasSeenTour(sim.id)));
  const closeTour = () => {
    setTouring(false);
    if (!sim.preview) markTourSeen(sim.id);
  };
  const tourCategories = useMemo(() => [...sim.revenue, ...sim.expenses], [sim]);
  // The map's items must keep their identity (the map redraws its shapes when they change).
  const mapItems = useMemo(() => [...sim.revenue, ...sim.expenses].flatMap((c) => c.subcategories), [sim]);
  const [mapHeight] = useState(() => focusedMapHeight(sim));
  const map = sim.map && (
    <SimulationMap
      map={mapHeight ? { ...sim.map, height: mapHeight } : sim.map}
      items={mapItems}
      amounts={amounts}
      format={format.amount}
      heading={mapHeading}
      onOpenItem={(id) => openItem(id, 'open')}
    />
  );
  const expenseChart = sim.settings.is_expense_chart_enabled
    ? 'pie'
    : sim.settings.is_expense_bar_chart_enabled
      ? 'bar'
      : null;

  return (
    <main id={MAIN_ID} className="screen main-screen" tabIndex={-1}>
      <h1>{sim.name}</h1>
      {restored && <p className="notice">{intl.formatMessage(pageMessages.restored)}</p>}
      {mapHeight !== null && map}
      <details className="help" open={sim.settings.is_help_expanded}>
        <summary>{help.title}</summary>
        <ul>
          <li>{help.increase}</li>
          <li>{help.decrease}</li>
          <li>{help.moreInfo}</li>
        </ul>
      </details>
      <div className="toolbar">
        {sim.tour && (
          <button type="button" className="button" onClick={() => setTouring(true)}>
            {intl.formatMessage(tourMessages.title)}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            act.reset();
            setNotice(intl.formatMessage(sectionMessages.resetDone));
          }}
        >
          {resetAll}
        </button>
        <p className="sr-only" role="status">
          {notice}
        </p>
      </div>
      {mapHeight === null && map}
      <div className="sides">
        <BudgetSide side="revenue" onOpen={openItem} />
        {sim.settings.is_revenue_chart_enabled && sim.revenue.length > 0 && (
          <BudgetChart
            kind="pie"
            categories={sim.revenue}
            amounts={amounts}
            format={format.amount}
            title={revenueTitle}
          />
        )}
        <BudgetSide side="expense" onOpen={openItem} />
        {expenseChart && sim.expenses.length > 0 && (
          <BudgetChart
            kind={expenseChart}
            categories={sim.expenses}
            amounts={amounts}
            format={format.amount}
            title={expensesTitle}
          />
        )}
      </div>
      {sim.impacts.length > 0 && (
        <ImpactsPanel impacts={sim.impacts} amounts={amounts} moreDetailsLabel={moreDetails} />
      )}
      <section className="submit-area" aria-label={submit}>
        <button type="button" className="button primary large" onClick={onSubmit}>
          {submit}
        </button>
        <SubmitStatus status={status} onRetry={onRetry} />
        <RichText html={sim.expense_disclaimer} className="disclaimer" />
      </section>
      {openedItem && <ItemDialog item={openedItem} onClose={() => setOpen(null)} />}
      {touring && sim.tour && (
        <GuidedTour
          tour={sim.tour}
          categories={tourCategories}
          onClose={closeTour}
          onStep={(id) =>
            document.querySelector(`[data-category-id="${id}"]`)?.scrollIntoView?.({ block: 'start' })
          }
        />
      )}
    </main>
  );
}

/**
 * The map-focused display (map_focus_display): the map leads the page, above the help and the budget,
 * and takes most of the screen's height instead of the configured one (the console hides the height
 * slider in this mode). null: the usual display, the map after the toolbar at its configured height.
 */
function focusedMapHeight(sim: TPublicSimulation): number | null {
  if (!sim.map?.focus_display) return null;
  const viewport = typeof window === 'undefined' ? 800 : window.innerHeight;
  return Math.round(Math.min(720, Math.max(320, viewport * 0.6)));
}
