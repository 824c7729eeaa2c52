// Start-date rules of the hire forms (spec 1 sections 5 and 9). Pure; `today` is injectable for tests, and
// `weekendDays` is the seat country's (Country.weekendDays; Saturday and Sunday when not given).
import { parseISO, startOfDay } from "date-fns";
import { addBusinessDays, businessDaysBetween } from "@/lib/dates";
import { ADMIN_MIN_START_BUSINESS_DAYS, DOCUMENTATION_NOTE_BUSINESS_DAYS } from "@/lib/hiring/constants";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD string as a local date, or null when it is not a real calendar date. */
export function parseDateInput(value: string | null | undefined): Date | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return null;
  // parseISO rolls 2026-02-31 over; refuse dates that do not round-trip.
  const [y, m, d] = value.split("-").map(Number);
  return date.getFullYear() === y && date.getMonth() + 1 === m && date.getDate() === d ? date : null;
}

/** Client request: the desired start date must be after today. */
export function isFutureDate(value: string, today: Date = new Date()): boolean {
  const date = parseDateInput(value);
  return !!date && date > startOfDay(today);
}

/** Admin hire form: at least 3 business days ahead. */
export function minAdminStartDate(today: Date = new Date(), weekendDays?: readonly number[]): Date {
  return addBusinessDays(today, ADMIN_MIN_START_BUSINESS_DAYS, weekendDays);
}

export function isAdminStartDateAllowed(
  value: string,
  today: Date = new Date(),
  weekendDays?: readonly number[],
): boolean {
  const date = parseDateInput(value);
  return !!date && date >= minAdminStartDate(today, weekendDays);
}

/** Under two weeks (13 business days) away: the form shows that confirmation depends on documentation. */
export function needsDocumentationNote(
  value: string,
  today: Date = new Date(),
  weekendDays?: readonly number[],
): boolean {
  const date = parseDateInput(value);
  return !!date && businessDaysBetween(today, date, weekendDays) < DOCUMENTATION_NOTE_BUSINESS_DAYS;
}

/** Spec 1 section 9: payroll is guaranteed next month if the start or the signature is after the 15th. */
export function payrollGuaranteedNextMonth(startOrSignature: Date): boolean {
  return startOrSignature.getDate() > 15;
}
