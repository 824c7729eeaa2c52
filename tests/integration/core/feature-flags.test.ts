/** @jest-environment node */
// Spec 1 section 9: the feature flags that change something on the server, through the real route wrapper and
// PostgreSQL, each with both values. isFeatureOn reads FEATURE_<NAME> at call time (no cache), so a test sets
// the variable around its calls and puts the previous value back.
import * as prefsRoute from "@/app/api/benefits/client/[clientId]/preferences/route";
import * as logsRoute from "@/app/api/payroll/invoice-logs/route";
import * as justificationRoute from "@/app/api/justification/route";
import * as justificationIdRoute from "@/app/api/justification/[id]/route";
import * as justificationByIds from "@/app/api/justification/by-gtn-ids/route";
import * as reportsRoute from "@/app/api/payroll-reports/companies/[companyId]/gross-to-net/route";
import * as regularRoute from "@/app/api/timesheets/regular-working-hours/[employeeId]/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { canChooseBenefits, CLIENT_SELECTION_OFF } from "@/lib/benefits/selection";
import { INITIAL_INVOICE_OFF, offeredInvoiceTypes } from "@/lib/finance/invoice-types";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";
import { createUser } from "../../factories/users";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

async function withFlag<T>(name: string, value: "true" | "false", run: () => Promise<T>): Promise<T> {
  const key = `FEATURE_${name}`;
  const before = process.env[key];
  process.env[key] = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[key];
    else process.env[key] = before;
  }
}

describe("[spec 1 §9] feature flags on the server", () => {
  it("[spec 1 §9] clientBenefitSelection: a manager chooses benefits only when on; staff always record the choice", async () => {
    await ensureCountry(db, "PT");
    await db.benefitCatalog.upsert({
      where: { countryCode: "PT" },
      create: { countryCode: "PT", isRequired: false },
      update: { isRequired: false },
    });
    const { user, companyId } = await createManager(db);
    const managerToken = await tokenFor(user.id);
    const admin = await createUser(db, { roles: ["admin"] });
    const adminToken = await tokenFor(admin.user.id);
    const post = (token: string, selectionStatus: string) =>
      call<ErrorBody & { selectionStatus?: string }>(prefsRoute.POST, {
        method: "POST",
        path: `/api/benefits/client/${companyId}/preferences`,
        params: { clientId: companyId },
        json: { countryCode: "PT", selectionStatus },
        token,
      });
    const manager = (await loadActor(user.id, null, "token"))!;
    const staff = (await loadActor(admin.user.id, null, "token"))!;

    await withFlag("CLIENT_BENEFIT_SELECTION", "false", async () => {
      const refused = await post(managerToken, "YES");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(CLIENT_SELECTION_OFF);
      expect(canChooseBenefits(manager)).toBe(false);
      expect(canChooseBenefits(staff)).toBe(true);
      expect((await post(adminToken, "NO")).status).toBe(200);
    });
    await withFlag("CLIENT_BENEFIT_SELECTION", "true", async () => {
      expect(canChooseBenefits(manager)).toBe(true);
      const chosen = await post(managerToken, "YES");
      expect(chosen.status).toBe(200);
      expect(chosen.body.selectionStatus).toBe("YES");
    });
    const stored = await db.clientBenefitPreference.findFirst({ where: { companyId, countryCode: "PT" } });
    expect(stored?.selectionStatus).toBe("YES");
  });

  it("[spec 1 §9] accountingSystemInitialInvoice: 'Setup fee only' and 'Deposit only' are filterable only when on", async () => {
    const token = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
    const filter = (invoiceTypes: string[]) =>
      call<ErrorBody & { items?: unknown[] }>(logsRoute.POST, {
        method: "POST",
        path: "/api/payroll/invoice-logs",
        json: { invoiceTypes },
        token,
      });
    await withFlag("ACCOUNTING_SYSTEM_INITIAL_INVOICE", "false", async () => {
      expect(offeredInvoiceTypes()).toEqual(["SETUP_FEE_AND_DEPOSIT", "INITIAL_SALARY_RETAINER"]);
      for (const type of ["SETUP_FEE_ONLY", "DEPOSIT_ONLY"]) {
        const refused = await filter([type]);
        expect(refused.status).toBe(422);
        expect(refused.body.fieldErrors?.invoiceTypes).toEqual([INITIAL_INVOICE_OFF]);
      }
      expect((await filter(["SETUP_FEE_AND_DEPOSIT", "INITIAL_SALARY_RETAINER"])).status).toBe(200);
    });
    await withFlag("ACCOUNTING_SYSTEM_INITIAL_INVOICE", "true", async () => {
      expect(offeredInvoiceTypes()).toEqual([
        "SETUP_FEE_AND_DEPOSIT",
        "INITIAL_SALARY_RETAINER",
        "SETUP_FEE_ONLY",
        "DEPOSIT_ONLY",
      ]);
      const allowed = await filter(["SETUP_FEE_ONLY", "DEPOSIT_ONLY"]);
      expect(allowed.status).toBe(200);
      expect(Array.isArray(allowed.body.items)).toBe(true);
    });
  });

  it("[spec 1 §9] payrollJustifications: the justification calls answer 404 when off and work when on", async () => {
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const gtnId = "flag-gtn-none";
    const list = () =>
      call<ErrorBody>(justificationRoute.GET, { path: `/api/justification?grossToNetId=${gtnId}`, token });
    const byIds = () =>
      call<ErrorBody>(justificationByIds.GET, { path: `/api/justification/by-gtn-ids?grossToNetIds=${gtnId}`, token });
    await withFlag("PAYROLL_JUSTIFICATIONS", "false", async () => {
      expect((await list()).status).toBe(404);
      expect((await byIds()).status).toBe(404);
      const save = await call(justificationRoute.POST, {
        method: "POST",
        path: "/api/justification",
        json: { grossToNetId: gtnId, employeeId: "W1", note: "late" },
        token,
      });
      expect(save.status).toBe(404);
      const remove = await call(justificationIdRoute.DELETE, {
        method: "DELETE",
        path: "/api/justification/flag-j-none",
        params: { id: "flag-j-none" },
        token,
      });
      expect(remove.status).toBe(404);
    });
    await withFlag("PAYROLL_JUSTIFICATIONS", "true", async () => {
      const on = await list();
      expect(on.status).toBe(200);
      expect(on.body).toEqual([]);
      expect((await byIds()).status).toBe(200);
    });
  });

  it("[spec 1 §9] payrollReportsTab: a manager's payroll reports answer 404 when off; staff still read them", async () => {
    const company = await createCompany(db, { enablePayrollReportsTab: true });
    const boss = await createManager(db, { companyId: company.id, scopes: ["super-manager"] });
    const managerToken = await tokenFor(boss.user.id);
    const adminToken = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const read = (token: string) =>
      call<ErrorBody>(reportsRoute.GET, {
        path: `/api/payroll-reports/companies/${company.id}/gross-to-net`,
        params: { companyId: company.id },
        token,
      });
    await withFlag("PAYROLL_REPORTS_TAB", "false", async () => {
      expect((await read(managerToken)).status).toBe(404);
      expect((await read(adminToken)).status).toBe(200);
    });
    await withFlag("PAYROLL_REPORTS_TAB", "true", async () => {
      expect((await read(managerToken)).status).toBe(200);
    });
  });

  it("[spec 1 §9] workingTimeTimesheets: regular working hours answer 404 when off and are saved when on", async () => {
    const company = await createCompany(db);
    const { employee, user } = await createEmployee(db, { companyId: company.id, countryCode: "ES", withUser: true });
    const token = await tokenFor(user!.id);
    const workingDays = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({
      dayOfWeek,
      isSelected: dayOfWeek >= 1 && dayOfWeek <= 5,
      startTime: "09:00",
      breakStartTime: "13:00",
      breakEndTime: "14:00",
      endTime: "18:00",
    }));
    const path = `/api/timesheets/regular-working-hours/${employee.id}`;
    const params = { employeeId: employee.id };
    const create = () =>
      call<ErrorBody>(regularRoute.POST, { method: "POST", path, params, token, json: { workingDays } });
    await withFlag("WORKING_TIME_TIMESHEETS", "false", async () => {
      expect((await create()).status).toBe(404);
      expect((await call(regularRoute.GET, { path, params, token })).status).toBe(404);
      expect(await db.regularWorkingHours.count({ where: { employeeId: employee.id } })).toBe(0);
    });
    await withFlag("WORKING_TIME_TIMESHEETS", "true", async () => {
      expect((await create()).status).toBe(201);
      expect((await call(regularRoute.GET, { path, params, token })).status).toBe(200);
    });
  });
});
