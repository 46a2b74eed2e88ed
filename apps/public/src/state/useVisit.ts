import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { beaconClicks, createVisit } from '../api/public-api.ts';
import { ClickRecorder } from './clicks.ts';
import { hasVisited, markVisited } from './storage.ts';

/**
 * Records the resident's visit and starts the click recorder (never in a preview, nor when `enabled` is
 * false): the visit_id goes with the submission. Simulations and ballots alike; a meeting's view
 * names its meeting (the facilitator counts who joined).
 */
export function useVisit(sim: TPublicSimulation, enabled = true, meetingId: number | null = null) {
  const [recorder] = useState(() =>
    sim.preview || !enabled ? null : new ClickRecorder((batch) => beaconClicks(sim.id, batch)),
  );
  const [visitId, setVisitId] = useState<number | null>(null);
  const started = useRef(false);

  const startVisit = useCallback(() => {
    if (!recorder || started.current) return;
    started.current = true;
    createVisit(sim.id, {
      referrer: document.referrer || null,
      returning: hasVisited(sim.id),
      ...(meetingId === null ? {} : { meeting_id: meetingId }),
    })
      .then((id) => {
        markVisited(sim.id);
        setVisitId(id);
        recorder.start(id);
      })
      // Without a visit the resident can still submit (visit_id is optional); clicks are not counted.
      .catch(() => undefined);
  }, [recorder, sim.id, meetingId]);

  useEffect(() => {
    startVisit();
  }, [startVisit]);
  useEffect(() => () => recorder?.stop(), [recorder]);
  return { recorder, visitId };
}
