/** @jest-environment node */
// The manager's 'Waiting for you' (/employees) against the real database: every count equals the length of the
// list it links to (the same services, filtered the same way), and another company's rows never count.
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { managerWaiting } from "@/lib/home/manager-waiting";
import { listApproverExpenses } from "@/lib/expenses/list-approver-expenses";
import { listCompanyTimesheets } from "@/lib/timesheets/list-timesheets";
import { listCompanyTimeOff } from "@/lib/time-off/list-time-off";
import { listSeats } from "@/lib/hiring/list-seats";
import { listEmployees } from "@/lib/employees/list-employees";
import { listCompanyInvoices } from "@/lib/finance/list-company-invoices";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createSeat } from "../../factories/seats";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;
const count = (w: { items: { key: string; count: number }[] }, key: string) =>
  w.items.find((i) => i.key === key)?.count ?? 0;

async function expense(companyId: string, employeeId: string, status: "PENDING" | "CHANGE_MADE" | "APPROVED") {
  await db.expense.create({
    data: {
      companyId,
      employeeId,
      title: `Taxi ${status}`,
      category: "DOMESTIC_TRAVEL",
      amount: "12.50",
      currency: "EUR",
      dateSpent: new Date("2026-10-05"),
      status,
    },
  });
}

async function world() {
  const company = await createCompany(db);
  const mgr = await createManager(db, { companyId: company.id, scopes: ["employees:*", "super-manager"] });
  const { employee } = await createEmployee(db, { companyId: company.id, managerId: mgr.manager.id });
  const { employee: hire } = await createEmployee(db, { companyId: company.id, onboardingStatus: "IN_PROGRESS" });
  await createEmployee(db, { companyId: company.id, onboardingStatus: "PENDING" });
  for (const s of ["PENDING", "PENDING", "CHANGE_MADE", "APPROVED"] as const) await expense(company.id, employee.id, s);
  await db.timesheet.createMany({
    data: [
      { employeeId: employee.id, yearMonth: "2026-09", status: "SUBMITTED", timesheetData: {} },
      { employeeId: hire.id, yearMonth: "2026-09", status: "SUBMITTED", timesheetData: {} },
      { employeeId: employee.id, yearMonth: "2026-10", status: "SUBMITTED", timesheetData: {} },
      { employeeId: hire.id, yearMonth: "2026-10", status: "EDITED", timesheetData: {} },
    ],
  });
  const leave = (status: "PENDING" | "APPROVED", start: string) => ({
    employeeId: employee.id,
    companyId: company.id,
    leaveType: "op_leave_holiday" as const,
    startDate: new Date(start),
    endDate: new Date(start),
    status,
  });
  await db.timeOffEntry.createMany({
    data: [leave("PENDING", "2026-11-02"), leave("PENDING", "2026-12-07"), leave("APPROVED", "2026-11-03")],
  });
  await createSeat(db, { companyId: company.id, sowStatus: "sow_awaiting_acceptance" });
  await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted" });
  await createSeat(db, { companyId: company.id, sowStatus: "sow_accepted" });
  await createSeat(db, { companyId: company.id, sowStatus: "sow_awaiting_proposal", seatStatus: "archived" });
  const item = (invoiceId: string, invoiceDate: string, paymentStatus: "payment_pending" | "payment_processed") => ({
    companyId: company.id,
    invoiceId,
    invoiceNumber: invoiceId,
    invoiceDate: new Date(invoiceDate),
    currency: "EUR",
    totalAmount: "100",
    paymentStatus,
  });
  const today = new Date().toISOString().slice(0, 10);
  await db.billingItem.createMany({
    data: [
      item(`INV-OLD-${company.id}`, "2020-01-01", "payment_pending"),
      item(`INV-NEW-${company.id}`, today, "payment_pending"),
      item(`INV-PAID-${company.id}`, "2020-02-01", "payment_processed"),
    ],
  });
  return { company, manager: await actorOf(mgr.user.id) };
}

describe("manager waiting", () => {
  it("counts what the linked lists show, in the manager's own company only", async () => {
    const { company, manager } = await world();
    await world(); // another company with the same rows: none of them count
    const waiting = await managerWaiting(manager);

    const expenses = async (status: "PENDING" | "CHANGE_MADE") =>
      (await listApproverExpenses(manager, company.id, { status: [status], view: "simplified", pageSize: 200 })).items
        .length;
    expect(count(waiting, "expenses-pending")).toBe(await expenses("PENDING"));
    expect(count(waiting, "expenses-pending")).toBe(2);
    expect(count(waiting, "expenses-change-made")).toBe(await expenses("CHANGE_MADE"));
    expect(waiting.items.find((i) => i.key === "expenses-pending")?.href).toBe("/expenses?status=PENDING");

    for (const month of ["2026-09", "2026-10"]) {
      const list = await listCompanyTimesheets(manager, company.id, { yearMonth: month, status: "SUBMITTED" });
      expect(count(waiting, `timesheets-${month}`)).toBe(list.items.length);
      expect(waiting.items.find((i) => i.key === `timesheets-${month}`)?.href).toBe(`/timesheets?month=${month}`);
    }
    expect(count(waiting, "timesheets-2026-09")).toBe(2);

    const timeOff = await listCompanyTimeOff(manager, company.id);
    const pendingTimeOff = [...timeOff.taken, ...timeOff.scheduled].filter((t) => t.status === "PENDING");
    expect(count(waiting, "time-off-pending")).toBe(pendingTimeOff.length);
    expect(count(waiting, "time-off-pending")).toBe(2);

    const seats = async (status: "sow:awaiting-acceptance" | "sow:accepted" | "sow:awaiting-proposal") =>
      (await listSeats(manager, company.id, { status, pageIndex: 0, pageSize: 50 })).totalCount;
    expect(count(waiting, "seats-awaiting-acceptance")).toBe(await seats("sow:awaiting-acceptance"));
    expect(count(waiting, "seats-accepted")).toBe(await seats("sow:accepted"));
    expect(count(waiting, "seats-accepted")).toBe(2);
    expect(count(waiting, "seats-awaiting-proposal")).toBe(0);

    for (const status of ["PENDING", "IN_PROGRESS"] as const) {
      const list = await listEmployees(manager, { onboardingStatus: status, pageSize: 100, searchBy: "employeeName" });
      const item = waiting.items.find((i) => i.key === `hires-${status.toLowerCase()}`);
      expect(item?.count).toBe(list.items.length);
      expect(item?.href).toBe(`/employees?onboardingStatus=${status}`);
      expect(item?.entries?.map((e) => e.key).sort()).toEqual(list.items.map((e) => e.id).sort());
      // Each hire names its next step (lib/employees/next-step.ts): these have no employer yet.
      expect(
        item?.entries?.every((e) => e.next === "Waiting for the admin: set the employer (LSP) and legal entity"),
      ).toBe(true);
    }

    const invoices = await listCompanyInvoices(manager, company.id, {
      sort: "status",
      dir: "asc",
      pageIndex: 0,
      pageSize: 100,
    });
    const byStatus = (s: string) => invoices.items.filter((i) => i.status === s).length;
    expect(count(waiting, "invoices-overdue")).toBe(byStatus("OVERDUE"));
    expect(count(waiting, "invoices-overdue")).toBe(1);
    expect(count(waiting, "invoices-open")).toBe(byStatus("OPEN"));
    expect(count(waiting, "invoices-open")).toBe(1);
    expect(waiting.items.every((i) => i.count > 0)).toBe(true);
  });

  it("says nothing is waiting for a company with nothing open", async () => {
    const company = await createCompany(db);
    const mgr = await createManager(db, { companyId: company.id });
    expect(await managerWaiting(await actorOf(mgr.user.id))).toEqual({ items: [], comingUp: [] });
  });
});
