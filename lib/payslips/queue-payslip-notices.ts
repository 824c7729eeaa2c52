// 'Your payslip is ready': one e-mail per employee of a published pay report who can sign in, written to the
// mail outbox in one set-based statement (a 100k-employee report is one INSERT ... SELECT, nothing in memory).
// A corrected version says which version it replaces. A report that is no longer published sends nothing.
import { Prisma } from "@/generated/prisma/client";
import { bulkPool, queryRows } from "@/lib/db";
import { payslipTitle } from "@/lib/payslips/format";
import type { PayrollCycleValue } from "@/lib/payroll/schema";

const origin = () => (process.env.NEXTAUTH_URL ?? process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");

type ReportRow = { period: string; cycle: PayrollCycleValue; status: string; version: number; replaces: number | null };

/** The notice's subject and text ({name} stands for the employee's first name). */
export function payslipNotice(report: Pick<ReportRow, "period" | "cycle" | "version" | "replaces">) {
  const title = payslipTitle(report.period, report.cycle);
  const corrected = report.replaces !== null;
  const subject = corrected ? `Your corrected payslip for ${title} is ready` : `Your payslip for ${title} is ready`;
  const replaces = corrected
    ? ` It is version ${report.version} and replaces the payslip of version ${report.replaces}.`
    : "";
  const text = `Hello {name},\n\nYour payslip for ${title} is ready.${replaces} Open it at ${origin()}/pay\n\nOmniPlatform`;
  return { subject, text };
}

/** Queues the notices of a published report; the number of e-mails queued. */
export async function queuePayslipNotices(payReportId: string): Promise<number> {
  const [report] = await queryRows<ReportRow>(
    Prisma.sql`SELECT f."payrollPeriod" AS period, f."payrollCycle"::text AS cycle, f."processingStatus"::text AS status,
                      f."reportVersion" AS version, p."reportVersion" AS replaces
                 FROM "GrossToNetFile" f LEFT JOIN "GrossToNetFile" p ON p.id = f."previousVersionId"
                WHERE f.id = ${payReportId}`,
  );
  if (!report || report.status !== "PUBLISHED") return 0;
  const { subject, text } = payslipNotice(report);
  // One statement: every notice or none.
  const result = await bulkPool().query(
    `INSERT INTO "OutboxEmail" (id, "to", subject, text, "createdAt")
       SELECT gen_random_uuid()::text, u.email, $2, replace($3, '{name}', coalesce(nullif(e."firstName", ''), 'there')), now()
         FROM (SELECT DISTINCT "employeeId" FROM "PayReportEmployeeTotal"
                WHERE "grossToNetId" = $1 AND "employeeId" IS NOT NULL) t
         JOIN "Employee" e ON e.id = t."employeeId"
         JOIN "User" u ON u.id = e."userId" AND u."isActive"`,
    [payReportId, subject, text],
  );
  return result.rowCount ?? 0;
}
