import type { TBudgetState } from './budget.ts';

// localStorage may be full, disabled (private modes) or absent: the page then simply forgets.
function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the budget lives on in memory.
  }
}

/** Where a budget is kept: the simulation's, or a meeting's view of it. */
export const budgetKeyOf = (simulationId: number, meetingId: number | null) =>
  meetingId === null
    ? `commonpurse:budget:${simulationId}`
    : `commonpurse:budget:${simulationId}:meeting:${meetingId}`;
const visitedKey = (simulationId: number) => `commonpurse:visited:${simulationId}`;
const tourKey = (simulationId: number) => `commonpurse:tour:${simulationId}`;

export interface TSavedBudget {
  v: 1;
  state: TBudgetState;
  /** The Idempotency-Key of a submit that has not been answered yet (reused when it is retried). */
  pendingKey: string | null;
}

export const loadSavedBudget = (key: string) => {
  const saved = read<TSavedBudget>(key);
  return saved?.v === 1 && saved.state && typeof saved.state === 'object' ? saved : null;
};

export const saveBudget = (key: string, saved: TSavedBudget | null) => write(key, saved);

/** The resident came here before in this browser (sent as the visit's `returning`). */
export const hasVisited = (simulationId: number) => read<number>(visitedKey(simulationId)) !== null;
export const markVisited = (simulationId: number) => write(visitedKey(simulationId), Date.now());

/** One random seed per browser session: a randomized order stays put while the resident works. */
export function sessionSeed(simulationId: number): number {
  const key = `commonpurse:order:${simulationId}`;
  try {
    const stored = Number(window.sessionStorage.getItem(key));
    if (Number.isInteger(stored) && stored > 0) return stored;
    const seed = Math.floor(Math.random() * 2 ** 31) + 1;
    window.sessionStorage.setItem(key, String(seed));
    return seed;
  } catch {
    return 1;
  }
}

/** The guided tour opened by itself once in this browser; after that the resident opens it. */
export const hasSeenTour = (simulationId: number) => read<number>(tourKey(simulationId)) !== null;
export const markTourSeen = (simulationId: number) => write(tourKey(simulationId), Date.now());

const ballotKey = (simulationId: number) => `commonpurse:ballot:${simulationId}`;

/** A prioritization's ballot kept on this device until it is submitted (ballot/state). */
export interface TSavedBallot {
  v: 1;
  choice: unknown;
  view: string | null;
  /** The Idempotency-Key of a ballot submit not answered yet. */
  pendingKey: string | null;
  /** How the resident proved to be a voter (an e-mail token or a voter code), until submitted. */
  voter: { token?: string; code?: string };
}

export const loadSavedBallot = (simulationId: number) => {
  const saved = read<TSavedBallot>(ballotKey(simulationId));
  return saved?.v === 1 && saved.voter && typeof saved.voter === 'object' ? saved : null;
};

export const saveBallot = (simulationId: number, saved: TSavedBallot | null) =>
  write(ballotKey(simulationId), saved);
