// A small seeded PRNG (mulberry32) so the corpus is the same for the same seed; Math.random is never used.
export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: T[]): T[];
};

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
  };
}

/** A stream of its own per (seed, key): an employee's month does not depend on how many draws came before. */
export function rngFor(seed: number, ...keys: (string | number)[]): Rng {
  let h = seed >>> 0;
  for (const key of keys) for (const ch of String(key) + "|") h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return rng(h);
}
