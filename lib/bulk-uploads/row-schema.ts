// One CSV row of the bulk employee import (spec 3 sections 2, 4, 5). Browser-safe.
// The columns are the fields an imported employee record needs: names, personal e-mail, country, job title, start
// date, annual salary with its currency, and the employer (legal entity) when known. Stored messages follow the
// import result's format: the field's own message after its key in quotes, and the result screen substitutes the
// value for the key once (formatRowError) — spec 3 section 5, 'a formatting message replaces its key with the value'.
import { z } from "zod";
import { ZCreateEmployee } from "@/lib/employees/create-schema";
import { ZEmployeeEdit } from "@/lib/employees/edit-schema";

export const TEMPLATE_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "country",
  "jobTitle",
  "startDate",
  "annualBaseSalaryAmount",
  "annualBaseSalaryCurrency",
  "legalEntityId",
] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];
export const REQUIRED_COLUMNS: TemplateColumn[] = TEMPLATE_COLUMNS.filter((c) => c !== "legalEntityId");

export const COLUMN_LABELS: Record<TemplateColumn, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  country: "Country",
  jobTitle: "Job title",
  startDate: "Start date",
  annualBaseSalaryAmount: "Annual base salary",
  annualBaseSalaryCurrency: "Salary currency",
  legalEntityId: "Employer (legal entity id)",
};

const create = ZCreateEmployee.shape;
const edit = ZEmployeeEdit.shape;

// Each column takes the field rule (and message) of the form that creates or edits an employee; only the
// employer column is the import's own. The CSV's "email" is the personal e-mail, as on POST /api/employees.
export const ZBulkEmployeeRow = z.object({
  firstName: create.firstName,
  lastName: create.lastName,
  email: create.personalEmail.transform((v) => v.toLowerCase()),
  country: create.countryCode,
  jobTitle: create.jobTitle,
  startDate: create.startDate.unwrap(),
  annualBaseSalaryAmount: edit.annualBaseSalaryAmount.unwrap(),
  annualBaseSalaryCurrency: edit.annualBaseSalaryCurrency.unwrap(),
  legalEntityId: z
    .string()
    .trim()
    .max(64, "Please enter an employer id of at most 64 characters")
    .optional()
    .transform((v) => v || null),
});
export type TBulkEmployeeRow = z.output<typeof ZBulkEmployeeRow>;

/** The error shape stored per invalid employee (spec 3 section 3: message and context label, key, value). */
export type RowError = { message: string; context: { label: string; key: string; value: string } };

export function rowErrors(raw: Record<string, string>, issues: z.core.$ZodIssue[]): RowError[] {
  const seen = new Set<string>();
  const out: RowError[] = [];
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "row") as TemplateColumn;
    if (seen.has(key)) continue; // one message per field
    seen.add(key);
    out.push({
      message: `"${key}": ${issue.message}`,
      context: { label: COLUMN_LABELS[key] ?? key, key, value: raw[key] ?? "" },
    });
  }
  return out;
}

/** The result screen's message: the quoted key replaced by the quoted value, once (spec 3 section 5). */
export function formatRowError(error: RowError): string {
  const { key, value } = error.context;
  if (!value) return error.message.replace(`"${key}"`, error.context.label);
  return error.message.replace(`"${key}"`, `"${value}"`);
}

/** Validates one parsed row; the record on success, the stored errors otherwise. */
export function validateRow(
  raw: Record<string, string>,
): { ok: true; row: TBulkEmployeeRow } | { ok: false; errors: RowError[] } {
  const parsed = ZBulkEmployeeRow.safeParse(raw);
  return parsed.success ? { ok: true, row: parsed.data } : { ok: false, errors: rowErrors(raw, parsed.error.issues) };
}
