import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/ui/useDebouncedValue.ts';

/**
 * A control whose changes are saved once they stop for `delayMs` (the colour picker's 500 ms, spec 1
 * section 9). The control shows the draft until the save is done; a change still waiting when the tab
 * closes is saved then, so leaving the tab does not lose it. A draft equal to the stored value is not sent.
 */
export function useDebouncedSave<T>(
  stored: T,
  save: (value: T) => Promise<unknown>,
  delayMs: number,
  equal: (a: T, b: T) => boolean = Object.is,
) {
  // Wrapped so that choosing the same value twice is still a change.
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const debounced = useDebouncedValue(draft, delayMs);
  const latest = useRef({ save, stored, equal, draft, sent: null as { value: T } | null });
  useEffect(() => {
    Object.assign(latest.current, { save, stored, equal, draft });
  });

  useEffect(() => {
    if (!debounced) return;
    const current = latest.current;
    current.sent = debounced;
    if (current.equal(debounced.value, current.stored)) {
      setDraft((now) => (now === debounced ? null : now));
      return;
    }
    void current.save(debounced.value).finally(() => setDraft((now) => (now === debounced ? null : now)));
  }, [debounced]);

  useEffect(
    () => () => {
      const { draft: pending, sent, stored: saved, equal: same } = latest.current;
      if (pending && pending !== sent && !same(pending.value, saved)) void latest.current.save(pending.value);
    },
    [],
  );

  return {
    value: draft ? draft.value : stored,
    change: (value: T) => setDraft({ value }),
  };
}
