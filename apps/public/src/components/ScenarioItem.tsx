import { useId } from 'react';
import { useIntl } from 'react-intl';
import { chosenOptions } from '@commonpurse/domain/public';
import { itemMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { choicesOf, type TEngineItemOf } from '../state/budget.ts';
import { usePage } from '../state/page.tsx';
import type { TOpenItem } from './ItemDialog.tsx';
import { AmountLine, ItemLinks, ItemName } from './ItemRow.tsx';
import { RichText } from './RichText.tsx';

/** An item whose amount follows a scenario question: radios, or checkboxes when several may be chosen. */
export function ScenarioItem({ item, onOpen }: { item: TEngineItemOf; onOpen: TOpenItem }) {
  const intl = useIntl();
  const id = useId();
  const moreDetails = useText('more_details');
  const { sim, state, format, act } = usePage();
  const question = item.question!;
  const chosen = chosenOptions(item, choicesOf(state)).map((o) => String(o.id));
  const multiple = question.allow_multiple;

  const toggle = (optionId: number | string, checked: boolean) => {
    const ids = multiple
      ? checked
        ? [...chosen, String(optionId)]
        : chosen.filter((c) => c !== String(optionId))
      : [String(optionId)];
    act.choose(
      item.id,
      question.options.filter((o) => ids.includes(String(o.id))).map((o) => o.id),
      optionId,
    );
  };

  return (
    <li className="item item-scenario">
      <div className="item-head">
        <ItemName item={item} onOpen={onOpen} />
        <AmountLine item={item} />
        <ItemLinks item={item} onOpen={onOpen} />
      </div>
      <fieldset className="scenario">
        <legend>{question.description || question.name}</legend>
        {question.options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const hintId = option.extra ? `${optionId}-hint` : undefined;
          return (
            <div key={String(option.id)} className="scenario-option">
              <input
                id={optionId}
                type={multiple ? 'checkbox' : 'radio'}
                name={`scenario-${item.id}`}
                checked={chosen.includes(String(option.id))}
                aria-describedby={hintId}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <label htmlFor={optionId}>
                {option.title}
                {sim.settings.show_scenario_option_value && (
                  <>
                    {' '}
                    <span className="option-value">
                      {intl.formatMessage(itemMessages.optionValue, { amount: format.change(option.value) })}
                    </span>
                  </>
                )}
              </label>
              {option.extra && (
                <p id={hintId} className="hint">
                  {option.extra}
                </p>
              )}
              {option.details && (
                <details className="option-details">
                  <summary>
                    {moreDetails}
                    <span className="sr-only">: {option.title}</span>
                  </summary>
                  <RichText html={option.details} />
                </details>
              )}
            </div>
          );
        })}
      </fieldset>
    </li>
  );
}
