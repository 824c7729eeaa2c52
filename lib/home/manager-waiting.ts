// A company manager's 'Waiting for you' (/employees): approvals (expenses, timesheets, time off), hires in progress
// (open seats by order-form state, employees not yet Active) and the company's open or overdue invoices. Each count
// is read with the `where` of the list it links to (approverWhere, companyTimesheetsWhere, openSeatsWhere,
// companyInvoicesSql...), scoped to the manager's own company.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { isFeatureOn } from "@/lib/config";
import { timeOffWhere } from "@/lib/access/time-off";
import { approverWhere } from "@/lib/expenses/approver-where";
import { companyTimesheetsWhere } from "@/lib/timesheets/company-timesheets-where";
import { openSeatsWhere } from "@/lib/hiring/open-seats-where";
import { companyInvoicesSql } from "@/lib/finance/list-company-invoices";
import { periodLabel } from "@/lib/finance/company-invoice-schema";
import { hiresInProgress } from "@/lib/home/hires-in-progress";
import { countOf, waitingItems, NOTHING_WAITING, type Waiting, type WaitingItem } from "@/lib/home/waiting-types";

/** The company's time off awaiting a decision: listCompanyTimeOff's rows (any month) still PENDING. */
export function pendingTimeOffWhere(actor: Actor, companyId: string) {
  return { AND: [{ companyId }, { status: "PENDING" as const }, timeOffWhere(actor)] };
}

/** The company's invoices not yet paid, by status (the list's own rows: companyInvoicesSql). */
export async function unpaidInvoiceCounts(companyId: string | null, now: Date) {
  const today = now.toISOString().slice(0, 10);
  return db.$queryRaw<{ companyId: string; status: string; count: number; oldestDue: Date | null }[]>(Prisma.sql`
    SELECT "companyId", status, count(*)::int AS count, min("dueDate") AS "oldestDue"
      FROM (${companyInvoicesSql(companyId, today)}) i
     WHERE status <> 'PAID' GROUP BY "companyId", status ORDER BY "companyId", status`);
}

const monthOf = (yearMonth: string) => periodLabel(yearMonth.replace("-", ""));

async function approvals(actor: Actor, companyId: string): Promise<WaitingItem[]> {
  const timesheetsOn = isFeatureOn("timesheets") && can(actor, "timesheets.approve");
  const [pending, changed, timesheets, timeOff] = await Promise.all([
    can(actor, "expenses.approve")
      ? approverWhere(actor, companyId, { status: ["PENDING"] }).then((where) => db.expense.count({ where }))
      : 0,
    can(actor, "expenses.approve")
      ? approverWhere(actor, companyId, { status: ["CHANGE_MADE"] }).then((where) => db.expense.count({ where }))
      : 0,
    timesheetsOn
      ? db.timesheet.groupBy({
          by: ["yearMonth"],
          where: companyTimesheetsWhere(actor, companyId, { status: "SUBMITTED" }),
          _count: { _all: true },
          orderBy: { yearMonth: "desc" },
        })
      : [],
    can(actor, "timeOff.decide") ? db.timeOffEntry.count({ where: pendingTimeOffWhere(actor, companyId) }) : 0,
  ]);
  return waitingItems([
    {
      key: "expenses-pending",
      count: pending,
      text: `${countOf(pending, "expense")} waiting for your approval`,
      href: "/expenses?status=PENDING",
    },
    {
      key: "expenses-change-made",
      count: changed,
      text: `${countOf(changed, "expense")} changed after your request`,
      href: "/expenses?status=CHANGE_MADE",
    },
    ...timesheets.map((t) => ({
      key: `timesheets-${t.yearMonth}`,
      count: t._count._all,
      text: `${countOf(t._count._all, "timesheet")} of ${monthOf(t.yearMonth)} waiting for your approval`,
      href: `/timesheets?month=${t.yearMonth}`,
    })),
    {
      key: "time-off-pending",
      count: timeOff,
      text: `${countOf(timeOff, "time off request")} waiting for your decision`,
      href: "/time-off",
    },
  ]);
}

async function openSeats(actor: Actor, companyId: string): Promise<WaitingItem[]> {
  if (!can(actor, "seats.read")) return [];
  const rows = await db.seat.groupBy({
    by: ["sowStatus"],
    where: openSeatsWhere(companyId),
    _count: { _all: true },
  });
  const count = (s: string) => rows.find((r) => r.sowStatus === s)?._count._all ?? 0;
  const href = "/employees#pending-employees";
  return waitingItems([
    {
      key: "seats-awaiting-acceptance",
      count: count("sow_awaiting_acceptance"),
      text: `${countOf(count("sow_awaiting_acceptance"), "order form")} waiting for your acceptance`,
      href,
    },
    {
      key: "seats-accepted",
      count: count("sow_accepted"),
      text: `${countOf(count("sow_accepted"), "pending employee")} ready for their employee profile`,
      href,
    },
    {
      key: "seats-awaiting-proposal",
      count: count("sow_awaiting_proposal"),
      text: `${countOf(count("sow_awaiting_proposal"), "pending employee")} waiting for an order form from us`,
      href,
    },
  ]);
}

async function invoices(actor: Actor, companyId: string, now: Date): Promise<WaitingItem[]> {
  if (!can(actor, "balances.read")) return [];
  const rows = await unpaidInvoiceCounts(companyId, now);
  const href = `/companies/${companyId}/invoices?sort=status&dir=asc`;
  const count = (s: string) => rows.find((r) => r.status === s)?.count ?? 0;
  return waitingItems([
    { key: "invoices-overdue", count: count("OVERDUE"), text: `${countOf(count("OVERDUE"), "invoice")} overdue`, href },
    {
      key: "invoices-failed",
      count: count("PAYMENT_FAILED"),
      text: `${countOf(count("PAYMENT_FAILED"), "invoice")} with a failed payment`,
      href,
    },
    { key: "invoices-open", count: count("OPEN"), text: `${countOf(count("OPEN"), "invoice")} due`, href },
  ]);
}

export async function managerWaiting(actor: Actor, now: Date = new Date()): Promise<Waiting> {
  const companyId = actor.companyId;
  if (!companyId) return NOTHING_WAITING;
  const [approvalItems, seatItems, hires, invoiceItems] = await Promise.all([
    approvals(actor, companyId),
    openSeats(actor, companyId),
    hiresInProgress(actor),
    invoices(actor, companyId, now),
  ]);
  return { items: [...approvalItems, ...seatItems, ...waitingItems(hires), ...invoiceItems], comingUp: [] };
}
