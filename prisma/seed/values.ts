// Deterministic values for the demo seed: a seeded PRNG and dates relative to a fixed anchor (2026-11-01).
// Only dates the spec needs "in the future" (seat start dates, scheduled time off, cutoff dates) use today.

/** mulberry32: a small seeded PRNG (same seed, same sequence). */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  rand: () => number;
  randInt: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

/** A fresh random stream per seed run, so two runs in one process write the same rows. */
export function createRandom(seed = 20261101): Random {
  const rand = mulberry32(seed);
  return {
    rand,
    randInt: (min, max) => min + Math.floor(rand() * (max - min + 1)),
    pick: (items) => items[Math.floor(rand() * items.length)],
  };
}

export const DAY = 86_400_000;
export const ANCHOR = Date.UTC(2026, 10, 1); // 2026-11-01
/** A timestamp `days` after the anchor (negative: before), at `hour` UTC. */
export const at = (days: number, hour = 9) => new Date(ANCHOR + days * DAY + hour * 3_600_000);
/** A calendar date (UTC midnight). */
export const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
export const todayMidnight = (() => {
  const base = Math.max(Date.now(), ANCHOR);
  return base - (base % DAY);
})();
/** A date `days` after today (or the anchor if later): for data the spec needs in the future. */
export const future = (days: number) => new Date(todayMidnight + days * DAY);
export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const dec = (n: number, places = 2) => n.toFixed(places);
export const cents = (c: number) => (c / 100).toFixed(2);

export function pad(n: number, width = 3) {
  return String(n).padStart(width, "0");
}

export function slug(s: string) {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}
