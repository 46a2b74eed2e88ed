import { useEffect, useRef, useState } from 'react';

/**
 * The goal dialog opens once: the first time the resident's own change takes the budget from short of
 * the goal to meeting it (a budget that starts at the goal does not open it by itself).
 */
export function useGoalModal(enabled: boolean, met: boolean, lastChange: { seq: number } | null) {
  const [phase, setPhase] = useState<'waiting' | 'open' | 'shown'>('waiting');
  const before = useRef(met);
  useEffect(() => {
    const was = before.current;
    before.current = met;
    if (enabled && met && !was && lastChange && phase === 'waiting') setPhase('open');
  }, [enabled, met, lastChange, phase]);
  return { open: phase === 'open', close: () => setPhase('shown') };
}
