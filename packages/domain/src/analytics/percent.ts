/** `part` as a percent of `whole`; null when there is no part or the whole is zero. */
export function percentOf(part: number | null, whole: number): number | null {
  if (part === null || whole === 0) return null;
  return (part / whole) * 100;
}
