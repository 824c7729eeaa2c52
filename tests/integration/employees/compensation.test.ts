/** @jest-environment node */
// Salary changes (raises, promotions) and bonuses per payroll month on an employee's record: who reads and records
// them, tenancy (a foreign employee answers 404), the fields named on bad input, the audit trail, the record's
// salary following a change effective today or earlier, and bonuses only before their month's cutoff.
import { addDays, addMonths, format, subMonths } from "date-fns";
import { getDb } from "@/lib/db";
import * as salaryRoute from "@/app/api/employees/[employeeId]/salary-changes/route";
import * as bonusesRoute from "@/app/api/employees/[employeeId]/bonuses/route";
import * as bonusRoute from "@/app/api/employees/[employeeId]/bonuses/[bonusId]/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import type { Bonuses, BonusItem, SalaryHistory } from "@/lib/employees/compensation-schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
const day = (offset: number) => format(addDays(new Date(), offset), "yyyy-MM-dd");
const month = (offset: number) => format(addMonths(new Date(), offset), "yyyy-MM");

const post = <T = ErrorBody>(
  handler: typeof salaryRoute.POST,
  what: string,
  id: string,
  token: string,
  json: unknown,
) =>
  call<T & ErrorBody>(handler, {
    method: "POST",
    path: `/api/employees/${id}/${what}`,
    params: { employeeId: id },
    json,
    token,
  });
const get = <T>(handler: typeof salaryRoute.GET, what: string, id: string, token: string) =>
  call<T>(handler, { path: `/api/employees/${id}/${what}`, params: { employeeId: id }, token });
const removeBonus = (id: string, bonusId: string, token: string) =>
  call<ErrorBody>(bonusRoute.DELETE, {
    method: "DELETE",
    path: `/api/employees/${id}/bonuses/${bonusId}`,
    params: { employeeId: id, bonusId },
    token,
  });

async function world() {
  const { employee, user: self } = await createEmployee(db, { withUser: true });
  const { user: managerUser } = await createManager(db, { companyId: employee.companyId });
  const { user: foreignManager } = await createManager(db);
  const { user: viewOnlyManager } = await createManager(db, { companyId: employee.companyId, scopes: [] });
  const payroll = await createUser(db, { roles: ["admin", "payroll"] });
  const lsp = await createUser(db, { roles: ["lsp"] });
  return {
    employee,
    payrollAdminId: payroll.user.id,
    tokens: {
      payrollAdmin: await tokenFor(payroll.user.id),
      manager: await tokenFor(managerUser.id),
      foreignManager: await tokenFor(foreignManager.id),
      viewOnlyManager: await tokenFor(viewOnlyManager.id),
      self: await tokenFor(self!.id),
      lsp: await tokenFor(lsp.user.id),
    },
  };
}

describe("[EMPLOYEES] salary changes", () => {
  it("[EMPLOYEES] payroll admin records a raise effective today: the record's salary follows, audited", async () => {
    const w = await world();
    const res = await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.payrollAdmin, {
      amount: "72000",
      currency: "eur",
      effectiveDate: day(0),
      jobTitle: "Senior Software Engineer",
      note: "Promotion",
    });
    expect(res.status).toBe(200);
    const record = await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } });
    expect(record.annualBaseSalaryAmount?.toString()).toBe("72000");
    expect(record.annualBaseSalaryCurrency).toBe("EUR");
    expect(record.jobTitle).toBe("Senior Software Engineer");
    const history = await db.salaryHistory.findMany({ where: { employeeId: w.employee.id } });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ currency: "EUR", note: "Promotion", createdById: w.payrollAdminId });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: w.employee.id, action: "employee.salaryChange" },
    });
    expect(audit.before).toMatchObject({ annualBaseSalaryAmount: "60000", jobTitle: "Software Engineer" });
    expect(audit.after).toMatchObject({ amount: "72000", appliedToRecord: true });
  });

  it("[EMPLOYEES] a future raise is kept as scheduled; a backdated one older than the applied one leaves the record", async () => {
    const w = await world();
    const token = w.tokens.manager;
    const future = await post(salaryRoute.POST, "salary-changes", w.employee.id, token, {
      amount: "80000",
      currency: "EUR",
      effectiveDate: day(40),
    });
    expect(future.status).toBe(200);
    expect(
      (await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } })).annualBaseSalaryAmount?.toString(),
    ).toBe("60000");
    await post(salaryRoute.POST, "salary-changes", w.employee.id, token, {
      amount: "65000",
      currency: "EUR",
      effectiveDate: day(-10),
    });
    await post(salaryRoute.POST, "salary-changes", w.employee.id, token, {
      amount: "62000",
      currency: "EUR",
      effectiveDate: day(-100),
    });
    expect(
      (await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } })).annualBaseSalaryAmount?.toString(),
    ).toBe("65000");
    const list = await get<SalaryHistory>(salaryRoute.GET, "salary-changes", w.employee.id, w.tokens.self);
    expect(list.status).toBe(200);
    expect(list.body.canRecord).toBe(false);
    expect(list.body.items.map((i) => [i.amount, i.scheduled])).toEqual([
      ["80000", true],
      ["65000", false],
      ["62000", false],
    ]);
    // A promotion's title takes effect at once: not with a future date.
    const title = await post(salaryRoute.POST, "salary-changes", w.employee.id, token, {
      amount: "90000",
      currency: "EUR",
      effectiveDate: day(30),
      jobTitle: "Lead",
    });
    expect(title.status).toBe(400);
    expect(Object.keys(title.body.fieldErrors ?? {})).toEqual(["jobTitle"]);
  });

  it("[EMPLOYEES] bad input names the field; managers pay in the country's currency; tenancy and roles", async () => {
    const w = await world();
    const bad = await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.payrollAdmin, {
      amount: "-5",
      currency: "EUR",
      effectiveDate: "2026-02-31x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(["amount", "effectiveDate"]);
    const usd = await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.manager, {
      amount: "70000",
      currency: "USD",
      effectiveDate: day(0),
    });
    expect(usd.status).toBe(400);
    expect(Object.keys(usd.body.fieldErrors ?? {})).toEqual(["currency"]);
    const valid = { amount: "70000", currency: "EUR", effectiveDate: day(0) };
    expect((await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.foreignManager, valid)).status).toBe(
      404,
    );
    expect((await get(salaryRoute.GET, "salary-changes", w.employee.id, w.tokens.foreignManager)).status).toBe(404);
    expect(
      (await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.viewOnlyManager, valid)).status,
    ).toBe(403);
    expect((await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.self, valid)).status).toBe(403);
    expect((await get(salaryRoute.GET, "salary-changes", w.employee.id, w.tokens.lsp)).status).toBe(403);
    expect(await db.salaryHistory.count({ where: { employeeId: w.employee.id } })).toBe(0);
    // Not for an employee still in onboarding.
    await db.employee.update({ where: { id: w.employee.id }, data: { onboardingStatus: "IN_PROGRESS" } });
    expect((await post(salaryRoute.POST, "salary-changes", w.employee.id, w.tokens.payrollAdmin, valid)).status).toBe(
      409,
    );
  });
});

describe("[EMPLOYEES] bonuses", () => {
  it("[EMPLOYEES] payroll admin records a 13th month bonus before the cutoff, lists it and removes it, audited", async () => {
    const w = await world();
    const res = await post<BonusItem>(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.payrollAdmin, {
      kind: "THIRTEENTH_MONTH",
      amount: "5000",
      currency: "EUR",
      payrollPeriod: month(2),
      note: "Contractual",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "THIRTEENTH_MONTH", payrollPeriod: month(2).replace("-", "") });
    const list = await get<Bonuses>(bonusesRoute.GET, "bonuses", w.employee.id, w.tokens.manager);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ canDelete: true, cutoffDate: `${month(2)}-05` });
    expect(await db.auditEvent.count({ where: { entityId: res.body.id, action: "employee.bonus.create" } })).toBe(1);
    expect((await removeBonus(w.employee.id, res.body.id, w.tokens.payrollAdmin)).status).toBe(200);
    expect(await db.employeeBonus.count({ where: { employeeId: w.employee.id } })).toBe(0);
    expect(await db.auditEvent.count({ where: { entityId: res.body.id, action: "employee.bonus.delete" } })).toBe(1);
  });

  it("[EMPLOYEES] a month whose cutoff passed is refused (field named), and its bonus cannot be removed", async () => {
    const w = await world();
    const late = await post(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.payrollAdmin, {
      kind: "ONE_OFF",
      amount: "300",
      currency: "EUR",
      payrollPeriod: format(subMonths(new Date(), 2), "yyyy-MM"),
    });
    expect(late.status).toBe(400);
    expect(Object.keys(late.body.fieldErrors ?? {})).toEqual(["payrollPeriod"]);
    const bad = await post(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.payrollAdmin, {
      kind: "SIGNING",
      amount: "x",
      currency: "EUR",
      payrollPeriod: "2026-13",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(["amount", "kind", "payrollPeriod"]);
    // A bonus of a past month (recorded before its cutoff, say) stays.
    const old = await db.employeeBonus.create({
      data: { employeeId: w.employee.id, kind: "SCHEDULED", amount: "100", currency: "EUR", payrollPeriod: "202001" },
    });
    expect((await removeBonus(w.employee.id, old.id, w.tokens.payrollAdmin)).status).toBe(409);
    const list = await get<Bonuses>(bonusesRoute.GET, "bonuses", w.employee.id, w.tokens.payrollAdmin);
    expect(list.body.items[0]).toMatchObject({ id: old.id, canDelete: false });
  });

  it("[EMPLOYEES] tenancy and roles: a foreign manager 404, the employee reads only, an LSP user 403", async () => {
    const w = await world();
    const valid = { kind: "ONE_OFF", amount: "300", currency: "EUR", payrollPeriod: month(3) };
    expect((await post(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.foreignManager, valid)).status).toBe(404);
    expect((await post(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.self, valid)).status).toBe(403);
    expect((await get(bonusesRoute.GET, "bonuses", w.employee.id, w.tokens.lsp)).status).toBe(403);
    const own = await get<Bonuses>(bonusesRoute.GET, "bonuses", w.employee.id, w.tokens.self);
    expect(own.status).toBe(200);
    expect(own.body.canRecord).toBe(false);
    const created = await post<BonusItem>(bonusesRoute.POST, "bonuses", w.employee.id, w.tokens.manager, valid);
    expect(created.status).toBe(200);
    expect((await removeBonus(w.employee.id, created.body.id, w.tokens.foreignManager)).status).toBe(404);
    const other = await createEmployee(db, { companyId: w.employee.companyId });
    expect((await removeBonus(other.employee.id, created.body.id, w.tokens.manager)).status).toBe(404);
  });
});

describe("[EMPLOYEES] bank details change stamp", () => {
  it("[EMPLOYEES] the employee's own bank change stamps when and by whom; an unchanged IBAN does not", async () => {
    const w = await world();
    const self = await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } });
    const patch = (json: unknown) =>
      call(employeeRoute.PATCH, {
        method: "PATCH",
        path: `/api/employees/${w.employee.id}`,
        params: { employeeId: w.employee.id },
        json,
        token: w.tokens.self,
      });
    expect((await patch({ iban: "DE89370400440532013000" })).status).toBe(200);
    const changed = await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } });
    expect(changed.bankDetailsChangedAt).toBeInstanceOf(Date);
    expect(changed.bankDetailsChangedById).toBe(self.userId);
    await db.employee.update({ where: { id: w.employee.id }, data: { bankDetailsChangedAt: null } });
    expect((await patch({ iban: "DE89370400440532013000", phoneNumber: "+4915100000001" })).status).toBe(200);
    expect((await db.employee.findUniqueOrThrow({ where: { id: w.employee.id } })).bankDetailsChangedAt).toBeNull();
  });
});
