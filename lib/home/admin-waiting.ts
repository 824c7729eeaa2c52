// The general admin's 'Waiting for you' (/companies): open seats waiting for the next hiring step per company
// (order forms to send, pending employees to convert; the pending employees tab's rows), termination requests to
// review and hires not yet Active. Payroll and finance admins also get their own parts (payroll-waiting.ts,
// finance-waiting.ts), since they land here too (lib/navigation.ts homePath). Each admin reads their own team's
// queue first; the other teams' queues come as `others`, folded.
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { seatWhere } from "@/lib/access/seat";
import { terminationRequestWhere } from "@/lib/access/termination-request";
import { openSeatsWhere } from "@/lib/hiring/open-seats-where";
import type { DbSowStatus } from "@/lib/hiring/workflow";
import { hiresInProgress } from "@/lib/home/hires-in-progress";
import { payrollWaiting } from "@/lib/home/payroll-waiting";
import { financeWaiting } from "@/lib/home/finance-waiting";
import { countOf, waitingItems, type Waiting, type WaitingItem } from "@/lib/home/waiting-types";

/** The open seats of every company the caller reaches in one order-form state. */
export function seatsWaitingWhere(actor: Actor, sowStatus: DbSowStatus) {
  return { AND: [seatWhere(actor), openSeatsWhere(null, [sowStatus])] };
}

/** Termination requests of /terminations still to review. */
export function terminationsToReviewWhere(actor: Actor) {
  return { AND: [terminationRequestWhere(actor), { status: "REQUESTED" as const }] };
}

const SEAT_STEPS: {
  status: DbSowStatus;
  text: (n: number, company: string) => string;
  permission: "seats.uploadOrderForm" | "seats.convert";
}[] = [
  {
    status: "sow_awaiting_proposal",
    text: (n, company) => `${countOf(n, "pending employee")} at ${company} waiting for an order form`,
    permission: "seats.uploadOrderForm",
  },
  {
    status: "sow_accepted",
    text: (n, company) => `${countOf(n, "pending employee")} at ${company} ready to convert`,
    permission: "seats.convert",
  },
];

async function seatsWaiting(actor: Actor, companies: number): Promise<WaitingItem[]> {
  const groups = await Promise.all(
    SEAT_STEPS.filter((step) => can(actor, step.permission)).map(async (step) => {
      const rows = await db.seat.groupBy({
        by: ["companyId"],
        where: seatsWaitingWhere(actor, step.status),
        _count: { _all: true },
        orderBy: [{ _count: { companyId: "desc" } }, { companyId: "asc" }],
        take: companies,
      });
      return rows.map((r) => ({ step, companyId: r.companyId, count: r._count._all }));
    }),
  );
  const flat = groups.flat();
  const names = flat.length
    ? await db.company.findMany({
        where: { id: { in: flat.map((r) => r.companyId) } },
        select: { id: true, name: true },
      })
    : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return flat.map((r) => ({
    key: `seats-${r.step.status}-${r.companyId}`,
    count: r.count,
    text: r.step.text(r.count, nameOf.get(r.companyId) ?? "a client"),
    href: `/companies/${r.companyId}#pending-employees`,
  }));
}

export async function adminWaiting(actor: Actor, now: Date = new Date(), companies = 5): Promise<Waiting> {
  const [seats, terminations, hires, payroll, finance] = await Promise.all([
    seatsWaiting(actor, companies),
    can(actor, "terminations.review") ? db.terminationRequest.count({ where: terminationsToReviewWhere(actor) }) : 0,
    can(actor, "employees.list") ? hiresInProgress(actor) : [],
    can(actor, "payroll.access") ? payrollWaiting(actor, now) : [],
    can(actor, "finance.access") ? financeWaiting(actor, now, companies) : [],
  ]);
  const people: WaitingItem[] = [
    {
      key: "terminations-requested",
      count: terminations,
      text: `${countOf(terminations, "termination request")} to review`,
      href: "/terminations",
    },
    ...seats,
    ...hires,
  ];
  // The admin's own team's queue first; the queues of the other teams they reach are folded below it.
  const f = flagsOf(actor);
  const teams = [
    { own: f.isPayrollAdmin, items: payroll },
    { own: f.isFinanceAdmin, items: finance },
    { own: f.isCSAdmin || f.isOPAdmin || (!f.isPayrollAdmin && !f.isFinanceAdmin), items: people },
  ];
  return {
    items: waitingItems(teams.filter((t) => t.own).flatMap((t) => t.items)),
    others: waitingItems(teams.filter((t) => !t.own).flatMap((t) => t.items)),
    comingUp: [],
  };
}
