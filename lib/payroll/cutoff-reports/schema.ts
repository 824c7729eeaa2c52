// Cutoff reports tab (spec 2 sections 2, 3, 8, 9): filters, page sizes, the period list and its default.
// Browser-safe.
import { z } from "zod";
import { isCalendarDate } from "@/lib/zod/date";
import type { ZCutoffReportList, ZCutoffReportView, ZReportsPage } from "@/lib/payroll/cutoff-reports/response-schema";

/** Spec 2 section 2: periods are monthly from April 2024 to the current month. */
export const FIRST_CUTOFF_PERIOD = { year: 2024, month: 4 } as const;
export const CUTOFF_PAGE_SIZES = [50, 100] as const;

export const CUTOFF_MESSAGES = {
  filters: "Failed to get cutoff report filters",
  list: "Failed to get cutoff reports",
  download: "Failed to download cutoff report, please try again later",
  downloaded: "Downloaded cutoff report",
} as const;
export const CUTOFF_TOAST_MS = 5000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The period choices, newest first, as { value: "yyyy-MM", label: "November 2026" } (UTC months). */
export function cutoffPeriods(now: Date = new Date()): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() + 1;
  while (year > FIRST_CUTOFF_PERIOD.year || (year === FIRST_CUTOFF_PERIOD.year && month >= FIRST_CUTOFF_PERIOD.month)) {
    const label = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    out.push({ value: `${year}-${pad(month)}`, label });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}

/** The default period: the latest one (the current month). */
export const defaultCutoffPeriod = (now: Date = new Date()) => cutoffPeriods(now)[0].value;

export const ZCutoffPeriod = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a period as yyyy-MM, e.g. 2026-11.")
  .refine((p) => cutoffPeriods().some((c) => c.value === p), "Choose a period from April 2024 to the current month.");

export const ZCutoffReportQuery = z.object({
  lspId: z.string().trim().min(1).max(64).optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code.")
    .optional(),
  period: ZCutoffPeriod.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (CUTOFF_PAGE_SIZES as readonly number[]).includes(n), "Page size is 50 or 100.")
    .default(50),
  nextPageKey: z.string().trim().min(1).max(64).optional(),
});
export type CutoffReportQuery = z.infer<typeof ZCutoffReportQuery>;

const isoDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in yyyy-MM-dd format.`)
    .refine(isCalendarDate, `${label} is not a valid date.`);

/** GET /reports (spec 3 section 7): page, per_page, from_date, to_date, lsp_id, country_code. */
export const MAX_REPORTS_PAGE = 200;
export const ZReportsQuery = z
  .object({
    page: z.coerce.number().int().min(1, "page starts at 1.").max(MAX_REPORTS_PAGE).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (CUTOFF_PAGE_SIZES as readonly number[]).includes(n), "per_page is 50 or 100.")
      .default(50),
    from_date: isoDay("from_date").optional(),
    to_date: isoDay("to_date").optional(),
    lsp_id: z.string().trim().min(1).max(64).optional(),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Use a two-letter country code.")
      .optional(),
  })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    message: "to_date should be after from_date",
    path: ["to_date"],
  });
export type ReportsQuery = z.infer<typeof ZReportsQuery>;
export type ReportsPage = z.infer<typeof ZReportsPage>;
export const ZReportIdParams = z.object({ reportId: z.string().trim().min(1).max(64) });

export const ZCutoffReportParams = z.object({ id: z.string().trim().min(1).max(64) });

export type CutoffReportView = z.infer<typeof ZCutoffReportView>;
export type CutoffReportList = z.infer<typeof ZCutoffReportList>;
export type CutoffFilters = {
  lsps: { id: string; name: string }[];
  countries: { code: string; name: string }[];
  periods: { value: string; label: string }[];
  defaultPeriod: string;
};
