/** A small seeded generator (mulberry32): the same seed gives the same order all session. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The list shuffled with the seed (Fisher-Yates); `salt` gives each list its own order. */
export function seededShuffle<T>(list: readonly T[], seed: number, salt = 0): T[] {
  const next = random(seed ^ Math.imul(salt + 1, 0x9e3779b1));
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
