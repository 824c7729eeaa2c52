// Dates as the spec shows them, and business-day arithmetic (weekends only; public holidays are not modelled).
import { addDays, format, isWeekend, parseISO, startOfDay } from "date-fns";

/** 'MMM dd, yyyy' (spec 2 and 3 date display format). */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? "—" : format(date, "MMM dd, yyyy");
}

/** YYYY-MM-DD in UTC-agnostic local form, for date inputs. */
export function toDateInput(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? "" : format(date, "yyyy-MM-dd");
}

export function addBusinessDays(from: Date, days: number): Date {
  let date = startOfDay(from);
  let remaining = days;
  while (remaining > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date)) remaining--;
  }
  return date;
}

/** Business days from `from` (exclusive) to `to` (inclusive); 0 when `to` is not after `from`. */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0;
  let date = startOfDay(from);
  const end = startOfDay(to);
  while (date < end) {
    date = addDays(date, 1);
    if (!isWeekend(date)) count++;
  }
  return count;
}

/** yyyyMM payroll period, e.g. 202611. */
export function payrollPeriodOf(year: number, month: number): string {
  return `${year}${String(month).padStart(2, "0")}`;
}
