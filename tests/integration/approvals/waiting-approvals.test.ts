/** @jest-environment node */
// 'Waiting for your approval' through its routes against the real database: a company manager's list holds the
// company's pending time off, pending expenses and submitted timesheets and nothing of another company, pages by
// cursor, and bulk approve moves each item through its own use case (status history written) while a foreign id
// fails alone with 404. Callers who decide nothing get 403; a body over 100 items 400.
import { getDb } from "@/lib/db";
import * as listRoute from "@/app/api/approvals/route";
import * as bulkRoute from "@/app/api/approvals/bulk-approve/route";
import type { BulkApproveAnswer, WaitingItem, WaitingPage } from "@/lib/approvals/schema";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();

/** A company with one manager and, from one employee, a pending expense, time off and a submitted timesheet. */
async function world() {
  const company = await createCompany(db);
  const mgr = await createManager(db, { companyId: company.id });
  const { employee, user } = await createEmployee(db, { companyId: company.id, withUser: true });
  const expense = await db.expense.create({
    data: {
      companyId: company.id,
      employeeId: employee.id,
      title: "Train to Munich",
      category: "DOMESTIC_TRAVEL",
      amount: "84.90",
      currency: "EUR",
      dateSpent: new Date("2026-11-02"),
      createdAt: new Date("2026-11-10T09:00:00Z"),
    },
  });
  const timeOff = await db.timeOffEntry.create({
    data: {
      companyId: company.id,
      employeeId: employee.id,
      leaveType: "op_leave_holiday",
      startDate: new Date("2026-11-02"),
      endDate: new Date("2026-11-06"),
      createdAt: new Date("2026-11-11T09:00:00Z"),
    },
  });
  const timesheet = await db.timesheet.create({
    data: {
      employeeId: employee.id,
      yearMonth: "2026-11",
      status: "SUBMITTED",
      submittedDate: new Date("2026-11-12T09:00:00Z"),
      timesheetData: { workingDays: [{ date: "2026-11-02" }] },
    },
  });
  // Not waiting: already decided, or not yet submitted.
  await db.expense.create({
    data: {
      companyId: company.id,
      employeeId: employee.id,
      title: "Taxi",
      category: "DOMESTIC_TRAVEL",
      amount: "12.50",
      currency: "EUR",
      dateSpent: new Date("2026-11-03"),
      status: "APPROVED",
    },
  });
  await db.timesheet.create({
    data: { employeeId: employee.id, yearMonth: "2026-10", status: "EDITED", timesheetData: {} },
  });
  return { company, manager: mgr.user, employeeUser: user!, expense, timeOff, timesheet };
}

const list = (token: string, query = "") => call<WaitingPage>(listRoute.GET, { path: `/api/approvals${query}`, token });

const approve = (token: string, items: unknown) =>
  call<BulkApproveAnswer>(bulkRoute.POST, {
    method: "POST",
    path: "/api/approvals/bulk-approve",
    json: { items },
    token,
  });

describe("[TIME] waiting approvals", () => {
  it("[TIME] lists the company's three kinds, newest first, and nothing of another company", async () => {
    const w = await world();
    const other = await world();
    const res = await list(await tokenFor(w.manager.id));
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((i) => [i.kind, i.id])).toEqual([
      ["timesheet", w.timesheet.id],
      ["timeOff", w.timeOff.id],
      ["expense", w.expense.id],
    ]);
    const ids = new Set(res.body.items.map((i) => i.id));
    for (const id of [other.expense.id, other.timeOff.id, other.timesheet.id]) expect(ids.has(id)).toBe(false);

    const byKind = (kind: WaitingItem["kind"]) => res.body.items.find((i) => i.kind === kind)!;
    expect(byKind("expense")).toMatchObject({
      summary: "Train to Munich, 84.90 EUR",
      companyName: w.company.name,
      submittedAt: "2026-11-10T09:00:00.000Z",
      href: `/expenses/${w.expense.id}`,
    });
    expect(byKind("timeOff")).toMatchObject({ summary: "Holiday, 2–6 Nov 2026 (5 working days)", href: "/time-off" });
    expect(byKind("timesheet")).toMatchObject({ summary: "Timesheet November 2026" });
    expect(byKind("timesheet").href).toBe(`/timesheets?employeeId=${w.timesheet.employeeId}&month=2026-11`);

    const onlyExpenses = await list(await tokenFor(w.manager.id), "?kind=expense");
    expect(onlyExpenses.body.items.map((i) => i.id)).toEqual([w.expense.id]);
  });

  it("[TIME] pages by cursor through the same rows in the same order", async () => {
    const w = await world();
    const token = await tokenFor(w.manager.id);
    // Ties on the moment are ordered by kind, then id: all three at the same instant still page exactly.
    const at = new Date("2026-11-20T08:00:00Z");
    await db.expense.update({ where: { id: w.expense.id }, data: { createdAt: at } });
    await db.timeOffEntry.update({ where: { id: w.timeOff.id }, data: { createdAt: at } });
    await db.timesheet.update({ where: { id: w.timesheet.id }, data: { submittedDate: at } });
    const all = (await list(token)).body.items.map((i) => i.id);
    expect(all).toHaveLength(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: WaitingPage } = await list(
        token,
        `?pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      seen.push(res.body.items[0].id);
      cursor = res.body.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(all);

    const bad = await list(token, "?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { cursor: expect.any(Array) } });
  });

  it("[TIME] bulk approve approves each item through its use case; a foreign id fails alone with 404", async () => {
    const w = await world();
    const other = await world();
    const token = await tokenFor(w.manager.id);
    const res = await approve(token, [
      { kind: "timeOff", id: w.timeOff.id },
      { kind: "expense", id: other.expense.id },
      { kind: "expense", id: w.expense.id },
      { kind: "timesheet", id: w.timesheet.id },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { kind: "timeOff", id: w.timeOff.id, ok: true },
      { kind: "expense", id: other.expense.id, ok: false, status: 404, message: expect.any(String) },
      { kind: "expense", id: w.expense.id, ok: true },
      { kind: "timesheet", id: w.timesheet.id, ok: true },
    ]);

    expect((await db.timeOffEntry.findUniqueOrThrow({ where: { id: w.timeOff.id } })).status).toBe("APPROVED");
    expect((await db.expense.findUniqueOrThrow({ where: { id: w.expense.id } })).status).toBe("APPROVED");
    expect((await db.timesheet.findUniqueOrThrow({ where: { id: w.timesheet.id } })).status).toBe("APPROVED");
    expect((await db.expense.findUniqueOrThrow({ where: { id: other.expense.id } })).status).toBe("PENDING");
    for (const id of [w.timeOff.id, w.expense.id, w.timesheet.id]) {
      const history = await db.statusHistory.findMany({ where: { entityId: id, toStatus: "APPROVED" } });
      expect(history).toHaveLength(1);
      expect(history[0].actorId).toBe(w.manager.id);
    }
    expect((await list(token)).body.items).toEqual([]);

    // Approving again: each item is refused on its own (already decided), still a 200.
    const again = await approve(token, [{ kind: "expense", id: w.expense.id }]);
    expect(again.body.results).toEqual([
      { kind: "expense", id: w.expense.id, ok: false, status: 409, message: expect.any(String) },
    ]);
  });

  it("[TIME] an employee gets 403 on both routes", async () => {
    const w = await world();
    const token = await tokenFor(w.employeeUser.id);
    expect((await list(token)).status).toBe(403);
    expect((await approve(token, [{ kind: "expense", id: w.expense.id }])).status).toBe(403);
    expect((await db.expense.findUniqueOrThrow({ where: { id: w.expense.id } })).status).toBe("PENDING");
  });

  it("[TIME] a body of 101 items answers 400 naming the field", async () => {
    const w = await world();
    const items = Array.from({ length: 101 }, (_, i) => ({ kind: "expense", id: `no-such-${i}` }));
    const res = await approve(await tokenFor(w.manager.id), items);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { items: [expect.stringContaining("at most 100")] } });
  });
});
