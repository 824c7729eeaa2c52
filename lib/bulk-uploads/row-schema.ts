// One CSV row of the bulk employee import (spec 3 sections 2, 4, 5). Browser-safe.
// The columns are the fields an imported employee record needs: names, e-mail, country, job title, start date,
// annual salary with its currency, and the employer (legal entity) when known. Messages follow the import
// result's format: each names its key in quotes, and the result screen substitutes the value for the key once
// (formatRowError) — spec 3 section 5, 'a formatting message replaces its key with the value'.
import { z } from "zod";

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

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;
const required = (key: string) => `"${key}" is required`;

const text = (key: TemplateColumn, max: number) =>
  z.string().trim().min(1, required(key)).max(max, `"${key}" must be at most ${max} characters`);

function isRealDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export const ZBulkEmployeeRow = z.object({
  firstName: text("firstName", 100),
  lastName: text("lastName", 100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, required("email"))
    .max(254, `"email" must be at most 254 characters`)
    .refine((v) => v === "" || EMAIL_RE.test(v), `"email" must be a valid email`),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, required("country"))
    .refine((v) => v === "" || /^[A-Z]{2}$/.test(v), `"country" must be a 2-letter country code`),
  jobTitle: text("jobTitle", 200),
  startDate: z
    .string()
    .trim()
    .min(1, required("startDate"))
    .refine((v) => v === "" || isRealDate(v), `"startDate" must be a date in the format YYYY-MM-DD`),
  annualBaseSalaryAmount: z
    .string()
    .trim()
    .min(1, required("annualBaseSalaryAmount"))
    .refine(
      (v) => v === "" || (/^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0),
      `"annualBaseSalaryAmount" must be a positive number with at most 2 decimals`,
    ),
  annualBaseSalaryCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, required("annualBaseSalaryCurrency"))
    .refine((v) => v === "" || /^[A-Z]{3}$/.test(v), `"annualBaseSalaryCurrency" must be a 3-letter currency code`),
  legalEntityId: z
    .string()
    .trim()
    .max(64, `"legalEntityId" must be at most 64 characters`)
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
    out.push({ message: issue.message, context: { label: COLUMN_LABELS[key] ?? key, key, value: raw[key] ?? "" } });
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
