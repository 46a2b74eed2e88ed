import type { TSubmissionInput } from '@commonpurse/domain/public';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSubmission } from '../api/public-api.ts';
import { usePage } from './page.tsx';
import { Submitter, type TSubmitStatus, type TSubmitterOptions } from './submitter.ts';

const IDLE = { kind: 'idle' } as const;

/** The page's one Submitter (none in a preview, which sends nothing) and its status. */
export function useSubmitter() {
  const { sim, pendingKey, savePendingKey } = usePage();
  return useSubmitterOf(sim.preview, () => ({
    send: (body: TSubmissionInput, key: string) => createSubmission(sim.id, body, key),
    onKey: savePendingKey,
    pendingKey,
  }));
}

/** One Submitter for the page's life (none in a preview) and its status: budgets and ballots alike. */
export function useSubmitterOf<TBody, TResult>(
  preview: boolean,
  options: () => TSubmitterOptions<TBody, TResult>,
): { submitter: Submitter<TBody, TResult> | null; status: TSubmitStatus<TResult> } {
  const [submitter] = useState(() => (preview ? null : new Submitter(options())));
  useEffect(() => () => submitter?.dispose(), [submitter]);
  const status = useSyncExternalStore<TSubmitStatus<TResult>>(
    submitter?.subscribe ?? noSubscribe,
    submitter?.getSnapshot ?? idle,
    submitter?.getSnapshot ?? idle,
  );
  return { submitter, status };
}

const noSubscribe = () => () => undefined;
const idle = () => IDLE;
