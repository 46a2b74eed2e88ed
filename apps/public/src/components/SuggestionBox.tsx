import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ceilingOf, PUBLIC_LIMITS } from '@commonpurse/domain/public';
import { itemMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import type { TEngineItemOf } from '../state/budget.ts';
import { usePage } from '../state/page.tsx';
import { AmountInput } from './AmountInput.tsx';

/**
 * A suggestion box: the resident's idea (sent as a comment on the item) and, in the no_balance and
 * balance modes, what it would cost (counted in the balance only in balance mode).
 */
export function SuggestionBox({ item, headingLevel = 4 }: { item: TEngineItemOf; headingLevel?: 3 | 4 }) {
  const intl = useIntl();
  const id = useId();
  const ideaLabel = useText('suggestion_box_placeholder');
  const costLabel = useText('suggestion_box_cost');
  const title = useText('suggestion_box_title');
  const { state, amounts, format, act } = usePage();
  const withAmount = item.suggestion_box_mode !== 'no_amount';
  const ceiling = ceilingOf(item);
  const amount = amounts.get(item.id) ?? 0;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="item item-suggestion">
      <Heading className="item-name">{item.name || title}</Heading>
      <div className="field">
        <label htmlFor={`${id}-idea`}>{ideaLabel}</label>
        <textarea
          id={`${id}-idea`}
          rows={3}
          maxLength={PUBLIC_LIMITS.commentMax}
          value={state.ideas[item.id] ?? ''}
          onChange={(event) => act.idea(item.id, event.target.value)}
        />
      </div>
      {withAmount && (
        <div className="field">
          <label htmlFor={`${id}-cost`}>{costLabel}</label>
          {Number.isFinite(ceiling) && (
            <p id={`${id}-cost-hint`} className="hint">
              {intl.formatMessage(itemMessages.upTo, { amount: format.amount(ceiling) })}
            </p>
          )}
          <div className="suggestion-amount">
            <AmountInput
              id={`${id}-cost`}
              value={amount}
              display={format.number(amount)}
              label={costLabel}
              describedBy={Number.isFinite(ceiling) ? `${id}-cost-hint` : undefined}
              onCommit={(value) => act.suggestionAmount(item.id, value)}
            />
            <span className="amount">{format.amount(amount)}</span>
          </div>
        </div>
      )}
    </li>
  );
}
