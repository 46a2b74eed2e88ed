import type {
  TAdminBallotResults,
  TPaperBallot,
  TPublicBallotResults,
  TVoterCode,
} from '@commonpurse/domain/public';
import { jsonResponse } from '@/test/render.tsx';
import { bodyOf } from '@/test/simulation-api.ts';

// The admin ballot calls as a small in-memory server for the Voting tab's tests (docs/api.md, the
// admin table of "Prioritization ballots"): it keeps codes, paper ballots and results.

export interface TFakeBallotApi {
  codes: TVoterCode[];
  paper: TPaperBallot[];
  results: TAdminBallotResults;
  /** The results a POST publishes. */
  counted: TPublicBallotResults;
  /** A paper ballot POST is refused with these field errors. */
  refusePaper: Record<string, string[]> | null;
}

const now = '2026-02-01T10:00:00.000Z';

export function fakeBallotApi(budgetId: number, state: TFakeBallotApi) {
  let nextId = 1;
  const base = `/v1/admin/budgets/${budgetId}`;
  return (url: URL, init: RequestInit): Response | undefined => {
    const method = init.method ?? 'GET';
    const path = url.pathname.slice(base.length);
    if (path === '/voter-codes' && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 25);
      return jsonResponse({
        data: state.codes.slice((page - 1) * perPage, page * perPage),
        meta: {
          total: state.codes.length,
          used: state.codes.filter((c) => c.used_at).length,
          page,
          per_page: perPage,
        },
      });
    }
    if (path === '/voter-codes' && method === 'POST') {
      const { count, batch } = bodyOf(init) as { count: number; batch: string | null };
      const made = Array.from({ length: count }, () => {
        const id = nextId++;
        return { id, code: `CODE-${String(id).padStart(4, '0')}`, batch, created_at: now, used_at: null };
      });
      state.codes = [...made, ...state.codes];
      return jsonResponse({ data: made }, 201);
    }
    if (path === '/ballots/paper' && method === 'GET')
      return jsonResponse({ data: state.paper, meta: { total: state.paper.length } });
    if (path === '/ballots/paper' && method === 'POST') {
      if (state.refusePaper)
        return jsonResponse({ message: 'The given data was invalid.', errors: state.refusePaper }, 422);
      const { items } = bodyOf(init) as { items: { subcategory_id: number; rank: number }[] };
      const id = nextId++;
      const receipt_code = `PAPR-${String(id).padStart(4, '0')}`;
      state.paper = [
        { id, receipt_code, created_at: now, items: items.map((i) => ({ ...i, points: null })) },
        ...state.paper,
      ];
      return jsonResponse({ data: { id, receipt_code } }, 201);
    }
    const paper = /^\/ballots\/paper\/(\d+)$/.exec(path);
    if (paper && method === 'DELETE') {
      state.paper = state.paper.filter((b) => b.id !== Number(paper[1]));
      return jsonResponse({ meta: { status: 'deleted' } });
    }
    if (path === '/results' && method === 'GET') return jsonResponse({ data: state.results });
    if (path === '/results' && method === 'POST') {
      const { method: counting } = bodyOf(init) as { method: 'greedy' | 'mes' };
      const published = { ...state.counted, method: counting };
      state.results = { ...state.results, published };
      return jsonResponse({ data: published }, 201);
    }
    if (path === '/results' && method === 'DELETE') {
      state.results = { ...state.results, published: null };
      return jsonResponse({ meta: { status: 'deleted' } });
    }
    return undefined;
  };
}
