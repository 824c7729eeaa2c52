// Dates inside a month for starts, ends and leave (working days only).
import type { Month } from "./calendar";
import type { Rng } from "./prng";

/** A working day of the month, between the from-th and the to-th working day (0-based). */
export function dayIn(m: Month, r: Rng, from: number, to: number): string {
  return m.workdays[Math.min(r.int(from, to), m.workdays.length - 1)];
}

/** `days` consecutive working days inside the month: [first, last]. */
export function leaveDays(m: Month, r: Rng, days: number): [string, string] {
  const first = r.int(0, m.workdays.length - days);
  return [m.workdays[first], m.workdays[first + days - 1]];
}
