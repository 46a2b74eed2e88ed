export type TSortDirection = 'asc' | 'desc';

type TSortValue = string | number | null;

/**
 * Rows ordered by one value: names alphabetically (case-insensitive), figures numerically; a missing
 * figure (null) last in either direction; ties keep their order (the API's page order).
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => TSortValue,
  direction: TSortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null)
        return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order =
        typeof a.key === 'string' && typeof b.key === 'string'
          ? a.key.localeCompare(b.key, undefined, { sensitivity: 'base', numeric: true })
          : Number(a.key) - Number(b.key);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
