// Question and option labels of the termination form (spec 2 sections 3, 9), shared by the form and the
// read-only view so both word every answer the same way. Pure: importable by client components.
import {
  NON_HOLIDAY_LEAVES,
  OVERTIME_UNITS,
  TERMINATION_REASONS,
  YES_NO,
  type TerminationFormInput,
} from "@/lib/terminations/schema";

export const QUESTION: Record<keyof Omit<TerminationFormInput, "timeZone">, string> = {
  isEmployeeOPManager: "Is the employee a manager on the platform?",
  employeeManagerEmail: "Manager email",
  isEmployeeAwareOfTermination: "Is the employee aware of the termination?",
  terminationReason: "Reason for termination",
  detailsOfTerminationReason: "Details of the termination reason",
  hasDisputesWithEmployee: "Are there any disputes with the employee?",
  detailsOfDisputesWithEmployee: "Details of the disputes",
  lastWorkingDayPreference: "Preferred last working day",
  lastEmploymentDatePreference: "Preferred last employment date",
  employeeNonHolidayLeaves: "Non-holiday leaves the employee has taken or will take",
  numberOfVacationDaysBeforeLastEmploymentDate: "Vacation days to take before the last employment date",
  overtimeOwed: "Overtime owed",
  overtimeUnits: "Overtime unit",
  numberOfDaysOwed: "Number of days owed",
  terminationSupportDocumentation: "Support documents",
};

export const YES_NO_LABEL: Record<(typeof YES_NO)[number], string> = { yes: "Yes", no: "No" };

export const REASON_LABEL: Record<(typeof TERMINATION_REASONS)[number], string> = {
  poorPerformance: "Poor performance",
  businessReason: "Business reason",
  failedProbation: "Failed probation",
  misconduct: "Misconduct",
  restructureOrTakeover: "Restructure or takeover",
  eorSwitch: "Switching EOR provider",
  moveToOwnEntity: "Moving to own entity",
  other: "Other",
};

export const LEAVE_LABEL: Record<(typeof NON_HOLIDAY_LEAVES)[number], string> = {
  notApplicable: "Not Applicable",
  sickLeave: "Sick leave",
  parentalLeave: "Parental leave",
  compassionateLeave: "Compassionate leave",
  vacationLeave: "Vacation leave",
  studyLeave: "Study leave",
  gardeningLeave: "Gardening leave",
  daysOwed: "Days owed",
  other: "Other",
};

export const OVERTIME_UNIT_LABEL: Record<(typeof OVERTIME_UNITS)[number], string> = { days: "Days", hours: "Hours" };

/** The label of a stored key, or the key itself when it is not one of ours (older data). */
export function labelOf(map: Record<string, string>, key: string | undefined | null): string {
  if (!key) return "";
  return map[key] ?? key;
}
