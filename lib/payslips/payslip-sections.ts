// What a payslip document is made of, shared by the single payslip (get-payslip.ts, the download) and a whole
// period's (period-payslip-documents.ts, the company packs): the register's lines grouped by how they count. No
// "server-only" marker: the background worker builds the packs.
import { Decimal } from "@/lib/money";
import { CATEGORY_COLUMNS } from "@/lib/payroll/schema";
import type { Payslip } from "@/lib/payslips/schema";

export type PayslipLine = { concept: string; category: string | null; value: string };
export type PayslipSection = { key: SectionKey; title: string; lines: PayslipLine[]; total: string };
type SectionKey = "earnings" | "deductions" | "employerContributions" | "other";

export type PayslipDocument = {
  payslip: Payslip;
  employee: { id: string; name: string };
  companyName: string;
  sections: PayslipSection[];
  yearToDate: { year: number; currency: string; gross: string; net: string };
};

// The register's application type says how a line counts (lib/payroll/pipeline.ts enrich): income makes the gross,
// deductions (including the deduction to gross) come off it, contributions are the employer's on top, never the
// employee's pay. A line without a type (never on a published report) is shown apart rather than dropped.
const SECTIONS: { key: SectionKey; title: string; type: string | null }[] = [
  { key: "earnings", title: "Earnings", type: "Income" },
  { key: "deductions", title: "Deductions", type: "Deduction" },
  {
    key: "employerContributions",
    title: "Employer contributions (paid by the employer, not deducted)",
    type: "Contribution",
  },
  { key: "other", title: "Other lines", type: null },
];

const CATEGORY_LABELS: Record<string, string> = {
  ...Object.fromEntries(CATEGORY_COLUMNS.map(([key, label]) => [key, label])),
  eeDeductions: "Employee deductions",
  deductionToGross: "Deduction to gross",
};

export type ConceptRow = { concept: string; value: string; applicationType: string | null; category: string | null };

export function groupConcepts(rows: readonly ConceptRow[]): PayslipSection[] {
  return SECTIONS.map(({ key, title, type }) => {
    const mine = rows.filter((r) =>
      type === null ? !SECTIONS.some((s) => s.type === r.applicationType) : r.applicationType === type,
    );
    const total = mine.reduce((sum, r) => sum.plus(r.value), new Decimal(0));
    const lines = mine.map((r) => ({
      concept: r.concept,
      category: r.category ? (CATEGORY_LABELS[r.category] ?? r.category) : null,
      value: r.value,
    }));
    return { key, title, lines, total: total.toFixed(4) };
  }).filter((s) => s.lines.length > 0 || s.key === "earnings" || s.key === "deductions");
}

/** The year to date in the payslip's currency: its own row plus the year's other current payslips (summed per
 *  currency), four places as stored. */
export function yearToDateOf(
  row: { currency: string; gross: string; net: string },
  others: readonly { currency: string; gross: string; net: string }[],
) {
  let gross = new Decimal(row.gross);
  let net = new Decimal(row.net);
  for (const o of others)
    if (o.currency === row.currency) {
      gross = gross.plus(o.gross);
      net = net.plus(o.net);
    }
  return { gross: gross.toFixed(4), net: net.toFixed(4) };
}
