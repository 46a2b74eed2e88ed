// A seeded pseudo-random source for demo activity: the same seed plans the same residents, so a demo
// or a bench can be generated again exactly. mulberry32: tiny, fast, and good enough for made-up data.

export interface TRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** One of the entries, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A normally distributed number (mean 0, deviation 1). */
  normal(): number;
}

export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: TRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (list) => {
      if (list.length === 0) throw new Error('Picking from an empty list');
      return list[Math.floor(next() * list.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    normal: () => {
      // Box-Muller; 1 - next() is never 0, so the logarithm is finite.
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return random;
}

/** A seed from a string (a simulation id, a label): residents of different simulations differ. */
export function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}
