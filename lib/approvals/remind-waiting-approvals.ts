// Reminders of requests still waiting for a decision: a time-off request or an expense PENDING for two full
// working days of the employee (their country's weekend and public holidays, lib/time-off/working-days.ts) reminds
// the company's managers who decide it, once. Run daily by the worker (lib/approvals/jobs.ts). Each request is
// claimed (reminderSentAt set where still empty) in the transaction that queues its e-mails, so a second run or a
// second worker sends nothing twice.
import { db, type Tx } from "@/lib/db";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import { queueEmail } from "@/lib/mail/outbox";
import { loadChain } from "@/lib/approval-chains/load-chain";
import { approversOfLevel, dayOf } from "@/lib/approval-chains/decide-at-level";
import { leaveTypeLabel } from "@/lib/time-off/schema";
import { countWorkingDays, isoDay, todayUtc } from "@/lib/time-off/working-days";

export const REMINDER_AFTER_WORKING_DAYS = 2;
const DAY_MS = 86_400_000;
const appUrl = () => (process.env.NEXTAUTH_URL ?? process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");

const employeeSelect = {
  firstName: true,
  lastName: true,
  userId: true,
  countryCode: true,
  region: true,
  companyId: true,
  country: { select: { weekendDays: true } },
  manager: { select: { userId: true } },
} as const;

type Waiting = {
  kind: "timeOff" | "expense";
  id: string;
  companyId: string;
  createdAt: Date;
  employee: {
    firstName: string;
    lastName: string;
    userId: string | null;
    countryCode: string;
    region: string | null;
    companyId: string;
    country: { weekendDays: number[] };
    manager: { userId: string } | null;
  };
  /** The chain level it waits at (null: the company's single approver decides). */
  approvalLevel: number | null;
  what: string;
  link: string;
};

/** Full working days of the employee between the day it was asked and today (both left out). */
function waitedDays(w: Waiting, today: Date, holidays: (w: Waiting) => { has(day: string): boolean }): number {
  const from = new Date(
    Date.UTC(w.createdAt.getUTCFullYear(), w.createdAt.getUTCMonth(), w.createdAt.getUTCDate()) + DAY_MS,
  );
  return countWorkingDays(from, new Date(today.getTime() - DAY_MS), w.employee.country.weekendDays, holidays(w));
}

/** The approvers of the level it waits at and their delegates away today; null outside a chain. */
async function levelApproverIds(tx: Tx, w: Waiting, now: Date): Promise<string[] | null> {
  if (w.approvalLevel === null) return null;
  const level = (await loadChain(w.companyId, w.kind === "timeOff" ? "TIME_OFF" : "EXPENSE", tx)).find(
    (l) => l.position === w.approvalLevel,
  );
  if (!level) return null;
  const approvers = await approversOfLevel(tx, w.companyId, level, w.employee.manager?.userId ?? null);
  const day = dayOf(now);
  const delegates = await tx.approvalDelegation.findMany({
    where: { companyId: w.companyId, approverUserId: { in: approvers }, startsOn: { lte: day }, endsOn: { gte: day } },
    select: { delegateUserId: true },
  });
  return [...approvers, ...delegates.map((d) => d.delegateUserId)];
}

/** The managers of the company who decide it now (not the employee themself), active ones only: the level's
 *  approvers and their delegates in a chain, else the managers who decide that kind. */
async function approverEmails(tx: Tx, w: Waiting, now: Date): Promise<string[]> {
  const inChain = await levelApproverIds(tx, w, now);
  if (inChain) {
    const users = await tx.user.findMany({
      where: { id: { in: inChain, not: w.employee.userId ?? undefined }, isActive: true },
      select: { email: true },
    });
    return [...new Set(users.map((u) => u.email))];
  }
  const roles = await tx.userRole.findMany({
    where: {
      type: "manager",
      tenantId: w.companyId,
      user: { isActive: true },
      ...(w.employee.userId ? { NOT: { userId: w.employee.userId } } : {}),
      ...(w.kind === "expense"
        ? { OR: [{ scopes: { has: "expenses:notifications" } }, { scopes: { has: "*" } }] }
        : {}),
    },
    select: { user: { select: { email: true } } },
  });
  return [...new Set(roles.map((r) => r.user.email))];
}

/** Sends the reminders due at `now` (of some companies only, when given); how many requests and e-mails. */
export async function remindWaitingApprovals(
  options: { now?: Date; companyIds?: string[] } = {},
): Promise<{ requests: number; emails: number }> {
  const now = options.now ?? new Date();
  // Two working days are at least two calendar days: a cheap bound before the calendars are read.
  const before = new Date(now.getTime() - REMINDER_AFTER_WORKING_DAYS * DAY_MS);
  const companies = options.companyIds ? { companyId: { in: options.companyIds } } : {};
  const [timeOff, expenses] = await Promise.all([
    db.timeOffEntry.findMany({
      where: { status: "PENDING", reminderSentAt: null, createdAt: { lte: before }, ...companies },
      select: {
        id: true,
        companyId: true,
        createdAt: true,
        leaveType: true,
        startDate: true,
        endDate: true,
        approvalLevel: true,
        employee: { select: employeeSelect },
      },
    }),
    db.expense.findMany({
      where: { status: "PENDING", reminderSentAt: null, createdAt: { lte: before }, ...companies },
      select: {
        id: true,
        companyId: true,
        createdAt: true,
        title: true,
        amount: true,
        currency: true,
        approvalLevel: true,
        employee: { select: employeeSelect },
      },
    }),
  ]);
  const waiting: Waiting[] = [
    ...timeOff.map((t) => ({
      kind: "timeOff" as const,
      id: t.id,
      companyId: t.companyId,
      createdAt: t.createdAt,
      employee: t.employee,
      approvalLevel: t.approvalLevel,
      what: `${leaveTypeLabel(t.leaveType)} time off from ${isoDay(t.startDate)} to ${isoDay(t.endDate)}`,
      link: `${appUrl()}/time-off`,
    })),
    ...expenses.map((e) => ({
      kind: "expense" as const,
      id: e.id,
      companyId: e.companyId,
      createdAt: e.createdAt,
      employee: e.employee,
      approvalLevel: e.approvalLevel,
      what: `the expense "${e.title}" (${e.amount.toFixed(2)} ${e.currency})`,
      link: `${appUrl()}/expenses/${e.id}`,
    })),
  ];
  if (waiting.length === 0) return { requests: 0, emails: 0 };

  const today = todayUtc(now);
  const earliest = waiting.reduce((min, w) => (w.createdAt < min ? w.createdAt : min), waiting[0].createdAt);
  const holidaysOf = await loadHolidayDates(
    waiting.map((w) => ({ countryCode: w.employee.countryCode, region: w.employee.region, companyId: w.companyId })),
    todayUtc(earliest),
    today,
  );
  const holidays = (w: Waiting) =>
    holidaysOf({ countryCode: w.employee.countryCode, region: w.employee.region, companyId: w.companyId });

  let requests = 0;
  let emails = 0;
  for (const w of waiting) {
    const days = waitedDays(w, today, holidays);
    if (days < REMINDER_AFTER_WORKING_DAYS) continue;
    const name = `${w.employee.firstName} ${w.employee.lastName}`.trim();
    const sent = await db.$transaction(async (tx): Promise<number | null> => {
      const claim = {
        where: { id: w.id, status: "PENDING" as const, reminderSentAt: null },
        data: { reminderSentAt: now },
      };
      const claimed =
        w.kind === "timeOff" ? await tx.timeOffEntry.updateMany(claim) : await tx.expense.updateMany(claim);
      if (claimed.count === 0) return null;
      const to = await approverEmails(tx, w, now);
      for (const address of to)
        await queueEmail(tx, {
          to: address,
          subject: `Waiting for your decision: ${w.kind === "timeOff" ? "time off" : "an expense"} of ${name}`,
          text:
            `${name} asked for ${w.what} on ${isoDay(w.createdAt)}. It has waited ${days} working days for a decision.\n\n` +
            `Approve or decline it at ${w.link}\n\nOmniPlatform`,
        });
      return to.length;
    });
    if (sent === null) continue; // decided or reminded meanwhile
    requests++;
    emails += sent;
  }
  return { requests, emails };
}
