/** @jest-environment node */
// The employee's 'Waiting for you' (/profile) against the real database: contracts to sign, onboarding steps left,
// their expenses and time off by state (the counts equal their lists' rows), and the next cutoff date.
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { employeeWaiting } from "@/lib/home/employee-waiting";
import { listEmployeeExpenses } from "@/lib/expenses/list-employee-expenses";
import { listEmployeeTimeOff } from "@/lib/time-off/list-time-off";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { uniqueSuffix } from "../../factories/users";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;
const count = (w: { items: { key: string; count: number }[] }, key: string) =>
  w.items.find((i) => i.key === key)?.count ?? 0;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const day = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`);

async function world() {
  const company = await createCompany(db);
  const lsp = await db.localServiceProvider.create({ data: { name: `Home LSP ${uniqueSuffix()}` } });
  const { employee, user } = await createEmployee(db, {
    companyId: company.id,
    withUser: true,
    lspId: lsp.id,
    onboardingStatus: "IN_PROGRESS",
    firstPayDate: day(inDays(40)),
  });
  for (const [status, paid] of [
    ["PENDING", false],
    ["INFO_NEEDED", false],
    ["APPROVED", false],
    ["PAID", true],
  ] as const)
    await db.expense.create({
      data: {
        companyId: company.id,
        employeeId: employee.id,
        title: `Lunch ${status}`,
        category: "DOMESTIC_TRAVEL",
        amount: "20",
        currency: "EUR",
        dateSpent: new Date("2026-10-05"),
        status,
        paid,
      },
    });
  const leave = (status: "PENDING" | "DECLINED" | "APPROVED", start: Date) => ({
    employeeId: employee.id,
    companyId: company.id,
    leaveType: "op_leave_holiday" as const,
    startDate: day(start),
    endDate: day(start),
    status,
  });
  await db.timeOffEntry.createMany({
    data: [
      leave("PENDING", inDays(10)),
      leave("PENDING", inDays(50)),
      leave("DECLINED", inDays(20)),
      leave("PENDING", inDays(-30)), // over: not waiting any more
    ],
  });
  await db.contract.createMany({
    data: [
      { employeeId: employee.id, documentId: `doc-sign-${uniqueSuffix()}`, status: "approved" },
      { employeeId: employee.id, documentId: `doc-draft-${uniqueSuffix()}`, status: "draft", contractVersion: 2 },
    ],
  });
  await db.cutoffDate.createMany({
    data: [
      { lspId: lsp.id, countryCode: "DE", payrollPeriod: "209901", cutoffDate: day(inDays(12)) },
      { lspId: lsp.id, countryCode: "DE", payrollPeriod: "209902", cutoffDate: day(inDays(42)) },
    ],
  });
  return { employee, actor: await actorOf(user!.id) };
}

describe("employee waiting", () => {
  it("counts the employee's own waiting things as their lists show them", async () => {
    const { employee, actor } = await world();
    await world(); // a colleague elsewhere: never counted
    const waiting = await employeeWaiting(actor);

    const contracts = await listEmployeeContracts(actor, employee.id);
    const toSign = contracts.filter((c) => c.status === "approved");
    expect(count(waiting, "contracts-to-sign")).toBe(toSign.length);
    expect(waiting.items.find((i) => i.key === "contracts-to-sign")?.href).toBe(
      `/employees/${employee.id}/contracts/${toSign[0].documentId}`,
    );

    const { outstanding } = await listEmployeeExpenses(actor, employee.id);
    const of = (...s: string[]) => outstanding.filter((e) => s.includes(e.status)).length;
    expect(count(waiting, "expenses-info-needed")).toBe(of("INFO_NEEDED"));
    expect(count(waiting, "expenses-pending")).toBe(of("PENDING", "CHANGE_MADE"));
    expect(count(waiting, "expenses-approved")).toBe(of("APPROVED"));
    expect(count(waiting, "expenses-info-needed")).toBe(1);

    const timeOff = await listEmployeeTimeOff(actor, employee.id);
    const open = [...timeOff.taken, ...timeOff.scheduled].filter(
      (t) => t.endDate >= new Date().toISOString().slice(0, 10),
    );
    expect(count(waiting, "time-off-pending")).toBe(open.filter((t) => t.status === "PENDING").length);
    expect(count(waiting, "time-off-pending")).toBe(2);
    expect(count(waiting, "time-off-declined")).toBe(1);

    const steps = await db.onboardingStep.count();
    expect(count(waiting, "onboarding-steps")).toBe(steps);

    expect(waiting.comingUp.map((c) => c.key)).toEqual(["first-pay-date", "next-cutoff"]);
    expect(waiting.comingUp[1].text).toContain("January 2099");
  });

  it("says nothing is waiting for an active employee with nothing open", async () => {
    const company = await createCompany(db);
    const { user } = await createEmployee(db, { companyId: company.id, withUser: true });
    expect(await employeeWaiting(await actorOf(user!.id))).toEqual({ items: [], comingUp: [] });
  });

  it("names the newest payslip while its month is recent, and links to the pay page", async () => {
    const company = await createCompany(db);
    const { employee, user } = await createEmployee(db, { companyId: company.id, withUser: true });
    const now = new Date();
    const period = (monthsBack: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
      return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
    };
    const label = (monthsBack: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toLocaleString("en-US", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
    // Three months back is no longer news.
    await createPayReport(db, { period: period(3), employees: [{ employeeId: employee.id, salary: "3000" }] });
    expect((await employeeWaiting(await actorOf(user!.id))).comingUp).toEqual([]);
    await createPayReport(db, { period: period(1), employees: [{ employeeId: employee.id, salary: "3000" }] });
    expect((await employeeWaiting(await actorOf(user!.id))).comingUp).toEqual([
      { key: "payslip-ready", text: `Your payslip for ${label(1)} is ready`, href: "/pay" },
    ]);
  });
});
