import type { ReactElement } from 'react';
import type { TSimulationView } from '@commonpurse/domain';
import { renderTab, type TFakeServerOptions } from '@/test/children-harness.tsx';
import { fakeBallotApi, type TFakeBallotApi } from './fake-ballot-api.ts';
import { makePrioritization, makeResults } from './fixtures.ts';

/** A Voting tab section inside the editor over the fake simulation and ballot servers. */
export function renderSection(
  ui: ReactElement,
  {
    view = makePrioritization(),
    api = {},
    ...options
  }: { view?: TSimulationView; api?: Partial<TFakeBallotApi> } & Omit<TFakeServerOptions, 'handle'> = {},
) {
  const state: TFakeBallotApi = {
    codes: [],
    paper: [],
    results: { published: null, ballots: 12, paper_ballots: 2 },
    counted: makeResults(),
    refusePaper: null,
    ...api,
  };
  const rendered = renderTab(ui, { view, handle: fakeBallotApi(view.id, state), ...options });
  return { ...rendered, state };
}
