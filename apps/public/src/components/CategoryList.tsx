import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { balanceOf, hasQuestion } from '@commonpurse/domain/public';
import type { TPublicCategory } from '@commonpurse/domain/public';
import { sectionMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { seededShuffle } from '../state/order.ts';
import { usePage } from '../state/page.tsx';
import { sessionSeed } from '../state/storage.ts';
import type { TOpenItem } from './ItemDialog.tsx';
import { ItemRow } from './ItemRow.tsx';
import { RichText } from './RichText.tsx';
import { ScenarioItem } from './ScenarioItem.tsx';
import { SuggestionBox } from './SuggestionBox.tsx';

/** One side of the budget (revenue or spending): its categories and items, with subtotals when set. */
export function BudgetSide({ side, onOpen }: { side: 'revenue' | 'expense'; onOpen: TOpenItem }) {
  const intl = useIntl();
  const headingId = useId();
  const { sim, engine, amounts, format } = usePage();
  const revenue = side === 'revenue';
  const housing = sim.mode === 'housing';
  const revenueHeading = useText('revenue_heading');
  const expensesHeading = useText('expenses_heading');
  const budgetTotalLabel = useText(revenue ? 'revenue_subtotal' : 'expenses_subtotal');
  // Housing counts homes: its totals say so unless the simulation wrote its own words.
  const totalLabel =
    housing && !sim.texts[revenue ? 'revenue_subtotal' : 'expenses_subtotal']
      ? intl.formatMessage(
          revenue ? sectionMessages.housingRequiredTotal : sectionMessages.housingPlannedTotal,
        )
      : budgetTotalLabel;
  const heading = housing
    ? intl.formatMessage(revenue ? sectionMessages.housingRequirements : sectionMessages.housingChoices)
    : revenue
      ? revenueHeading
      : expensesHeading;
  const randomized = revenue
    ? sim.settings.is_revenue_order_randomized
    : sim.settings.is_expense_order_randomized;
  const subtotals = revenue
    ? sim.settings.is_revenue_subtotal_displayed
    : sim.settings.is_expense_subtotal_displayed;

  // Randomized orders are drawn once per browser session, so nothing moves while the resident works.
  const categories = useMemo(() => {
    const list = revenue ? sim.revenue : sim.expenses;
    if (!randomized) return list;
    const seed = sessionSeed(sim.id);
    return seededShuffle(list, seed, revenue ? 1 : 2).map((category) => ({
      ...category,
      subcategories: seededShuffle(category.subcategories, seed, category.id),
    }));
  }, [sim, revenue, randomized]);

  const items = (category: TPublicCategory) =>
    category.subcategories.map((s) => engine.items.find((item) => item.id === s.id)!);
  // Totals are the engine's sums of the side (or category) alone.
  const totalOf = (list: ReturnType<typeof items>) => {
    const sums = balanceOf({ mode: 'budget', adjustment: 0, items: list }, amounts);
    return revenue ? sums.revenue : sums.expenses;
  };

  if (categories.length === 0) return null;
  return (
    <section className="budget-side" aria-labelledby={headingId}>
      <div className="side-head">
        <h2 id={headingId}>{heading}</h2>
        {subtotals && (
          <p className="side-total">
            {totalLabel}: <strong>{format.amount(totalOf(categories.flatMap(items)))}</strong>
          </p>
        )}
      </div>
      {categories.map((category) => (
        <CategoryBlock
          key={category.id}
          category={category}
          subtotal={subtotals ? totalOf(items(category)) : null}
          onOpen={onOpen}
        />
      ))}
    </section>
  );
}

function CategoryBlock({
  category,
  subtotal,
  onOpen,
}: {
  category: TPublicCategory;
  subtotal: number | null;
  onOpen: TOpenItem;
}) {
  const intl = useIntl();
  const headingId = useId();
  const moreDetails = useText('more_details');
  const { engine, format } = usePage();
  return (
    <section className="category" aria-labelledby={headingId} data-category-id={category.id}>
      <div className="category-head">
        <h3 id={headingId}>{category.name}</h3>
        {subtotal !== null && (
          <p className="category-total">
            <span className="sr-only">
              {intl.formatMessage(sectionMessages.categorySubtotal, { category: category.name })}:{' '}
            </span>
            {format.amount(subtotal)}
          </p>
        )}
      </div>
      {category.details && <p className="category-details">{category.details}</p>}
      {category.additional_details && (
        <details className="category-more">
          <summary>
            {moreDetails}
            <span className="sr-only">: {category.name}</span>
          </summary>
          <RichText html={category.additional_details} />
        </details>
      )}
      <ul className="items">
        {category.subcategories.map((sub) => {
          const item = engine.items.find((i) => i.id === sub.id)!;
          if (item.suggestion_box) return <SuggestionBox key={item.id} item={item} />;
          if (hasQuestion(item)) return <ScenarioItem key={item.id} item={item} onOpen={onOpen} />;
          return <ItemRow key={item.id} item={item} onOpen={onOpen} />;
        })}
      </ul>
    </section>
  );
}
