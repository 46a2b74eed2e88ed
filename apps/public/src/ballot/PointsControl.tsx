import { useIntl } from 'react-intl';
import { AmountInput } from '../components/AmountInput.tsx';
import { MinusIcon, PlusIcon } from '../components/Icons.tsx';
import { rankMessages as m } from './messages.ts';
import { pointsMax } from './state/selection.ts';
import type { TBallotValue } from './state/useBallot.ts';

/** A chosen project's points: the page's direct entry between - and + (1 up to the points still free). */
export function PointsControl({ ballot, id, name }: { ballot: TBallotValue; id: number; name: string }) {
  const intl = useIntl();
  const { choice, rules, dispatch } = ballot;
  const value = choice.points[id] ?? 0;
  const max = pointsMax(rules, choice, id);
  const set = (next: number) => dispatch({ type: 'points', id, value: next });
  return (
    <span className="points-control">
      <button
        type="button"
        className="step-button"
        aria-label={intl.formatMessage(m.pointsLess, { name })}
        aria-disabled={value <= 1 || undefined}
        onClick={() => value > 1 && set(value - 1)}
      >
        <MinusIcon />
      </button>
      <AmountInput
        className="points-input"
        value={value}
        display={String(value)}
        label={intl.formatMessage(m.points, { name })}
        onCommit={set}
      />
      <button
        type="button"
        className="step-button"
        aria-label={intl.formatMessage(m.pointsMore, { name })}
        aria-disabled={value >= max || undefined}
        onClick={() => value < max && set(value + 1)}
      >
        <PlusIcon />
      </button>
    </span>
  );
}
