// The employee's 'Waiting for you' (/profile): onboarding steps left, contracts to sign, their expenses and time
// off by state, and what is next in payroll (the next cutoff date of their provider and country). Every count is
// read with the `where` of the list it links to; tenancy comes from the same lib/access builders.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { formatDate } from "@/lib/dates";
import { employeeWhere } from "@/lib/access/employee";
import { expenseWhere } from "@/lib/access/expense";
import { timeOffWhere } from "@/lib/access/time-off";
import { loadStages } from "@/lib/onboarding/get-progress";
import { summarizeProgress } from "@/lib/onboarding/progress";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";
import { listCutoffDates } from "@/lib/payroll/cutoffs/list-cutoff-dates";
import { periodLabel } from "@/lib/finance/company-invoice-schema";
import { payslipRows } from "@/lib/payslips/payslip-rows";
import { payslipTitle } from "@/lib/payslips/format";
import { countOf, waitingItems, NOTHING_WAITING, type ComingUpItem, type Waiting } from "@/lib/home/waiting-types";

/** The outstanding (unpaid) expenses of listEmployeeExpenses, by status. */
export function ownExpensesWhere(actor: Actor, employeeId: string) {
  return { AND: [{ employeeId }, expenseWhere(actor), { paid: false }] };
}

/** The employee's time off entries of listEmployeeTimeOff that are not over yet. */
export function ownOpenTimeOffWhere(actor: Actor, employeeId: string, today: Date) {
  return { AND: [{ employeeId }, timeOffWhere(actor), { endDate: { gte: today } }] };
}

export async function employeeWaiting(actor: Actor, now: Date = new Date()): Promise<Waiting> {
  const employee = await db.employee.findFirst({
    where: { AND: [{ userId: actor.userId }, employeeWhere(actor)] },
    select: {
      id: true,
      lspId: true,
      countryCode: true,
      firstPayDate: true,
      onboardingStatus: true,
      onboardingProgress: { select: { completedStepIds: true } },
    },
  });
  if (!employee) return NOTHING_WAITING;
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const [stages, contracts, expenses, timeOff, cutoffs, [payslip]] = await Promise.all([
    loadStages(),
    listEmployeeContracts(actor, employee.id),
    db.expense.groupBy({ by: ["status"], where: ownExpensesWhere(actor, employee.id), _count: { _all: true } }),
    db.timeOffEntry.groupBy({
      by: ["status"],
      where: ownOpenTimeOffWhere(actor, employee.id, today),
      _count: { _all: true },
    }),
    employee.lspId
      ? listCutoffDates({
          lspId: employee.lspId,
          countryCode: employee.countryCode,
          cycles: ["CYCLE_1"],
          baseDate: today.toISOString().slice(0, 10),
        })
      : null,
    payslipRows(employee.id, { limit: 1 }),
  ]);
  const progress = summarizeProgress(stages, employee.onboardingProgress?.completedStepIds ?? []);
  const stepsTotal = stages.reduce((n, s) => n + s.steps.length, 0);
  const stepsLeft = employee.onboardingStatus === "ACTIVE" ? 0 : stepsTotal - progress.completedSteps.length;
  const toSign = contracts.filter((c) => c.status === "approved");
  const expense = (status: string) => expenses.find((e) => e.status === status)?._count._all ?? 0;
  const leave = (status: string) => timeOff.find((t) => t.status === status)?._count._all ?? 0;
  const mine = `/employees/${employee.id}`;
  const items = waitingItems([
    {
      key: "contracts-to-sign",
      count: toSign.length,
      text: `${countOf(toSign.length, "contract")} waiting for your signature`,
      href: toSign.length === 1 ? `${mine}/contracts/${toSign[0].documentId}` : mine,
    },
    {
      key: "onboarding-steps",
      count: stepsLeft,
      text: `${countOf(stepsLeft, "onboarding step")} left`,
      href: mine,
      detail: `${progress.stepPercent}% of your onboarding is done.`,
    },
    {
      key: "expenses-info-needed",
      count: expense("INFO_NEEDED"),
      text: `${countOf(expense("INFO_NEEDED"), "expense")} needing more information from you`,
      href: "/expenses",
    },
    {
      key: "expenses-pending",
      count: expense("PENDING") + expense("CHANGE_MADE"),
      text: `${countOf(expense("PENDING") + expense("CHANGE_MADE"), "expense")} waiting for approval`,
      href: "/expenses",
    },
    {
      key: "expenses-approved",
      count: expense("APPROVED"),
      text: `${countOf(expense("APPROVED"), "approved expense")} waiting to be paid`,
      href: "/expenses",
    },
    {
      key: "expenses-rejected",
      count: expense("REJECTED"),
      text: `${countOf(expense("REJECTED"), "expense")} rejected`,
      href: "/expenses",
    },
    {
      key: "time-off-pending",
      count: leave("PENDING"),
      text: `${countOf(leave("PENDING"), "time off request")} waiting for approval`,
      href: "/time-off",
    },
    {
      key: "time-off-declined",
      count: leave("DECLINED"),
      text: `${countOf(leave("DECLINED"), "time off request")} declined`,
      href: "/time-off",
    },
  ]);
  const comingUp: ComingUpItem[] = [];
  // The newest payslip, while it is news: its month is this month or one of the two before.
  if (payslip && payslip.period >= recentPeriod(today))
    comingUp.push({
      key: "payslip-ready",
      text: `Your payslip for ${payslipTitle(payslip.period, payslip.cycle)} is ready`,
      href: "/pay",
    });
  if (employee.firstPayDate && employee.firstPayDate >= today)
    comingUp.push({ key: "first-pay-date", text: `Your first pay date: ${formatDate(employee.firstPayDate)}` });
  const next = cutoffs?.cutoffDates[0];
  if (next)
    comingUp.push({
      key: "next-cutoff",
      text: `Next payroll: ${periodLabel(next.payrollPeriod)}. Changes and expenses reach it when submitted by the cutoff date, ${formatDate(next.cutoffDate)}.`,
      href: "/expenses",
    });
  return { items, comingUp };
}

/** yyyyMM of the month two months before `today`'s. */
function recentPeriod(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
