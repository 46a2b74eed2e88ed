import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BudgetSide } from '../components/CategoryList.tsx';
import { MAIN_ID } from '../components/Chrome.tsx';
import { ItemDialog, type TOpenItem, type TOpenKind } from '../components/ItemDialog.tsx';
import { RichText } from '../components/RichText.tsx';
import { SubmitStatus } from '../components/SubmitStatus.tsx';
import { pageMessages, sectionMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
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
  const { sim, engine, restored, act } = usePage();
  const submit = useText('submit');
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

  return (
    <main id={MAIN_ID} className="screen main-screen" tabIndex={-1}>
      <h1>{sim.name}</h1>
      {restored && <p className="notice">{intl.formatMessage(pageMessages.restored)}</p>}
      {/* mount: <GuidedTour tour={sim.tour} categories={[...sim.revenue, ...sim.expenses]}
          onOpenItem={(id) => openItem(id, 'open')} />   (when sim.tour) */}
      {/* mount: <Timer minutes={sim.timer_minutes} label={useText('timer_label')} />   (when sim.timer_minutes > 0) */}
      {/* mount: <GoalModal title={useText('goal_title')} message={sim.goal_modal} balance={balance}
          barBehavior={sim.bar_behavior} />   (when sim.goal_modal; balance from usePage()) */}
      <details className="help" open={sim.settings.is_help_expanded}>
        <summary>{help.title}</summary>
        <ul>
          <li>{help.increase}</li>
          <li>{help.decrease}</li>
          <li>{help.moreInfo}</li>
        </ul>
      </details>
      <div className="toolbar">
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
      {/* mount: <SimulationMap map={sim.map} items={engine.items} amounts={amounts}
          heading={useText('map_heading')} onOpenItem={(id) => openItem(id, 'open')} />   (when sim.map) */}
      <div className="sides">
        <BudgetSide side="revenue" onOpen={openItem} />
        {/* mount: <BudgetChart side="revenue" kind="pie" categories={sim.revenue} amounts={amounts}
            format={format.amount} />   (when sim.settings.is_revenue_chart_enabled) */}
        <BudgetSide side="expense" onOpen={openItem} />
        {/* mount: <BudgetChart side="expense" kind={is_expense_bar_chart_enabled ? 'bar' : 'pie'}
            categories={sim.expenses} amounts={amounts} format={format.amount} />
            (when is_expense_chart_enabled or is_expense_bar_chart_enabled) */}
      </div>
      {/* mount: <ImpactsPanel impacts={sim.impacts} amounts={amounts} starting={starting}
          formatNumber={format.number} />   (when sim.impacts.length > 0) */}
      <section className="submit-area" aria-label={submit}>
        <button type="button" className="button primary large" onClick={onSubmit}>
          {submit}
        </button>
        <SubmitStatus status={status} onRetry={onRetry} />
        <RichText html={sim.expense_disclaimer} className="disclaimer" />
      </section>
      {openedItem && <ItemDialog item={openedItem} onClose={() => setOpen(null)} />}
    </main>
  );
}
