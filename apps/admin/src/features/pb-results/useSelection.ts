import { useCallback, useMemo, useState } from 'react';

export interface TSelection {
  /** Selected project ids in the order they were chosen. */
  ids: readonly number[];
  has: (id: number) => boolean;
  toggle: (id: number) => void;
}

/** The projects staff tick across the tabs (one selection for the whole panel). */
export function useSelection(): TSelection {
  const [ids, setIds] = useState<number[]>([]);
  const toggle = useCallback(
    (id: number) =>
      setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
    [],
  );
  return useMemo(() => ({ ids, has: (id: number) => ids.includes(id), toggle }), [ids, toggle]);
}
