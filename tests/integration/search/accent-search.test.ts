/** @jest-environment node */
// Accent- and case-insensitive name search on every list route that searches names (spec 2 section 9):
// 'Jose' finds 'José', 'muller' finds 'Müller', 'MÜLLER' finds 'Muller', and tenancy still hides a foreign
// company's 'José'.
import * as employeesRoute from "@/app/api/employees/paginated/route";
import * as companyEmployeesRoute from "@/app/api/companies/[companyId]/employees/route";
import * as seatsRoute from "@/app/api/seats/company/[companyId]/route";
import * as companiesRoute from "@/app/api/companies/route";
import * as grossToNetRoute from "@/app/api/gross-to-net/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { listCompanies } from "@/lib/companies/service";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";
import { createSeat } from "../../factories/seats";
import { createPayrollFixture } from "../../factories/payroll";

const db = getDb();
// The factories below run in parallel; their shared country must exist first (its upsert races otherwise).
beforeAll(() => ensureCountry(db, "DE"));
type Page = { items: { id: string }[]; totalCount?: number; nextCursor?: string | null };

/** The three people of every case: José García, Anna Müller, Jan MULLER (no umlaut, upper case). */
const PEOPLE = [
  { firstName: "José", lastName: "García" },
  { firstName: "Anna", lastName: "Müller" },
  { firstName: "Jan", lastName: "MULLER" },
] as const;

async function managerOf(companyId: string) {
  const { user } = await createManager(db, { companyId, scopes: ["*"] });
  return tokenFor(user.id);
}

/** Runs the three searches through `list` and checks which of the named ids each one returns. */
async function expectAccentInsensitive(
  list: (term: string) => Promise<{ status: number; body: Page }>,
  ids: { jose: string; muller: string; upperMuller: string },
) {
  const found = async (term: string) => {
    const res = await list(term);
    expect(res.status).toBe(200);
    // Offset lists report the total; keyset lists (the employee list) say there is no next page.
    if ("nextCursor" in res.body) expect(res.body.nextCursor).toBeNull();
    else expect(res.body.totalCount).toBe(res.body.items.length);
    return res.body.items.map((i) => i.id);
  };
  expect(await found("Jose")).toEqual([ids.jose]);
  expect((await found("muller")).sort()).toEqual([ids.muller, ids.upperMuller].sort());
  expect((await found("MÜLLER")).sort()).toEqual([ids.muller, ids.upperMuller].sort());
  expect(await found("jose garcia")).toEqual([ids.jose]);
  expect(await found("anna muller")).toEqual([ids.muller]);
}

describe("[SEARCH] accent- and case-insensitive names on each list route", () => {
  it("GET /api/employees/paginated", async () => {
    const company = await createCompany(db);
    const token = await managerOf(company.id);
    const [jose, muller, upperMuller] = await Promise.all(
      PEOPLE.map(async (p) => (await createEmployee(db, { ...p, companyId: company.id })).employee.id),
    );
    const foreign = await createEmployee(db, { firstName: "José", lastName: "García" });
    const list = (term: string) =>
      call<Page>(employeesRoute.GET, {
        path: `/api/employees/paginated?searchValue=${encodeURIComponent(term)}`,
        token,
      });
    await expectAccentInsensitive(list, { jose, muller, upperMuller });
    expect((await list("José García")).body.items.map((i) => i.id)).not.toContain(foreign.employee.id);
    // An admin reaches every company: the same search finds both.
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const all = await call<Page>(employeesRoute.GET, {
      path: `/api/employees/paginated?pageSize=100&searchValue=${encodeURIComponent(`jose garcia`)}`,
      token: admin,
    });
    expect(all.body.items.map((i) => i.id)).toEqual(expect.arrayContaining([jose, foreign.employee.id]));
  });

  it("GET /api/companies/{companyId}/employees", async () => {
    const company = await createCompany(db);
    const token = await managerOf(company.id);
    const [jose, muller, upperMuller] = await Promise.all(
      PEOPLE.map(async (p) => (await createEmployee(db, { ...p, companyId: company.id })).employee.id),
    );
    const foreign = await createEmployee(db, { firstName: "José", lastName: "García" });
    const list = (term: string, companyId = company.id) =>
      call<Page>(companyEmployeesRoute.GET, {
        path: `/api/companies/${companyId}/employees?search=${encodeURIComponent(term)}`,
        params: { companyId },
        token,
      });
    await expectAccentInsensitive(list, { jose, muller, upperMuller });
    expect((await list("Jose")).body.items.map((i) => i.id)).not.toContain(foreign.employee.id);
    expect((await list("Jose", foreign.employee.companyId)).status).toBe(404);
  });

  it("GET /api/seats/company/{companyId} (pending employees)", async () => {
    const company = await createCompany(db);
    const token = await managerOf(company.id);
    const [jose, muller, upperMuller] = await Promise.all(
      PEOPLE.map(async (p) => (await createSeat(db, { ...p, companyId: company.id })).id),
    );
    const foreign = await createSeat(db, { firstName: "José", lastName: "García" });
    const list = (term: string, companyId = company.id) =>
      call<Page>(seatsRoute.GET, {
        path: `/api/seats/company/${companyId}?search=${encodeURIComponent(term)}`,
        params: { companyId },
        token,
      });
    await expectAccentInsensitive(list, { jose, muller, upperMuller });
    expect((await list("Jose")).body.items.map((i) => i.id)).not.toContain(foreign.id);
    expect((await list("Jose", foreign.companyId)).status).toBe(404);
  });

  it("GET /api/companies", async () => {
    // Company names carry a run-unique word so other suites' companies never match.
    const tag = `q${uniqueSuffix()}`;
    const [jose, muller, upperMuller] = await Promise.all(
      ["José García", "Müller", "MULLER"].map(async (name) => (await createCompany(db, { name: `${name} ${tag}` })).id),
    );
    const token = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const list = (term: string) =>
      call<Page>(companiesRoute.GET, { path: `/api/companies?search=${encodeURIComponent(`${term} ${tag}`)}`, token });
    const found = async (term: string) => (await list(term)).body.items.map((i) => i.id).sort();
    expect(await found("Jose")).toEqual([jose]);
    expect(await found("muller")).toEqual([muller, upperMuller].sort());
    expect(await found("MÜLLER")).toEqual([muller, upperMuller].sort());
    expect(await found("jose garcia")).toEqual([jose]);
    // Only roles that reach every company may list companies, so tenancy shows through the service: a
    // company-bound actor finds its own 'José' and not a foreign one.
    const { user } = await createManager(db, { companyId: jose });
    const manager = (await loadActor(user.id, null, "token"))!;
    const foreign = await createCompany(db, { name: `José García ${tag}` });
    const own = await listCompanies(manager, { search: `jose ${tag}`, pageIndex: 0, pageSize: 50 });
    expect(own.items.map((i) => i.id)).toEqual([jose]);
    const admin = await found("Jose");
    expect(admin).toEqual([jose, foreign.id].sort());
  });

  it("GET /api/gross-to-net?providerName= (legal entity and LSP names)", async () => {
    const fixture = await createPayrollFixture(db);
    await db.legalEntity.update({ where: { id: fixture.legalEntity.id }, data: { name: "Nómina José SL" } });
    const other = await createPayrollFixture(db);
    await db.localServiceProvider.update({ where: { id: other.lsp.id }, data: { name: "Müller Payroll GmbH" } });
    const file = (f: typeof fixture) =>
      db.grossToNetFile.create({
        data: {
          fileName: `register-${uniqueSuffix()}.csv`,
          country: f.country,
          payrollCycle: "CYCLE_1",
          payrollPeriod: f.period,
          processingStatus: "PUBLISHED",
          uploadStatus: "SUCCEEDED",
          workbookId: fixture.workbook.id,
          lspId: f.lsp.id,
          legalEntityId: f.legalEntity.id,
        },
      });
    const [jose, muller] = [await file(fixture), await file(other)];
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const found = async (term: string) => {
      const res = await call<Page>(grossToNetRoute.GET, {
        path: `/api/gross-to-net?workbookId=${fixture.workbook.id}&providerName=${encodeURIComponent(term)}`,
        token,
      });
      expect(res.status).toBe(200);
      return res.body.items.map((i) => i.id);
    };
    expect(await found("nomina jose")).toEqual([jose.id]);
    expect(await found("MULLER")).toEqual([muller.id]);
    expect(await found("müller payroll")).toEqual([muller.id]);
    expect(await found("nobody")).toEqual([]);
  });
});
