/** @jest-environment node */
// [TIME] 'Waiting for your approval' reads one SQL statement per kind (lib/approvals/list-waiting-approvals.ts) whose
// rules are the SQL forms of the domains' Prisma `where`s (lib/approvals/waiting-where.ts and the builders beside
// it). On the demo seed, plus requests of several employees of each company (one without a user, one without a
// manager, stale chain levels), for every demo account that may read approvals: the ids the route pages through
// (small pages, so the cursor crosses kinds) are exactly the ids the Prisma `where`s select, kind by kind, without
// an approval chain, with chains for Acme and a delegation to its manager, and once the delegation is gone. The
// time-off items' working days agree with the time-off DTO's (public holidays, a company day off, a removed day).
import type { PrismaClient } from "@/generated/prisma/client";
import * as listRoute from "@/app/api/approvals/route";
import type { Actor } from "@/lib/auth/actor";
import type { ApprovalKind, WaitingItem, WaitingPage } from "@/lib/approvals/schema";
import {
  mayApproveAny,
  waitingExpenseWhere,
  waitingTimeOffWhere,
  waitingTimesheetWhere,
} from "@/lib/approvals/waiting-where";
import { dayRange } from "@/lib/approvals/list-waiting-approvals";
import { timeOffSelect, toTimeOffDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { leaveLabel } from "@/lib/time-off/schema";
import { DEMO_ACCOUNTS } from "../../../prisma/demo-accounts";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";
import { createEmployee } from "../../factories/employees";

jest.setTimeout(300_000);

let demo: DemoDatabase;
let db: PrismaClient;
type Approver = { key: string; actor: Actor; token: string };
const approvers: Approver[] = [];
/** The requests this suite adds, with the employee's company. */
const added: { kind: ApprovalKind; id: string; companyId: string }[] = [];
let userless = "";

const DAY = 86_400_000;
const PAGE = 7;

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  for (const account of DEMO_ACCOUNTS) {
    const actor = await demo.actor(account.key);
    if (mayApproveAny(actor)) approvers.push({ key: account.key, actor, token: await demo.token(account.key) });
  }
  await addRequests();
});

afterAll(async () => {
  await demo?.cleanUp();
});

/** Pending requests of up to four employees of each company, one of them without a user and without a manager. */
async function addRequests() {
  const all = await db.employee.findMany({ select: { id: true, companyId: true }, orderBy: { id: "asc" } });
  const picked = new Map<string, string[]>();
  for (const e of all) {
    const ids = picked.get(e.companyId) ?? [];
    if (ids.length < 4) picked.set(e.companyId, [...ids, e.id]);
  }
  const { employee } = await createEmployee(db, { companyId: "acme", countryCode: "DE", region: "BY" });
  userless = employee.id;
  picked.set("acme", [...(picked.get("acme") ?? []), employee.id, "emp-emma"]);
  // A company day off and a removed public holiday inside the time off's span.
  await db.publicHoliday.createMany({
    data: [
      { countryCode: "DE", companyId: "acme", date: new Date("2026-12-29"), name: "Acme day off", source: "ADDED" },
      {
        countryCode: "DE",
        date: new Date("2026-12-30"),
        name: "Removed day",
        source: "ADDED",
        removedAt: new Date(),
      },
    ],
    skipDuplicates: true,
  });
  let n = 0;
  for (const [companyId, ids] of picked)
    for (const employeeId of new Set(ids)) {
      n++;
      const at = new Date(Date.UTC(2026, 10, 20, 9) - n * 37 * 60_000);
      const timeOff = await db.timeOffEntry.create({
        data: {
          companyId,
          employeeId,
          leaveType: n % 3 === 0 ? "op_leave_other" : "op_leave_holiday",
          unpaid: n % 4 === 0,
          startDate: new Date(Date.UTC(2026, 11, 21 + (n % 5))),
          endDate: new Date(Date.UTC(2027, 0, 2 + (n % 9))),
          createdAt: at,
          // A level left over from a chain since removed: only the company's managers still see it.
          approvalLevel: n % 6 === 0 && employeeId !== userless ? 1 : null,
        },
      });
      const expense = await db.expense.create({
        data: {
          companyId,
          employeeId,
          title: `Hotel ${n}`,
          category: "DOMESTIC_TRAVEL",
          amount: `${100 + n}.125`,
          currency: "EUR",
          dateSpent: new Date("2026-11-02"),
          createdAt: new Date(at.getTime() + 11 * 60_000),
          approvalLevel: n % 5 === 0 ? 2 : null,
        },
      });
      const timesheet = await db.timesheet.create({
        data: {
          employeeId,
          yearMonth: "2031-01",
          status: "SUBMITTED",
          submittedDate: new Date(at.getTime() + 3 * DAY),
          timesheetData: { workingDays: [] },
        },
      });
      added.push(
        { kind: "timeOff", id: timeOff.id, companyId },
        { kind: "expense", id: expense.id, companyId },
        { kind: "timesheet", id: timesheet.id, companyId },
      );
    }
}

/** Every item of the caller's list, paged through the route. */
async function listed(token: string): Promise<WaitingItem[]> {
  const items: WaitingItem[] = [];
  let cursor: string | null = null;
  do {
    const query = `?pageSize=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res: { status: number; body: WaitingPage } = await call<WaitingPage>(listRoute.GET, {
      path: `/api/approvals${query}`,
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(PAGE);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

/** The ids each kind's Prisma `where` selects for the actor. */
async function selected(actor: Actor): Promise<Record<ApprovalKind, string[]>> {
  const select = { id: true } as const;
  const [timeOff, expense, timesheet] = await Promise.all([
    db.timeOffEntry.findMany({ where: await waitingTimeOffWhere(actor), select }),
    db.expense.findMany({ where: await waitingExpenseWhere(actor), select }),
    db.timesheet.findMany({ where: await waitingTimesheetWhere(actor), select }),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
  return { timeOff: ids(timeOff), expense: ids(expense), timesheet: ids(timesheet) };
}

const byKind = (items: WaitingItem[]): Record<ApprovalKind, string[]> => ({
  timeOff: items
    .filter((i) => i.kind === "timeOff")
    .map((i) => i.id)
    .sort(),
  expense: items
    .filter((i) => i.kind === "expense")
    .map((i) => i.id)
    .sort(),
  timesheet: items
    .filter((i) => i.kind === "timesheet")
    .map((i) => i.id)
    .sort(),
});

/** Each approver's list against the `where`s; answers the lists by account. */
async function expectAgreement(): Promise<Map<string, WaitingItem[]>> {
  const lists = new Map<string, WaitingItem[]>();
  for (const a of approvers) {
    const items = await listed(a.token);
    expect(new Set(items.map((i) => `${i.kind}:${i.id}`)).size).toBe(items.length);
    const times = items.map((i) => Date.parse(i.submittedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect({ account: a.key, ...byKind(items) }).toEqual({ account: a.key, ...(await selected(a.actor)) });
    lists.set(a.key, items);
  }
  return lists;
}

const ids = (items: WaitingItem[] | undefined) => new Set((items ?? []).map((i) => i.id));

describe("[TIME] the waiting list's SQL agrees with the Prisma where's", () => {
  it("every demo account that may read approvals: admins and the three managers", () => {
    expect(approvers.map((a) => a.key).sort()).toEqual(
      ["admin", "csAdmin", "opAdmin", "payrollAdmin", "financeAdmin", "benefitsAdmin"]
        .concat(["superManager", "manager", "reviewManager"])
        .sort(),
    );
  });

  it("without an approval chain, an employee without a user included", async () => {
    const lists = await expectAgreement();
    const admin = ids(lists.get("admin"));
    const acme = ids(lists.get("manager"));
    for (const kind of ["timeOff", "expense", "timesheet"] as const)
      expect([...lists.values()].some((items) => items.some((i) => i.kind === kind))).toBe(true);
    // The employee without a user is nobody's own: their requests wait for Acme's managers and the admins.
    const theirs = await db.timeOffEntry.findFirstOrThrow({ where: { employeeId: userless } });
    expect(acme.has(theirs.id)).toBe(true);
    expect(admin.has(theirs.id)).toBe(true);
    // Emma's own manager (a user) sees her requests; nobody sees another company's in a manager's list.
    const newco = ids(lists.get("reviewManager"));
    for (const r of added.filter((x) => x.companyId === "acme")) expect(newco.has(r.id)).toBe(false);
  });

  it("the time off's working days are the time-off DTO's (public holidays, a company day off, a removed day)", async () => {
    const admin = approvers.find((a) => a.key === "admin")!;
    const items = (await listed(admin.token)).filter((i) => i.kind === "timeOff");
    expect(items.length).toBeGreaterThan(5);
    const rows = await db.timeOffEntry.findMany({
      where: { id: { in: items.map((i) => i.id) } },
      select: timeOffSelect,
    });
    const holidays = await holidaysOfEntries(rows, db);
    for (const item of items) {
      const row = rows.find((r) => r.id === item.id)!;
      const dto = toTimeOffDto(row, holidays);
      const days = `${dto.workingDays} working day${dto.workingDays === 1 ? "" : "s"}`;
      expect(item.summary).toBe(`${leaveLabel(dto)}, ${dayRange(row.startDate, row.endDate)} (${days})`);
      expect(item.employeeName).toBe(dto.employeeName);
    }
  });

  it("with chains for Acme (direct manager, a named manager, the company admin) and a delegation, then without it", async () => {
    const userOf = (key: string) => approvers.find((a) => a.key === key)!.actor.userId;
    const manager = userOf("manager");
    const superManager = userOf("superManager");
    const chains = {
      TIME_OFF: [
        { position: 1, approverKind: "DIRECT_MANAGER" as const },
        { position: 2, approverKind: "NAMED_MANAGER" as const, approverUserId: manager },
        { position: 3, approverKind: "COMPANY_ADMIN" as const },
      ],
      EXPENSE: [
        { position: 1, approverKind: "NAMED_MANAGER" as const, approverUserId: superManager },
        { position: 2, approverKind: "DIRECT_MANAGER" as const },
        { position: 3, approverKind: "COMPANY_ADMIN" as const },
      ],
      TIMESHEET: [
        { position: 1, approverKind: "COMPANY_ADMIN" as const },
        { position: 2, approverKind: "DIRECT_MANAGER" as const },
      ],
    };
    for (const [kind, levels] of Object.entries(chains))
      await db.approvalPolicy.create({
        data: { companyId: "acme", kind: kind as keyof typeof chains, levels: { create: levels } },
      });
    // Acme's waiting requests at every level, and one at a level the chain does not have.
    const cycle = [null, 1, 2, 3, 7];
    const acme = added.filter((r) => r.companyId === "acme");
    for (const [i, r] of acme.entries()) {
      const data = { approvalLevel: cycle[i % cycle.length] };
      if (r.kind === "timeOff") await db.timeOffEntry.update({ where: { id: r.id }, data });
      if (r.kind === "expense") await db.expense.update({ where: { id: r.id }, data });
      if (r.kind === "timesheet") await db.timesheet.update({ where: { id: r.id }, data });
    }
    // The super manager (a company admin) is away: the manager stands in for them; an older delegation has ended.
    const now = Date.now();
    const today = new Date(now - (now % DAY));
    const away = await db.approvalDelegation.create({
      data: {
        companyId: "acme",
        approverUserId: superManager,
        delegateUserId: manager,
        startsOn: new Date(today.getTime() - DAY),
        endsOn: new Date(today.getTime() + 7 * DAY),
      },
    });
    await db.approvalDelegation.create({
      data: {
        companyId: "acme",
        approverUserId: manager,
        delegateUserId: superManager,
        startsOn: new Date(today.getTime() - 10 * DAY),
        endsOn: new Date(today.getTime() - DAY),
      },
    });
    const delegated = await expectAgreement();
    await db.approvalDelegation.delete({ where: { id: away.id } });
    const alone = await expectAgreement();
    // The delegation gave the manager the company admin's levels: their list is longer with it.
    expect(delegated.get("manager")!.length).toBeGreaterThan(alone.get("manager")!.length);
    // Staff outside Acme see none of its chained requests.
    const chained = await db.timeOffEntry.findMany({
      where: { companyId: "acme", status: "PENDING", approvalLevel: { not: null } },
      select: { id: true },
    });
    expect(chained.length).toBeGreaterThan(0);
    const admin = ids(alone.get("admin"));
    for (const r of chained) expect(admin.has(r.id)).toBe(false);
  });
});
