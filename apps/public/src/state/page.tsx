import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  balanceOf,
  baseAmounts,
  meetingSimulationOf,
  startingAmounts,
  type TBalance,
  type TClickKind,
} from '@commonpurse/domain/public';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import type { TFormatter } from '../i18n/format.ts';
import { usePageFormat } from '../i18n/usePageFormat.ts';
import {
  amountsOf,
  budgetReducer,
  choicesOf,
  engineOf,
  initialBudget,
  restoreBudget,
  type TBudgetAction,
  type TBudgetState,
  type TEngine,
  type TLocation,
  type TOptionId,
} from './budget.ts';
import type { ClickRecorder } from './clicks.ts';
import { budgetKeyOf, loadSavedBudget, saveBudget } from './storage.ts';

/** A meeting's public view (decision 0480): its name and the items it shows. */
export interface TPageMeeting {
  id: number;
  name: string;
  itemIds: readonly number[];
}

export interface TPageValue {
  /** What the resident sees: a meeting's view shows only its items. */
  sim: TPublicSimulation;
  /** Every item of the simulation: hidden ones keep their start in the balance. */
  engine: TEngine;
  /** The meeting whose public view this is, or null. */
  meeting: TPageMeeting | null;
  format: TFormatter;
  state: TBudgetState;
  amounts: ReadonlyMap<number, number>;
  /** Where each item's grid starts now (its amount plus chosen scenario options and dedicated funds). */
  bases: ReadonlyMap<number, number>;
  /** The page's first amounts (defaults applied): changes are shown from here. */
  starting: ReadonlyMap<number, number>;
  balance: TBalance;
  /** The latest +/-, direct entry or option change (the balance bar announces it). */
  lastChange: { id: number; seq: number } | null;
  /** A budget kept on this device was restored. */
  restored: boolean;
  act: {
    step(id: number, steps: 1 | -1): void;
    enter(id: number, value: number): void;
    suggestionAmount(id: number, value: number): void;
    choose(id: number, optionIds: TOptionId[], clicked: TOptionId): void;
    reset(): void;
    idea(id: number, text: string): void;
    comment(id: number, text: string): void;
    answer(questionId: number, value: string): void;
    location(location: TLocation | null): void;
    entered(): void;
    /** An item's dialog opened from its name, More Info or More Details. */
    opened(id: number, kind: Extract<TClickKind, 'open' | 'info' | 'details'>): void;
  };
  /** Send the clicks not sent yet now (right before a submission, so its visit's clicks are in). */
  flushClicks(): void;
  /** Forget the kept budget (after a successful submission). */
  clearSaved(): void;
  /** Keep the key of a submit that is not answered yet with the budget. */
  savePendingKey(key: string | null): void;
  pendingKey: string | null;
}

const PageContext = createContext<TPageValue | null>(null);

export function usePage(): TPageValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage outside PageProvider');
  return page;
}

/**
 * What the page does as the resident works: the engine, their budget (kept on this device), clicks.
 * In a meeting's view the resident sees only the meeting's items; the engine keeps them all.
 */
export function PageProvider({
  sim: whole,
  recorder,
  meeting = null,
  children,
}: {
  sim: TPublicSimulation;
  recorder: ClickRecorder | null;
  meeting?: TPageMeeting | null;
  children: ReactNode;
}) {
  const engine = useMemo(() => engineOf(whole), [whole]);
  const sim = useMemo(
    () => (meeting ? meetingSimulationOf(whole, meeting.itemIds) : whole),
    [whole, meeting],
  );
  const reducer = useMemo(() => budgetReducer(engine), [engine]);
  // A meeting's budget is kept apart from the simulation's own (the same resident may do both).
  const key = budgetKeyOf(sim.id, meeting?.id ?? null);
  // A preview starts fresh every time and keeps nothing: staff check what residents will see.
  const [saved] = useState(() => (sim.preview ? null : loadSavedBudget(key)));
  const [state, rawDispatch] = useReducer(reducer, engine, (e) =>
    saved ? restoreBudget(e, saved.state) : initialBudget(e),
  );
  const [pendingKey, setPendingKey] = useState<string | null>(saved?.pendingKey ?? null);
  const [lastChange, setLastChange] = useState<TPageValue['lastChange']>(null);

  const format = usePageFormat(sim);

  // Once submitted, the budget is no longer kept: the next visit starts afresh. A ref, not state: an
  // effect of a render before the submit may still run after it (renderers order passive effects
  // differently), and must then find the budget forgotten.
  const forgotten = useRef(false);
  useEffect(() => {
    if (!sim.preview && !forgotten.current) saveBudget(key, { v: 1, state, pendingKey });
  }, [key, sim.preview, state, pendingKey]);

  const amounts = useMemo(() => amountsOf(state), [state]);
  const bases = useMemo(() => baseAmounts(engine, choicesOf(state)), [engine, state]);
  const starting = useMemo(() => startingAmounts(engine), [engine]);
  const balance = useMemo(() => balanceOf(engine, amounts), [engine, amounts]);

  const changed = useCallback((action: TBudgetAction & { id: number }) => {
    rawDispatch(action);
    setLastChange((last) => ({ id: action.id, seq: (last?.seq ?? 0) + 1 }));
  }, []);

  const act = useMemo<TPageValue['act']>(
    () => ({
      step(id, steps) {
        recorder?.record(steps > 0 ? 'increase' : 'decrease', id);
        changed({ type: 'step', id, steps });
      },
      enter: (id, value) => changed({ type: 'enter', id, value }),
      suggestionAmount: (id, value) => changed({ type: 'suggestionAmount', id, value }),
      choose(id, optionIds, clicked) {
        recorder?.record('option', id, clicked);
        changed({ type: 'choose', id, optionIds });
      },
      reset() {
        recorder?.record('reset', null);
        rawDispatch({ type: 'reset' });
      },
      idea: (id, text) => rawDispatch({ type: 'idea', id, text }),
      comment: (id, text) => rawDispatch({ type: 'comment', id, text }),
      answer: (questionId, value) => rawDispatch({ type: 'answer', questionId, value }),
      location: (location) => rawDispatch({ type: 'location', location }),
      entered: () => rawDispatch({ type: 'entered' }),
      opened: (id, kind) => recorder?.record(kind, id),
    }),
    [recorder, changed],
  );

  const value = useMemo<TPageValue>(
    () => ({
      sim,
      engine,
      meeting,
      format,
      state,
      amounts,
      bases,
      starting,
      balance,
      lastChange,
      restored: saved !== null,
      act,
      pendingKey,
      savePendingKey: setPendingKey,
      flushClicks: () => recorder?.flush(),
      clearSaved: () => {
        forgotten.current = true;
        saveBudget(key, null);
      },
    }),
    [
      sim,
      engine,
      meeting,
      key,
      format,
      state,
      amounts,
      bases,
      starting,
      balance,
      lastChange,
      saved,
      act,
      pendingKey,
      recorder,
    ],
  );

  // The changed amounts go with each click batch (what non-submitters did, for analytics).
  useEffect(() => {
    recorder?.setAmounts(() =>
      engine.items
        .filter((item) => (amounts.get(item.id) ?? 0) !== (starting.get(item.id) ?? 0))
        .map((item) => ({ subcategory_id: item.id, amount: amounts.get(item.id)! })),
    );
  }, [recorder, engine, amounts, starting]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
