import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { PB_VIEW_MODES } from '@commonpurse/domain';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { loadSavedBallot, saveBallot } from '../../state/storage.ts';
import { choiceReducer, restoreChoice, type TChoiceAction } from './choice.ts';
import { costsOf, projectsOf, rulesOf } from './selection.ts';

type TPbViewMode = (typeof PB_VIEW_MODES)[number];
export type TVoter = { token?: string; code?: string; email?: string };

const isView = (value: unknown): value is TPbViewMode =>
  (PB_VIEW_MODES as readonly unknown[]).includes(value);

/**
 * The resident's ballot while they work on it: the choice, the view mode, the voter proof and a pending
 * submit's key, kept on this device (never in a preview) until the ballot is submitted.
 */
export function useBallot(sim: TPublicSimulation) {
  const { projects, boxes } = useMemo(() => projectsOf(sim), [sim]);
  const costs = useMemo(() => costsOf(projects), [projects]);
  const rules = useMemo(() => rulesOf(sim), [sim]);
  const reducer = useMemo(() => choiceReducer(rules, costs), [rules, costs]);
  const [saved] = useState(() => (sim.preview ? null : loadSavedBallot(sim.id)));
  const [choice, rawDispatch] = useReducer(reducer, saved?.choice, (kept) => restoreChoice(kept, costs));
  const [view, setView] = useState<TPbViewMode>(isView(saved?.view) ? saved.view : sim.pb_default_view_mode);
  const [pendingKey, setPendingKey] = useState<string | null>(saved?.pendingKey ?? null);
  const [voter, setVoter] = useState<TVoter>(saved?.voter ?? {});
  const [lastChange, setLastChange] = useState<{ action: TChoiceAction; seq: number } | null>(null);
  // A ref, not state: an effect of a render before the submit may still run after it (renderers order
  // passive effects differently), and must then find the ballot forgotten.
  const forgotten = useRef(false);

  useEffect(() => {
    if (!sim.preview && !forgotten.current) saveBallot(sim.id, { v: 1, choice, view, pendingKey, voter });
  }, [sim.id, sim.preview, choice, view, pendingKey, voter]);

  const dispatch = (action: TChoiceAction) => {
    rawDispatch(action);
    setLastChange((last) => ({ action, seq: (last?.seq ?? 0) + 1 }));
  };

  return {
    projects,
    boxes,
    costs,
    rules,
    choice,
    dispatch,
    lastChange,
    view,
    setView,
    pendingKey,
    setPendingKey,
    voter,
    setVoter,
    /** Forget the kept ballot (it was submitted): the next visit starts afresh. */
    forget() {
      forgotten.current = true;
      saveBallot(sim.id, null);
    },
  };
}

export type TBallotValue = ReturnType<typeof useBallot>;
