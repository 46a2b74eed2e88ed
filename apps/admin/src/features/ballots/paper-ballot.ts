import type { TSimulationBoardView } from '@commonpurse/domain';
import type { TBallotItem } from '@commonpurse/domain/public';
import { byDisplayOrder } from '@/editor-kit/children-cache.ts';
import { PAPER_LABELS as L } from './labels.ts';

// A paper ballot typed by staff: the projects numbered 1..n as residents see them, and the typed
// numbers ("3 1 7", or "3:40 1:60" with points) turned into ranked items.

export interface TNumberedProject {
  number: number;
  id: number;
  name: string;
  amount: number;
}

/** The prioritization's projects in display order (categories, then items), suggestion boxes left out. */
export function numberedProjects(simulation: Pick<TSimulationBoardView, 'expenses'>): TNumberedProject[] {
  const categories = [...(simulation.expenses ?? [])].sort(byDisplayOrder);
  const items = categories.flatMap((category) =>
    [...category.subcategories].sort(byDisplayOrder).filter((item) => !item.suggestion_box),
  );
  return items.map((item, index) => ({
    number: index + 1,
    id: item.id,
    name: item.name,
    amount: item.amount,
  }));
}

export type TParsedBallot = { items: TBallotItem[]; error: null } | { items: null; error: string };

const refuse = (error: string): TParsedBallot => ({ items: null, error });

/**
 * The typed numbers as ballot items ranked in typing order. Numbers are separated by spaces or commas;
 * with `points`, each is written number:points. The server still applies the ballot rules.
 */
export function parsePaperBallot(
  text: string,
  projects: readonly TNumberedProject[],
  points: boolean,
): TParsedBallot {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  if (tokens.length === 0) return refuse(L.entryHelp);
  const byNumber = new Map(projects.map((p) => [p.number, p]));
  const seen = new Set<number>();
  const items: TBallotItem[] = [];
  for (const token of tokens) {
    const match = /^(\d+)(?:[:=](\d+))?$/.exec(token);
    if (!match) return refuse(L.notANumber(token));
    const number = Number(match[1]);
    const project = byNumber.get(number);
    if (!project) return refuse(L.unknown(number));
    if (seen.has(number)) return refuse(L.repeated(number));
    seen.add(number);
    if (points && match[2] === undefined) return refuse(L.pointsMissing(number));
    if (!points && match[2] !== undefined) return refuse(L.pointsNotAllowed);
    const item: TBallotItem = { subcategory_id: project.id, rank: items.length + 1 };
    if (points) item.points = Number(match[2]);
    items.push(item);
  }
  return { items, error: null };
}

/** A stored ballot's ranking as the numbers staff typed ("3 1 7", "3:40 1:60"). */
export function typedRanking(
  items: readonly { subcategory_id: number; rank: number; points: number | null }[],
  projects: readonly TNumberedProject[],
): string {
  const numbers = new Map(projects.map((p) => [p.id, p.number]));
  return [...items]
    .sort((a, b) => a.rank - b.rank)
    .map((item) => {
      const number = numbers.get(item.subcategory_id) ?? '?';
      return item.points === null ? String(number) : `${number}:${item.points}`;
    })
    .join(' ');
}
