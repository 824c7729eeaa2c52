/** @jest-environment node */
// Payroll report CSVs for managers through the real route wrapper and PostgreSQL (spec 2 sections 2, 6, 7):
// who gets which rows (payroll scope vs direct reports), tenancy 404s, the company's tab flag, published
// reports only, the CSV's header, quoting, amounts and line ends, and period validation.
import { parse } from "csv-parse/sync";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import * as listRoute from "@/app/api/payroll-reports/companies/[companyId]/gross-to-net/route";
import * as csvRoute from "@/app/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]/route";
import { CSV_HEADER } from "@/lib/payroll/company-reports/schema";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";
import { createPayReport } from "../../factories/payroll-reports";
import { loadActor } from "@/lib/auth/session";
import { listPayrollReportPeriods } from "@/lib/payroll/company-reports/list-payroll-report-periods";
import { getPeriodTotals } from "@/lib/payroll/company-reports/get-period-totals";
import { getPayrollReportMonths } from "@/lib/payroll/company-reports/get-payroll-report-months";
import { chartTotalsOf } from "@/lib/payroll/company-reports/report-months";

const db = getDb();
const PERIOD = "203011";

let acme: { id: string; name: string };
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  acme = await createCompany(db, { name: "Acme Reports, Inc.", enablePayrollReportsTab: true });
  const other = await createCompany(db, { enablePayrollReportsTab: true });
  const flagOff = await createCompany(db, { enablePayrollReportsTab: false });
  ids.flagOff = flagOff.id;

  const boss = await createManager(db, { companyId: acme.id, scopes: ["employees:*", "super-manager"] });
  const plain = await createManager(db, { companyId: acme.id, scopes: ["employees:*"] });
  const payrollScoped = await createManager(db, { companyId: acme.id, scopes: ["employees:*", "payroll:*"] });
  const foreign = await createManager(db, { companyId: other.id, scopes: ["super-manager"] });
  const flagOffBoss = await createManager(db, { companyId: flagOff.id, scopes: ["super-manager"] });
  tokens.boss = await tokenFor(boss.user.id);
  ids.bossUser = boss.user.id;
  ids.plainUser = plain.user.id;
  tokens.plain = await tokenFor(plain.user.id);
  tokens.payrollScoped = await tokenFor(payrollScoped.user.id);
  tokens.foreign = await tokenFor(foreign.user.id);
  tokens.flagOffBoss = await tokenFor(flagOffBoss.user.id);
  tokens.payrollAdmin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  tokens.admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
  tokens.employee = await tokenFor((await createUser(db, { roles: ["employee"], tenantId: acme.id })).user.id);

  // Ann's name needs RFC 4180 quoting (comma and quotes); Dan is the plain manager's direct report.
  const ann = (await createEmployee(db, { companyId: acme.id, firstName: 'Ann "Annie"', lastName: "Zed, Jr." }))
    .employee;
  const dan = await createEmployee(db, { companyId: acme.id, firstName: "Dan", lastName: "Direct", withUser: true });
  const jun = (await createEmployee(db, { companyId: acme.id, firstName: "=Jun", lastName: "Kato", countryCode: "JP" }))
    .employee;
  const outsider = (await createEmployee(db, { companyId: other.id, firstName: "Olga", lastName: "Other" })).employee;
  const offEmployee = (await createEmployee(db, { companyId: flagOff.id })).employee;
  ids.ann = ann.id;
  ids.dan = dan.employee.id;
  ids.jun = jun.id;
  await db.userAssociation.create({ data: { userId: plain.user.id, associatedUserId: dan.user!.id } });

  await createPayReport(db, {
    period: PERIOD,
    employees: [
      {
        employeeId: ann.id,
        salary: "3000.005",
        allowance: "100",
        variablePay: "50.5",
        expenses: "20",
        pensionContribution: "30",
        benefitContribution: "40",
        socialCosts: "500",
        eeDeductions: "700",
        erContribution: "570",
      },
      { employeeId: dan.employee.id, salary: "2000", erContribution: "100" },
      { employeeId: outsider.id, salary: "9999" },
    ],
  });
  await createPayReport(db, {
    period: PERIOD,
    country: "GB",
    cycle: "OFF_CYCLE",
    employees: [{ employeeId: dan.employee.id, currency: "GBP", variablePay: "250" }],
  });
  await createPayReport(db, {
    period: PERIOD,
    country: "JP",
    employees: [{ employeeId: jun.id, currency: "JPY", salary: "400000.6", erContribution: "60000" }],
  });
  // Not published: never in a report, neither as rows nor as a period.
  await createPayReport(db, {
    period: PERIOD,
    status: "SPECIALIST_APPROVED",
    employees: [{ employeeId: ann.id, salary: "123456" }],
  });
  await createPayReport(db, { period: "203012", status: "PRE_PUBLISH_QUERY", employees: [{ employeeId: ann.id }] });
  await createPayReport(db, { period: "203008", employees: [{ employeeId: ann.id, salary: "1" }] });
  await createPayReport(db, { period: "203010", employees: [{ employeeId: offEmployee.id, salary: "1" }] });
});

const list = (token: string, companyId = acme.id) =>
  call<{ payrollReports: string[] }>(listRoute.GET, {
    path: `/api/payroll-reports/companies/${companyId}/gross-to-net`,
    params: { companyId },
    token,
  });

async function csv(token: string, companyId = acme.id, payrollPeriod = PERIOD) {
  const res = await call<string>(csvRoute.GET, {
    path: `/api/payroll-reports/companies/${companyId}/gross-to-net/${payrollPeriod}`,
    params: { companyId, payrollPeriod },
    token,
  });
  const text = typeof res.body === "string" ? res.body : "";
  const records: string[][] = res.status === 200 ? parse(text, { bom: true }) : [];
  return { ...res, text, header: records[0], rows: records.slice(1) };
}

describe("[PAYROLL-REPORTS] list of periods", () => {
  it("a super manager sees the periods with published reports for the company, newest first", async () => {
    const res = await list(tokens.boss);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ payrollReports: [PERIOD, "203008"] });
  });

  it("a manager without the payroll scope sees only periods with their direct reports' rows", async () => {
    const res = await list(tokens.plain);
    expect(res.status).toBe(200);
    expect(res.body.payrollReports).toEqual([PERIOD]);
  });
});

describe("[PAYROLL-REPORTS] CSV", () => {
  it("a super manager gets every employee row of the period's published reports, with a stable header and RFC 4180 quoting", async () => {
    const res = await csv(tokens.boss);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="payroll-report_Acme-Reports-Inc_${PERIOD}.csv"`,
    );
    expect(res.header).toEqual([...CSV_HEADER]);
    expect(res.text.split("\r\n")).toHaveLength(res.rows.length + 2); // CRLF after every record, header included
    expect(res.text.replace(/\r\n/g, "")).not.toContain("\n");
    // Sorted by last name: Direct (DE cycle 1, GB off-cycle), Kato, Zed.
    expect(res.rows.map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      ["Dan Direct", ids.dan, "DE", "Cycle 1", "EUR"],
      ["Dan Direct", ids.dan, "GB", "Off-cycle", "GBP"],
      ["'=Jun Kato", ids.jun, "JP", "Cycle 1", "JPY"],
      ['Ann "Annie" Zed, Jr.', ids.ann, "DE", "Cycle 1", "EUR"],
    ]);
    expect(res.text).toContain(`"Ann ""Annie"" Zed, Jr.",${ids.ann},DE,Cycle 1,EUR,`);
    // Category totals in spec order, currency decimals, total pay = salary + expenses + allowance + variable + ER.
    expect(res.rows[3].slice(5)).toEqual([
      "3000.01",
      "100.00",
      "50.50",
      "20.00",
      "30.00",
      "40.00",
      "500.00",
      "3740.51",
    ]);
    expect(res.rows[0].slice(5)).toEqual(["2000.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "2100.00"]);
    expect(res.rows[2].slice(5)).toEqual(["400001", "0", "0", "0", "0", "0", "0", "460001"]);
    expect(res.text).not.toContain("123456"); // the unpublished report
    expect(res.text).not.toContain("Olga"); // another company's employee in the same report
  });

  it("a manager with the payroll scope gets all company rows; without it only their direct reports' rows", async () => {
    expect((await csv(tokens.payrollScoped)).rows).toHaveLength(4);
    const plain = await csv(tokens.plain);
    expect(plain.status).toBe(200);
    expect(plain.header).toEqual([...CSV_HEADER]);
    expect(plain.rows.map((r) => [r[1], r[2]])).toEqual([
      [ids.dan, "DE"],
      [ids.dan, "GB"],
    ]);
  });

  it("the bytes start with a UTF-8 BOM (spreadsheets then read accented names right)", async () => {
    const req = new NextRequest(
      new URL(`http://localhost/api/payroll-reports/companies/${acme.id}/gross-to-net/${PERIOD}`),
      {
        headers: { authorization: `Bearer ${tokens.boss}` },
      },
    );
    const res = await csvRoute.GET(req, { params: Promise.resolve({ companyId: acme.id, payrollPeriod: PERIOD }) });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3, 3 + CSV_HEADER[0].length).toString()).toBe(CSV_HEADER[0]);
  });

  it("a reader that goes away mid-file closes the report's database connection", async () => {
    // 20k rows (~2.5 MB): far more than the stream buffers, so the COPY is still running after the first chunk.
    const big = await createCompany(db, { enablePayrollReportsTab: true });
    await db.$executeRaw`INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "updatedAt")
      SELECT ${big.id} || '-e' || i, ${big.id}, 'DE', 'First' || i, 'Last' || i, now() FROM generate_series(1, 20000) AS i`;
    const file = await createPayReport(db, { period: PERIOD, employees: [] });
    await db.$executeRaw`INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", currency, salary, status, "updatedAt")
      SELECT ${file.id} || '-' || i, ${file.id}, 'R' || i, ${big.id} || '-e' || i, 'EUR', 1000 + i, 'PUBLISHED', now()
        FROM generate_series(1, 20000) AS i`;
    const { streamPayrollReportCsv, APPLICATION_NAME } =
      await import("@/lib/payroll/company-reports/stream-payroll-report-csv");
    const { actorFromRequest } = await import("@/lib/auth/session");
    const actor = await actorFromRequest(
      new NextRequest("http://localhost/", { headers: { authorization: `Bearer ${tokens.payrollAdmin}` } }),
    );
    // This report's connection only: other files of the suite stream payroll reports at the same time (on other
    // Jest workers' databases), so the connection is this database's one that appeared when this stream started.
    const pids = async () =>
      (
        await db.$queryRaw<
          { pid: number }[]
        >`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${APPLICATION_NAME}`
      ).map((r) => r.pid);
    const before = new Set(await pids());
    const { stream } = await streamPayrollReportCsv(actor!, big.id, PERIOD);
    await new Promise((resolve) => stream.once("data", resolve));
    stream.pause();
    const ours = (await pids()).filter((pid) => !before.has(pid));
    expect(ours).toHaveLength(1);
    const open = async () => (await pids()).filter((pid) => ours.includes(pid)).length;
    stream.destroy();
    // Closing is asynchronous: allow a loaded machine (the whole suite runs in parallel) up to 10 s.
    for (let i = 0; i < 500 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await open()).toBe(0);
  });

  it("a period with no published report gives the header only", async () => {
    const res = await csv(tokens.boss, acme.id, "203012");
    expect(res.status).toBe(200);
    expect(res.header).toEqual([...CSV_HEADER]);
    expect(res.rows).toEqual([]);
  });

  it("payroll admins read any company, even with the tab off; other admins and employees are refused", async () => {
    expect((await csv(tokens.payrollAdmin)).rows).toHaveLength(4);
    expect((await list(tokens.payrollAdmin, ids.flagOff)).body.payrollReports).toEqual(["203010"]);
    expect((await csv(tokens.admin)).status).toBe(403);
    expect((await list(tokens.employee)).status).toBe(403);
  });
});

describe("[PAYROLL-REPORTS] tenancy, flag and bad input", () => {
  it("a manager of another company gets 404, for the list and the CSV", async () => {
    expect((await list(tokens.foreign)).status).toBe(404);
    const res = await csv(tokens.foreign);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("Zed");
  });

  it("with the company's payroll reports tab off, its own managers get 404", async () => {
    expect((await list(tokens.flagOffBoss, ids.flagOff)).status).toBe(404);
    expect((await csv(tokens.flagOffBoss, ids.flagOff, "203010")).status).toBe(404);
  });

  it("an unknown company is 404 even for payroll admins", async () => {
    expect((await list(tokens.payrollAdmin, "no-such-company")).status).toBe(404);
  });

  it.each(["2030-11", "203013", "203000", "20301", "abcdef"])("period %s is a 400 naming payrollPeriod", async (p) => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(csvRoute.GET, {
      path: `/api/payroll-reports/companies/${acme.id}/gross-to-net/${p}`,
      params: { companyId: acme.id, payrollPeriod: p },
      token: tokens.boss,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.payrollPeriod[0]).toMatch(/yyyyMM/);
  });
});

describe("[PAYROLL-REPORTS] chart totals", () => {
  it("a super manager's chart sums each category per published period and currency", async () => {
    const actor = (await loadActor(ids.bossUser, null, "token"))!;
    const totals = await getPeriodTotals(actor, acme.id, await listPayrollReportPeriods(actor, acme.id));
    const eur = totals.find((t) => t.period === PERIOD && t.currency === "EUR")!;
    // Ann and Dan (the outsider and the unpublished report are left out).
    expect(eur.totals.salary).toBe("5000.01");
    expect(eur.totals.socialCosts).toBe("500.00");
    expect(eur.totals.total).toBe("5840.51");
    expect(totals.find((t) => t.period === PERIOD && t.currency === "JPY")!.totals.total).toBe("460001");
    expect(totals.map((t) => t.period)).not.toContain("203012");
    expect(totals.filter((t) => t.period === "203008")).toHaveLength(1);
  });

  it("a manager without the payroll scope charts only their direct reports", async () => {
    const actor = (await loadActor(ids.plainUser, null, "token"))!;
    const totals = await getPeriodTotals(actor, acme.id, [PERIOD]);
    expect(totals.find((t) => t.currency === "EUR")!.totals.salary).toBe("2000.00");
  });
});

describe("[PAYROLL-REPORTS] months with totals and reasons", () => {
  it("a super manager: every month from the newest to the oldest, each with its totals or why it has none", async () => {
    const actor = (await loadActor(ids.bossUser, null, "token"))!;
    const months = await getPayrollReportMonths(actor, acme.id);
    expect(months.map((m) => [m.period, m.missing])).toEqual([
      ["203012", "NOT_PUBLISHED"],
      [PERIOD, null],
      ["203010", "NO_PAYROLL"],
      ["203009", "NO_PAYROLL"],
      ["203008", null],
    ]);
    // The downloadable months are exactly the list route's.
    expect(months.filter((m) => !m.missing).map((m) => m.period)).toEqual(
      await listPayrollReportPeriods(actor, acme.id),
    );
    const nov = months.find((m) => m.period === PERIOD)!;
    expect(nov.currencies.map((c) => [c.currency, c.employees, c.totals.total])).toEqual([
      ["EUR", 2, "5840.51"],
      ["GBP", 1, "250.00"],
      ["JPY", 1, "460001"],
    ]);
  });

  it("a manager without the payroll scope: a month the company published without their reports says so", async () => {
    const actor = (await loadActor(ids.plainUser, null, "token"))!;
    const months = await getPayrollReportMonths(actor, acme.id);
    expect(months.map((m) => [m.period, m.missing])).toEqual([
      ["203012", "NOT_PUBLISHED"],
      [PERIOD, null],
      ["203010", "NO_PAYROLL"],
      ["203009", "NO_PAYROLL"],
      ["203008", "NOT_YOURS"],
    ]);
    expect(months.find((m) => m.period === PERIOD)!.currencies.map((c) => c.totals.salary)).toEqual([
      "2000.00",
      "0.00",
    ]);
  });

  it("the list's totals are the chart's, and agree with the separate totals query", async () => {
    const actor = (await loadActor(ids.bossUser, null, "token"))!;
    const months = await getPayrollReportMonths(actor, acme.id);
    const listed = months.flatMap((m) =>
      m.currencies.map((c) => ({ period: m.period, currency: c.currency, totals: c.totals })),
    );
    const chart = chartTotalsOf(months);
    // EUR has two published months: charted with the list's figures; GBP and JPY have one (no line).
    expect(chart).toEqual(listed.filter((p) => p.currency === "EUR").reverse());
    const separate = await getPeriodTotals(actor, acme.id, await listPayrollReportPeriods(actor, acme.id));
    expect(separate.map((p) => [p.period, p.currency, p.totals]).sort()).toEqual(
      listed.map((p) => [p.period, p.currency, p.totals]).sort(),
    );
  });
});
