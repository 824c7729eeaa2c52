// One payslip as its PDF shows it: the employee's row of one published version of a pay report (the employee in the
// actor's reach and the report published, else 404), its concept lines grouped as the register files them, and the
// year to date. Everything is read, nothing computed in floats: sums are decimal.js on the stored texts.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { versionChainIds } from "@/lib/payroll/versions/version-chain";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { currentMonthTotals, payslipRows, toPayslip } from "@/lib/payslips/payslip-rows";
import { groupConcepts, yearToDateOf, type ConceptRow, type PayslipDocument } from "@/lib/payslips/payslip-sections";

export const payslipNotFound = () => new AppError("NOT_FOUND", "Payslip not found");

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
  const ytd = yearToDateOf(row, others);
  return {
    payslip: toPayslip(employee.id, row),
    employee: { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
    companyName: employee.company.name,
    sections: groupConcepts(concepts),
    yearToDate: { year, currency: row.currency, gross: ytd.gross, net: ytd.net },
  };
}
