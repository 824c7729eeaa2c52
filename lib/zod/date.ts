// The one calendar-date input schema (yyyy-MM-dd): the pattern alone lets 2026-02-31 and 2026-13-01 through, which
// date-fns rolls over or turns into an Invalid Date that only fails at the database (a 500). Browser-safe.
import { z } from "zod";

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The years a date input may name (PostgreSQL has no year 0; nothing in the product predates 1900). */
export const MIN_ISO_DATE = "1900-01-01";
export const MAX_ISO_DATE = "2999-12-31";

/** True for yyyy-MM-dd naming a real day of the proleptic Gregorian calendar (2024-02-29, not 2025-02-29). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date as yyyy-MM-dd: the format, a real day, and a year in [MIN_ISO_DATE, MAX_ISO_DATE]. `message`
 * is the form's wording for a wrong format; an impossible or out-of-range day gets `invalidMessage`.
 */
export function isoDate(message = "Please enter a date (yyyy-mm-dd)", invalidMessage = "Please enter a valid date") {
  return z
    .string({ error: message })
    .regex(ISO_DATE_PATTERN, { error: message, abort: true })
    .refine((v) => isCalendarDate(v) && v >= MIN_ISO_DATE && v <= MAX_ISO_DATE, invalidMessage);
}
