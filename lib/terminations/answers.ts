// Stored answer shape (spec 2 section 3): each answer carries selectedAnswerKeys or inputAnswers; empty ones
// are dropped. fromStoredAnswers reads them back into the form's flat fields for the read-only view.
import type { TerminationForm, TerminationFormInput } from "@/lib/terminations/schema";

type Stored = Record<string, { selectedAnswerKeys?: string[]; inputAnswers?: string[] }>;

export function toStoredAnswers(form: TerminationForm): Stored {
  const out: Stored = {};
  const put = (key: string, value: { selectedAnswerKeys?: string[]; inputAnswers?: string[] }) => {
    const clean = Object.fromEntries(Object.entries(value).filter(([, v]) => v && v.length > 0));
    if (Object.keys(clean).length) out[key] = clean;
  };
  const text = (v: string | number | null) => (v === null || v === "" ? [] : [String(v)]);
  put("isEmployeeOPManager", {
    selectedAnswerKeys: [form.isEmployeeOPManager],
    inputAnswers: text(form.employeeManagerEmail),
  });
  put("isEmployeeAwareOfTermination", { selectedAnswerKeys: [form.isEmployeeAwareOfTermination] });
  put("terminationReason", { selectedAnswerKeys: [form.terminationReason] });
  put("detailsOfTerminationReason", { inputAnswers: text(form.detailsOfTerminationReason) });
  put("hasDisputesWithEmployee", { selectedAnswerKeys: [form.hasDisputesWithEmployee] });
  put("detailsOfDisputesWithEmployee", { inputAnswers: text(form.detailsOfDisputesWithEmployee) });
  put("lastWorkingDayPreference", { inputAnswers: [form.lastWorkingDayPreference] });
  put("lastEmploymentDatePreference", { inputAnswers: [form.lastEmploymentDatePreference] });
  put("employeeNonHolidayLeaves", { selectedAnswerKeys: form.employeeNonHolidayLeaves });
  put("numberOfVacationDaysBeforeLastEmploymentDate", {
    inputAnswers: text(form.numberOfVacationDaysBeforeLastEmploymentDate),
  });
  put("overtimeOwed", {
    inputAnswers: text(form.overtimeOwed),
    selectedAnswerKeys: form.overtimeUnits ? [form.overtimeUnits] : [],
  });
  put("numberOfDaysOwed", { inputAnswers: text(form.numberOfDaysOwed) });
  put("terminationSupportDocumentation", { inputAnswers: form.terminationSupportDocumentation });
  return out;
}

export function fromStoredAnswers(raw: unknown): TerminationFormInput {
  const a = (raw ?? {}) as Stored;
  const key = (k: string) => a[k]?.selectedAnswerKeys?.[0] ?? "";
  const input = (k: string) => a[k]?.inputAnswers?.[0] ?? "";
  return {
    isEmployeeOPManager: key("isEmployeeOPManager"),
    employeeManagerEmail: input("isEmployeeOPManager"),
    isEmployeeAwareOfTermination: key("isEmployeeAwareOfTermination"),
    terminationReason: key("terminationReason"),
    detailsOfTerminationReason: input("detailsOfTerminationReason"),
    hasDisputesWithEmployee: key("hasDisputesWithEmployee"),
    detailsOfDisputesWithEmployee: input("detailsOfDisputesWithEmployee"),
    lastWorkingDayPreference: input("lastWorkingDayPreference"),
    lastEmploymentDatePreference: input("lastEmploymentDatePreference"),
    employeeNonHolidayLeaves: a.employeeNonHolidayLeaves?.selectedAnswerKeys ?? [],
    numberOfVacationDaysBeforeLastEmploymentDate: input("numberOfVacationDaysBeforeLastEmploymentDate"),
    overtimeOwed: input("overtimeOwed"),
    overtimeUnits: key("overtimeOwed"),
    numberOfDaysOwed: input("numberOfDaysOwed"),
    terminationSupportDocumentation: a.terminationSupportDocumentation?.inputAnswers ?? [],
  };
}
