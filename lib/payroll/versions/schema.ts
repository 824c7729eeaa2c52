// Versions of a pay report (issue 27): request and response schemas shared by the routes, the versions screen and
// the OpenAPI document. Client-safe (no server imports).
import { z } from "zod";
import { PAY_REPORT_STATUSES } from "@/lib/payroll/pay-report-status";
import { ZDateTime, ZDecimal } from "@/lib/zod/response";

/** Reopen a PUBLISHED report, or cancel a reopen: a reason (status history note) and the version the caller read. */
export const ZReopenBody = z.object({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(2000, "Reason must be at most 2000 characters"),
  version: z.number({ error: "Version is required" }).int().min(1),
});
export type TReopenBody = z.infer<typeof ZReopenBody>;

export const ZDiffQuery = z.object({
  /** The older version to compare with; by default the version this one corrects. */
  against: z.string().trim().min(1, "Choose a version to compare with").max(64).optional(),
});

/** The versions of the report's chain, oldest first. */
export const ZPayReportVersion = z.object({
  id: z.string(),
  reportVersion: z.number().int(),
  fileName: z.string(),
  processingStatus: z.enum(PAY_REPORT_STATUSES),
  total: ZDecimal.nullable(),
  currency: z.string().nullable(),
  createdAt: ZDateTime,
});

export const ZPayReportVersions = z.object({
  current: ZPayReportVersion.extend({
    version: z.number().int().describe("optimistic-lock version to send with reopen / cancel"),
    workbookId: z.string().nullable(),
    country: z.string(),
    payrollPeriod: z.string(),
    payrollCycle: z.string(),
    providerName: z.string().nullable(),
  }),
  versions: z.array(ZPayReportVersion),
  /** Status changes of every version, newest first, with who, when and the note (a reopen's reason). */
  history: z.array(
    z.object({
      reportVersion: z.number().int(),
      when: ZDateTime,
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      by: z.string(),
      note: z.string().nullable(),
    }),
  ),
  actions: z.object({ reopen: z.boolean(), cancelReopen: z.boolean(), uploadCorrection: z.boolean() }),
});
export type PayReportVersions = z.infer<typeof ZPayReportVersions>;

export const DIFF_CHANGES = ["ADDED", "REMOVED", "CHANGED"] as const;
export const ZPayReportDiffRow = z.object({
  employeeRef: z.string(),
  name: z.string(),
  change: z.enum(DIFF_CHANGES),
  category: z.string(),
  currency: z.string(),
  old: ZDecimal.nullable(),
  new: ZDecimal.nullable(),
  delta: ZDecimal,
});
export const ZPayReportDiff = z.object({
  from: z.object({ id: z.string(), reportVersion: z.number().int() }),
  to: z.object({ id: z.string(), reportVersion: z.number().int() }),
  summary: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  rows: z.array(ZPayReportDiffRow),
});
export type PayReportDiff = z.infer<typeof ZPayReportDiff>;

/** Label of a diff category (the CSV's categories, total last). */
export const DIFF_CATEGORY_LABELS: Record<string, string> = {
  salary: "Salary",
  allowance: "Allowance",
  variablePay: "Variable pay",
  expenses: "Expenses",
  pensionContribution: "Pension contribution",
  benefitContribution: "Benefit contribution",
  socialCosts: "Social costs",
  total: "Total",
};
