// The termination request form (spec 2 section 5): ONE schema for the form (zodResolver) and the handler.
// Every rule carries the spec's message on the field it names; conditional answers are cleared in the output.
import { z } from "zod";

export const YES_NO = ["yes", "no"] as const;
export const TERMINATION_REASONS = [
  "poorPerformance",
  "businessReason",
  "failedProbation",
  "misconduct",
  "restructureOrTakeover",
  "eorSwitch",
  "moveToOwnEntity",
  "other",
] as const;
export const NON_HOLIDAY_LEAVES = [
  "notApplicable",
  "sickLeave",
  "parentalLeave",
  "compassionateLeave",
  "vacationLeave",
  "studyLeave",
  "gardeningLeave",
  "daysOwed",
  "other",
] as const;
export const OVERTIME_UNITS = ["days", "hours"] as const;
/** Spec 2 section 9: termination dates at least 30 days from today (midnight). */
export const MINIMUM_NOTICE_DAYS = 30;

export const MSG = {
  selectAnswer: "Please select the answer",
  selectManagerEmail: "Please select manager email",
  enterDetails: "Please enter the details",
  enterDate: "Please enter a date",
  validDate: "Please enter a valid date",
  minimumNotice: "Please select a date at least 30 days from the date of submission",
  pickLeave: 'Please pick at least one option or "Not Applicable"',
  enterNumber: "Please enter a number",
  nonNegative: "Value must be greater than or equal to 0",
  selectValue: "Please select a value",
} as const;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day YYYY-MM-DD as a UTC day number, or null when it is not a real date. */
export function dayNumber(value: string): number | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1) return null;
  return Math.floor(t / 86_400_000);
}

/** Today's calendar day (YYYY-MM-DD) in a time zone; an unknown zone falls back to UTC. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  let zone = "UTC";
  if (timeZone) {
    try {
      new Intl.DateTimeFormat("en-CA", { timeZone });
      zone = timeZone;
    } catch {
      zone = "UTC";
    }
  }
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}

/** First allowed day: strictly after today's midnight plus 30 days (spec 2 section 5). */
export function minimumTerminationDate(today: string): string {
  const first = (dayNumber(today) ?? 0) + MINIMUM_NOTICE_DAYS + 1;
  return new Date(first * 86_400_000).toISOString().slice(0, 10);
}

const numberText = z.union([z.string().max(20), z.number()]).optional();
const answer = z.string().max(40).optional();

const ZTerminationFields = z.object({
  /** The user's IANA time zone: 'today' for the date rules is taken there. */
  timeZone: z.string().max(64).optional(),
  isEmployeeOPManager: answer,
  employeeManagerEmail: z.string().max(320).optional(),
  isEmployeeAwareOfTermination: answer,
  terminationReason: answer,
  detailsOfTerminationReason: z.string().max(5000).optional(),
  hasDisputesWithEmployee: answer,
  detailsOfDisputesWithEmployee: z.string().max(5000).optional(),
  lastWorkingDayPreference: z.string().max(32).optional(),
  lastEmploymentDatePreference: z.string().max(32).optional(),
  employeeNonHolidayLeaves: z.array(z.string().max(40)).max(NON_HOLIDAY_LEAVES.length).optional(),
  numberOfVacationDaysBeforeLastEmploymentDate: numberText,
  overtimeOwed: numberText,
  overtimeUnits: answer,
  numberOfDaysOwed: numberText,
  terminationSupportDocumentation: z.array(z.string().min(1).max(64)).max(10).optional(),
});
export type TerminationFormInput = z.input<typeof ZTerminationFields>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const asNumber = (v: unknown) => (typeof v === "number" ? v : Number(String(v).trim()));

/** The schema with a clock, so tests can pin 'now'; the app uses `ZTerminationForm`. */
export function buildTerminationSchema(now: () => Date = () => new Date()) {
  return ZTerminationFields.superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const oneOf = (path: keyof typeof v, options: readonly string[]) => {
      if (isBlank(v[path]) || !options.includes(String(v[path]))) fail(path, MSG.selectAnswer);
    };
    oneOf("isEmployeeOPManager", YES_NO);
    if (v.isEmployeeOPManager === "yes" && isBlank(v.employeeManagerEmail)) {
      fail("employeeManagerEmail", MSG.selectManagerEmail);
    }
    oneOf("isEmployeeAwareOfTermination", YES_NO);
    oneOf("terminationReason", TERMINATION_REASONS);
    if (v.terminationReason === "other" && isBlank(v.detailsOfTerminationReason)) {
      fail("detailsOfTerminationReason", MSG.enterDetails);
    }
    oneOf("hasDisputesWithEmployee", YES_NO);
    if (v.hasDisputesWithEmployee === "yes" && isBlank(v.detailsOfDisputesWithEmployee)) {
      fail("detailsOfDisputesWithEmployee", MSG.enterDetails);
    }
    const minimum = dayNumber(minimumTerminationDate(todayIn(v.timeZone, now())))!;
    for (const path of ["lastWorkingDayPreference", "lastEmploymentDatePreference"] as const) {
      const value = v[path];
      if (isBlank(value)) fail(path, MSG.enterDate);
      else if (dayNumber(value!) === null) fail(path, MSG.validDate);
      else if (dayNumber(value!)! < minimum) fail(path, MSG.minimumNotice);
    }
    const leaves = v.employeeNonHolidayLeaves ?? [];
    if (leaves.length === 0 || leaves.some((l) => !(NON_HOLIDAY_LEAVES as readonly string[]).includes(l))) {
      fail("employeeNonHolidayLeaves", MSG.pickLeave);
    }
    const vacation = v.numberOfVacationDaysBeforeLastEmploymentDate;
    if (isBlank(vacation) || !Number.isFinite(asNumber(vacation)))
      fail("numberOfVacationDaysBeforeLastEmploymentDate", MSG.enterNumber);
    else if (asNumber(vacation) < 0) fail("numberOfVacationDaysBeforeLastEmploymentDate", MSG.nonNegative);
    for (const path of ["overtimeOwed", "numberOfDaysOwed"] as const) {
      const value = v[path];
      if (isBlank(value)) continue;
      if (!Number.isFinite(asNumber(value))) fail(path, MSG.enterNumber);
      else if (asNumber(value) < 0) fail(path, MSG.nonNegative);
    }
    if (!isBlank(v.overtimeOwed)) {
      if (isBlank(v.overtimeUnits) || !(OVERTIME_UNITS as readonly string[]).includes(v.overtimeUnits!))
        fail("overtimeUnits", MSG.selectValue);
    }
  }).transform((v) => ({
    isEmployeeOPManager: v.isEmployeeOPManager as (typeof YES_NO)[number],
    // Conditional answers are cleared when their condition no longer holds.
    employeeManagerEmail: v.isEmployeeOPManager === "yes" ? v.employeeManagerEmail!.trim() : null,
    isEmployeeAwareOfTermination: v.isEmployeeAwareOfTermination as (typeof YES_NO)[number],
    terminationReason: v.terminationReason as (typeof TERMINATION_REASONS)[number],
    detailsOfTerminationReason: v.terminationReason === "other" ? v.detailsOfTerminationReason!.trim() : null,
    hasDisputesWithEmployee: v.hasDisputesWithEmployee as (typeof YES_NO)[number],
    detailsOfDisputesWithEmployee: v.hasDisputesWithEmployee === "yes" ? v.detailsOfDisputesWithEmployee!.trim() : null,
    lastWorkingDayPreference: v.lastWorkingDayPreference!,
    lastEmploymentDatePreference: v.lastEmploymentDatePreference!,
    employeeNonHolidayLeaves: v.employeeNonHolidayLeaves!,
    numberOfVacationDaysBeforeLastEmploymentDate: asNumber(v.numberOfVacationDaysBeforeLastEmploymentDate),
    overtimeOwed: isBlank(v.overtimeOwed) ? null : asNumber(v.overtimeOwed),
    overtimeUnits: isBlank(v.overtimeOwed) ? null : (v.overtimeUnits as (typeof OVERTIME_UNITS)[number]),
    numberOfDaysOwed: isBlank(v.numberOfDaysOwed) ? null : asNumber(v.numberOfDaysOwed),
    terminationSupportDocumentation: v.terminationSupportDocumentation ?? [],
  }));
}

export const ZTerminationForm = buildTerminationSchema();
export type TerminationForm = z.output<typeof ZTerminationForm>;

export const ZCreateTerminationRequest = z.object({
  companyId: z.string().min(1).max(64),
  employeeId: z.string().min(1).max(64),
  employmentId: z.string().max(64).optional(),
  employeeManagerId: z.string().max(64).optional(),
  answers: ZTerminationForm,
});

export const ZTerminationIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZTerminationListQuery = z.object({
  companyId: z.string().min(1).max(64).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const TERMINATION_TARGETS = ["REVIEWED", "COMPLETED"] as const;
export const ZTerminationTransition = z.object({
  to: z.enum(TERMINATION_TARGETS),
  version: z.number().int().min(1).optional(),
  note: z.string().max(1000).optional(),
});

export const TERMINATION_STATUS_LABEL: Record<string, string> = {
  REQUESTED: "Requested",
  REVIEWED: "Reviewed",
  COMPLETED: "Completed",
};
