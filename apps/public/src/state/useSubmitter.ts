import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSubmission } from '../api/public-api.ts';
import { usePage } from './page.tsx';
import { Submitter, type TSubmitStatus } from './submitter.ts';

const IDLE: TSubmitStatus = { kind: 'idle' };

/** The page's one Submitter (none in a preview, which sends nothing) and its status. */
export function useSubmitter(): { submitter: Submitter | null; status: TSubmitStatus } {
  const { sim, pendingKey, savePendingKey } = usePage();
  const [submitter] = useState(() =>
    sim.preview
      ? null
      : new Submitter({
          send: (body, key) => createSubmission(sim.id, body, key),
          onKey: savePendingKey,
          pendingKey,
        }),
  );
  useEffect(() => () => submitter?.dispose(), [submitter]);
  const status = useSyncExternalStore(
    submitter?.subscribe ?? noSubscribe,
    submitter?.getSnapshot ?? idle,
    submitter?.getSnapshot ?? idle,
  );
  return { submitter, status };
}

const noSubscribe = () => () => undefined;
const idle = () => IDLE;
