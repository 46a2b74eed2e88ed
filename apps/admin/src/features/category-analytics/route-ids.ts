/** A route id as the pages read it: digits only, else null (the page then redirects to /analytics). */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** All the ids, or null when any is missing or not a number. */
export function routeIds<const K extends string>(
  params: Readonly<Record<string, string | undefined>>,
  names: readonly K[],
): Record<K, number> | null {
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const id = routeId(params[name]);
    if (id === null) return null;
    ids[name] = id;
  }
  return ids;
}
