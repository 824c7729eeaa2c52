// One payslip as its PDF shows it: the employee's row of one published version of a pay report (the employee in the
// actor's reach and the report published, else 404), its concept lines grouped as the register files them, and the
// year to date. Everything is read, nothing computed in floats: sums are decimal.js on the stored texts.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Decimal } from "@/lib/money";
import { CATEGORY_COLUMNS } from "@/lib/payroll/schema";
import { versionChainIds } from "@/lib/payroll/versions/version-chain";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { currentMonthTotals, payslipRows, sumByCurrency } from "@/lib/payslips/payslip-rows";
import { toPayslip } from "@/lib/payslips/list-payslips";
import type { Payslip } from "@/lib/payslips/schema";

export const payslipNotFound = () => new AppError("NOT_FOUND", "Payslip not found");

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

type ConceptRow = { concept: string; value: string; applicationType: string | null; category: string | null };

/** The concept lines of the employee's row(s) of the report, in register order (rows match by register key: an
 *  uploaded register's lines carry the key, the employee is matched on the totals). */
async function conceptRows(payReportId: string, employeeId: string): Promise<ConceptRow[]> {
  return queryRows<ConceptRow>(
    Prisma.sql`
    SELECT r.concept, r.value::text AS value, r."applicationType"::text AS "applicationType", r.category
      FROM "PayRegisterRow" r
     WHERE r."grossToNetId" = ${payReportId}
       -- A total the register states itself is no line of the payslip (its lines make it up).
       AND r.category IS DISTINCT FROM 'statedTotal'
       AND r."employeeRef" IN (SELECT t."employeeRef" FROM "PayReportEmployeeTotal" t
                                WHERE t."grossToNetId" = ${payReportId} AND t."employeeId" = ${employeeId})
     ORDER BY r."rowNumber"
     LIMIT 2000`,
    { prepareAs: "payslip-concepts" },
  );
}

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

export async function getPayslip(actor: Actor, employeeId: string, payReportId: string): Promise<PayslipDocument> {
  const employee = await findPayslipEmployeeOrThrow(actor, employeeId);
  const [row] = await payslipRows(employee.id, { where: Prisma.sql`f.id = ${payReportId}`, limit: 1 });
  if (!row) throw payslipNotFound();
  const year = Number(row.period.slice(0, 4));
  // Year to date up to this period: the current payslips of the year, with this version standing for its report
  // (a replaced version's PDF shows the year as it stood with it, a corrected one's with the correction).
  const [concepts, chain] = await Promise.all([
    conceptRows(row.payReportId, employee.id),
    versionChainIds(row.payReportId),
  ]);
  const others = await currentMonthTotals(employee.id, `${year}01`, row.period, chain);
  const ytd = sumByCurrency([...others, row]).find((t) => t.currency === row.currency)!;
  return {
    payslip: toPayslip(employee.id, row),
    employee: { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
    companyName: employee.company.name,
    sections: groupConcepts(concepts),
    yearToDate: { year, currency: row.currency, gross: ytd.gross, net: ytd.net },
  };
}
