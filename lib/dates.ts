// Dates as the spec shows them, and business-day arithmetic (the country's weekend; public holidays are not
// modelled).
import { addDays, format, parseISO, startOfDay } from "date-fns";

/** 'MMM dd, yyyy' (spec 2 and 3 date display format). */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? "—" : format(date, "MMM dd, yyyy");
}

/**
 * A moment as 'MMM dd, yyyy, HH:mm' (the spec's date display format with the time of day). In the viewer's time
 * zone, or in UTC with a ' UTC' suffix where the screen shows one zone to everyone.
 */
export function formatDateTime(value: Date | string | null | undefined, options: { utc?: boolean } = {}): string {
  if (!value) return "—";
  const date = typeof value === "string" ? parseISO(value) : value;
  if (Number.isNaN(date.getTime())) return "—";
  if (!options.utc) return format(date, "MMM dd, yyyy, HH:mm");
  // date-fns formats local time: a local date whose fields are the UTC ones (exact across DST changes).
  const utc = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours()] as const;
  const shifted = new Date(...utc, date.getUTCMinutes());
  return `${format(shifted, "MMM dd, yyyy, HH:mm")} UTC`;
}

/** YYYY-MM-DD in UTC-agnostic local form, for date inputs. */
export function toDateInput(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? "" : format(date, "yyyy-MM-dd");
}

/** 0 = Sunday .. 6 = Saturday (Country.weekendDays); a week with no business day would never end. */
function weekendSet(weekendDays: readonly number[]): Set<number> {
  const weekend = new Set(weekendDays);
  if ([0, 1, 2, 3, 4, 5, 6].every((day) => weekend.has(day))) throw new RangeError("A week needs a business day");
  return weekend;
}

/** `days` business days after `from` (local calendar days; `weekendDays` as Country.weekendDays, default Sat/Sun). */
export function addBusinessDays(from: Date, days: number, weekendDays: readonly number[] = [0, 6]): Date {
  const weekend = weekendSet(weekendDays);
  let date = startOfDay(from);
  let remaining = days;
  while (remaining > 0) {
    date = addDays(date, 1);
    if (!weekend.has(date.getDay())) remaining--;
  }
  return date;
}

/** Business days from `from` (exclusive) to `to` (inclusive); 0 when `to` is not after `from`. */
export function businessDaysBetween(from: Date, to: Date, weekendDays: readonly number[] = [0, 6]): number {
  const weekend = weekendSet(weekendDays);
  let count = 0;
  let date = startOfDay(from);
  const end = startOfDay(to);
  while (date < end) {
    date = addDays(date, 1);
    if (!weekend.has(date.getDay())) count++;
  }
  return count;
}

/** yyyyMM payroll period, e.g. 202611. */
export function payrollPeriodOf(year: number, month: number): string {
  return `${year}${String(month).padStart(2, "0")}`;
}
