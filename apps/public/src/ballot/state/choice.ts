import { blockOf, pointsMax, type TBallotRules, type TChoice, type TCosts } from './selection.ts';

export type TChoiceAction =
  | { type: 'toggle'; id: number }
  | { type: 'move'; id: number; to: number }
  | { type: 'points'; id: number; value: number };

/**
 * The resident's choices: a project is added last (lowest rank; with one point in points mode) when it
 * fits, removed by the same toggle; `move` puts a chosen project at rank index `to`; points are whole,
 * from 1 to what is left.
 */
export function choiceReducer(rules: TBallotRules, costs: TCosts) {
  return (choice: TChoice, action: TChoiceAction): TChoice => {
    const { id } = action;
    switch (action.type) {
      case 'toggle': {
        if (choice.order.includes(id)) {
          const points = { ...choice.points };
          delete points[id];
          return { order: choice.order.filter((other) => other !== id), points };
        }
        if (!costs.has(id) || blockOf(rules, costs, choice, id)) return choice;
        const points = rules.kind === 'points' ? { ...choice.points, [id]: 1 } : choice.points;
        return { order: [...choice.order, id], points };
      }
      case 'move': {
        const from = choice.order.indexOf(id);
        const to = Math.max(0, Math.min(choice.order.length - 1, action.to));
        if (from < 0 || from === to) return choice;
        const order = choice.order.filter((other) => other !== id);
        order.splice(to, 0, id);
        return { ...choice, order };
      }
      case 'points': {
        if (rules.kind !== 'points' || !choice.order.includes(id) || !Number.isFinite(action.value))
          return choice;
        const value = Math.max(1, Math.min(pointsMax(rules, choice, id), Math.round(action.value)));
        return { ...choice, points: { ...choice.points, [id]: value } };
      }
    }
  };
}

/** A kept choice, checked against the projects as they are now (a project may have been removed). */
export function restoreChoice(saved: unknown, costs: TCosts): TChoice {
  const value = (saved ?? {}) as Partial<TChoice>;
  const order = Array.isArray(value.order)
    ? [...new Set(value.order.filter((id): id is number => typeof id === 'number' && costs.has(id)))]
    : [];
  const points: Record<number, number> = {};
  for (const id of order) {
    const given = (value.points as Record<number, unknown> | undefined)?.[id];
    if (typeof given === 'number' && Number.isInteger(given) && given >= 0) points[id] = given;
  }
  return { order, points };
}
