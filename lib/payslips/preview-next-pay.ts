// The employee's next pay before its cutoff: the payroll month the cutoff calendar of their provider and country
// puts today in (lib/payroll/cutoffs, as expense approvals), the last published payslip, and what on record moves
// the pay that month: a salary change effective in it (pro rata from its day), approved unpaid leave (pro rata by
// the working days of the employee's calendar, public holidays excluded), approved expenses due in that payroll
// month, the employment's last day, bonuses on record. The events are read with the conditions the payroll
// checks use (lib/payroll/period-events-sql.ts, working days and FX as in check-sql.ts), so the preview and the
// checks of the month's pay report agree. Who may read it: as payslips (payslip-access.ts); foreign ids 404.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import { fxRate, workingDays } from "@/lib/payroll/anomalies/check-sql";
import {
  bonusOfPeriod,
  employmentEndIn,
  expenseOfPayrollMonth,
  salaryChangeIn,
  unpaidLeaveIn,
} from "@/lib/payroll/period-events-sql";
import { nextPayPeriod } from "@/lib/payslips/next-pay-period";
import { periodBounds } from "@/lib/payslips/period-bounds";
import { nextPayReasons, type PeriodEvents } from "@/lib/payslips/next-pay-reasons";
import type { NextPayPreview } from "@/lib/payslips/next-pay-schema";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { payslipRows } from "@/lib/payslips/payslip-rows";

// $1 employee, $2 period (yyyyMM), $3 first day, $4 last day, $5 the last payslip's currency, $6 its report.
const EVENTS_SQL = `WITH p AS (
  SELECT $1::text AS emp, $2::text AS period, $3::date AS pstart, $4::date AS pend
), base AS (
  SELECT e.*, c."weekendDays", coalesce($5::text, e."annualBaseSalaryCurrency", c.currency, 'EUR') AS cur,
         (SELECT sum(t.salary) FROM "PayReportEmployeeTotal" t WHERE t."grossToNetId" = $6::text AND t."employeeId" = e.id) AS last_salary
    FROM "Employee" e LEFT JOIN "Country" c ON c.code = e."countryCode" WHERE e.id = $1::text
)
SELECT e.cur AS currency,
  (SELECT jsonb_agg(jsonb_build_object('effectiveDate', to_char(s."effectiveDate", 'YYYY-MM-DD'), 'annual', s.amount::text,
          'annualCurrency', s.currency, 'newMonthly', round(s.amount / 12 * (${fxRate("s.currency", "e.cur", "p.pend")}), 2)::text,
          'oldMonthly', coalesce(round(s0.amount / 12 * (${fxRate("s0.currency", "e.cur", "p.pend")}), 2), e.last_salary)::text,
          'paidDays', p.pend - greatest(s."effectiveDate", p.pstart) + 1, 'periodDays', p.pend - p.pstart + 1)
          ORDER BY s."effectiveDate")
     FROM "SalaryHistory" s
     LEFT JOIN LATERAL (SELECT * FROM "SalaryHistory" s0 WHERE s0."employeeId" = s."employeeId" AND s0."effectiveDate" < s."effectiveDate"
                         ORDER BY s0."effectiveDate" DESC, s0."createdAt" DESC LIMIT 1) s0 ON true
    WHERE ${salaryChangeIn("s", "e.id", "p.pstart", "p.pend")}) AS raises,
  (SELECT sum(${workingDays(`greatest(o."startDate", p.pstart)`, `least(o."endDate", p.pend)`, "e", "e")})
     FROM "TimeOffEntry" o WHERE ${unpaidLeaveIn("o", "e.id", "p.pstart", "p.pend")})::text AS unpaid_days,
  ${workingDays("p.pstart", "p.pend", "e", "e")}::text AS period_days,
  coalesce(round(e."annualBaseSalaryAmount" / 12 * (${fxRate(`e."annualBaseSalaryCurrency"`, "e.cur", "p.pend")}), 2), e.last_salary)::text AS monthly,
  (SELECT jsonb_build_object('count', count(*), 'total', round(sum(x.amount * (${fxRate("x.currency", "e.cur", "p.pend")})), 2)::text,
          'titles', string_agg(x.title, ', ' ORDER BY x."dateSpent"))
     FROM "Expense" x WHERE x."employeeId" = e.id AND ${expenseOfPayrollMonth("x", "p.period")}) AS expenses,
  (SELECT to_char(max(x."terminationDate"), 'YYYY-MM-DD') FROM "Employment" x
    WHERE x."employeeId" = e.id AND ${employmentEndIn("x", "p.pstart", "p.pend")}) AS last_day,
  (SELECT jsonb_agg(jsonb_build_object('kind', b.kind, 'amount', b.amount::text, 'currency', b.currency,
          'converted', round(b.amount * (${fxRate("b.currency", "e.cur", "p.pend")}), 2)::text) ORDER BY b."createdAt")
     FROM "EmployeeBonus" b WHERE ${bonusOfPeriod("b", "e.id", "p.period")}) AS bonuses
  FROM base e CROSS JOIN p`;

export async function previewNextPay(actor: Actor, employeeId: string, now = new Date()): Promise<NextPayPreview> {
  assertCan(actor, "payslips.read");
  await findPayslipEmployeeOrThrow(actor, employeeId);
  const employee = await db.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: { lspId: true, countryCode: true },
  });
  const [{ period, cutoffDate }, [last]] = await Promise.all([
    nextPayPeriod(employee, now),
    payslipRows(employeeId, { where: Prisma.sql`f."processingStatus" <> 'SUPERSEDED'`, limit: 1 }),
  ]);
  const { first, lastDay } = periodBounds(period);
  const [events] = await db.$queryRawUnsafe<PeriodEvents[]>(
    EVENTS_SQL,
    employeeId,
    period,
    first,
    lastDay,
    last?.currency ?? null,
    last?.payReportId ?? null,
  );
  return {
    employeeId,
    period,
    cutoffDate,
    last: last ? { period: last.period, currency: last.currency, gross: last.gross, net: last.net } : null,
    reasons: events ? nextPayReasons(events) : [],
  };
}
