/** The middle value; for an even count the mean of the two middle values. null when empty. */
export function medianOf(values: Iterable<number>): number | null {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return null;
  const upper = sorted[n >> 1] as number;
  if (n % 2 === 1) return upper;
  const lower = sorted[(n >> 1) - 1] as number;
  return (lower + upper) / 2;
}
