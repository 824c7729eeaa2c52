/** @jest-environment node */
// PayReportCompanyTotal (migration 20261129130000_pay_report_company_totals): a pay report's totals per company and
// currency, kept by triggers. After every kind of write to the employee totals (insert, amount and employee
// updates, delete, the report's deletion, an employee moving company) the table equals the aggregate of the
// employee totals it stands for, and the /payroll-reports months read from it count each employee once.
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { getPayrollReportMonths } from "@/lib/payroll/company-reports/get-payroll-report-months";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();
const PERIOD = "203203";

type Summary = { grossToNetId: string; companyId: string; currency: string; employees: number; salary: string };

/** The table's rows for these reports, and what they must be: the aggregate of the employee totals. */
async function kept(reportIds: string[]) {
  const [table, truth] = await Promise.all([
    db.$queryRaw<Summary[]>`SELECT "grossToNetId", "companyId", currency, employees, salary::text AS salary
        FROM "PayReportCompanyTotal" WHERE "grossToNetId" = ANY(${reportIds}) ORDER BY 1, 2, 3`,
    db.$queryRaw<
      Summary[]
    >`SELECT t."grossToNetId", e."companyId", t.currency, count(DISTINCT t."employeeId")::int AS employees,
             sum(t.salary)::text AS salary
        FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
       WHERE t."grossToNetId" = ANY(${reportIds}) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ]);
  return { table, truth };
}

let a: { id: string };
let b: { id: string };
const people: Record<string, string> = {};

beforeAll(async () => {
  a = await createCompany(db, { enablePayrollReportsTab: true });
  b = await createCompany(db, { enablePayrollReportsTab: true });
  for (const [name, companyId] of [
    ["ann", a.id],
    ["bob", a.id],
    ["cid", b.id],
  ] as const)
    people[name] = (await createEmployee(db, { companyId })).employee.id;
});

it("holds each report's sums per company and currency through inserts, updates, moves and deletes", async () => {
  const report = await createPayReport(db, {
    period: PERIOD,
    employees: [
      { employeeId: people.ann, salary: "1000.5" },
      { employeeId: people.bob, salary: "2000", currency: "USD" },
      { employeeId: people.cid, salary: "3000" },
    ],
  });
  let state = await kept([report.id]);
  expect(state.table).toHaveLength(3);
  expect(state.table).toEqual(state.truth);
  expect(state.table.find((r) => r.companyId === a.id && r.currency === "EUR")?.salary).toBe("1000.5000");

  // An amount changes; then only a status changes (no recompute needed, still equal).
  await db.payReportEmployeeTotal.updateMany({
    where: { grossToNetId: report.id, employeeId: people.ann },
    data: { salary: "1500" },
  });
  await db.payReportEmployeeTotal.updateMany({ where: { grossToNetId: report.id }, data: { status: "REOPENED" } });
  state = await kept([report.id]);
  expect(state.table.find((r) => r.companyId === a.id && r.currency === "EUR")?.salary).toBe("1500.0000");
  expect(state.table).toEqual(state.truth);

  // Bob moves to company B: A's USD row goes, B gets one.
  await db.employee.update({ where: { id: people.bob }, data: { companyId: b.id } });
  state = await kept([report.id]);
  expect(state.table.map((r) => `${r.companyId === a.id ? "A" : "B"} ${r.currency}`)).toEqual(
    expect.arrayContaining(["A EUR", "B EUR", "B USD"]),
  );
  expect(state.table).toHaveLength(3);
  expect(state.table).toEqual(state.truth);
  await db.employee.update({ where: { id: people.bob }, data: { companyId: a.id } });

  // A row is unlinked from its employee, then deleted; then the whole report goes.
  await db.payReportEmployeeTotal.updateMany({
    where: { grossToNetId: report.id, employeeId: people.cid },
    data: { employeeId: null },
  });
  state = await kept([report.id]);
  expect(state.table.some((r) => r.companyId === b.id)).toBe(false);
  expect(state.table).toEqual(state.truth);
  await db.payReportEmployeeTotal.deleteMany({ where: { grossToNetId: report.id, employeeId: people.ann } });
  expect((await kept([report.id])).table).toEqual((await kept([report.id])).truth);
  await db.grossToNetFile.delete({ where: { id: report.id } });
  expect(await db.payReportCompanyTotal.count({ where: { grossToNetId: report.id } })).toBe(0);
});

it("two writers of one report at once both land, and the sums are the last state", async () => {
  const report = await createPayReport(db, {
    period: PERIOD,
    employees: [
      { employeeId: people.ann, salary: "10" },
      { employeeId: people.bob, salary: "20" },
    ],
  });
  await Promise.all(
    [people.ann, people.bob].map((employeeId, i) =>
      db.$transaction(async (tx) => {
        await tx.payReportEmployeeTotal.updateMany({
          where: { grossToNetId: report.id, employeeId },
          data: { salary: String(100 * (i + 1)) },
        });
        await new Promise((r) => setTimeout(r, 50));
      }),
    ),
  );
  const state = await kept([report.id]);
  expect(state.table).toEqual(state.truth);
  expect(state.table[0].salary).toBe("300.0000");
});

it("the months count an employee paid in two published reports of one month once, with both reports' sums", async () => {
  const boss = await createManager(db, { companyId: a.id, scopes: ["employees:*", "super-manager"] });
  const actor = (await loadActor(boss.user.id, null, "token"))!;
  const period = "203204";
  await createPayReport(db, { period, employees: [{ employeeId: people.ann, salary: "100" }] });
  await createPayReport(db, {
    period,
    cycle: "CYCLE_2",
    employees: [
      { employeeId: people.ann, salary: "50" },
      { employeeId: people.bob, salary: "70" },
    ],
  });
  await createPayReport(db, {
    period,
    status: "APPROVED",
    employees: [{ employeeId: people.bob, salary: "999" }],
  });
  const month = (await getPayrollReportMonths(actor, a.id)).find((m) => m.period === period)!;
  expect(month.missing).toBeNull();
  expect(month.currencies).toEqual([
    expect.objectContaining({ currency: "EUR", employees: 2, totals: expect.objectContaining({ salary: "220.00" }) }),
  ]);
});
