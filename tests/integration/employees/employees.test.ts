/** @jest-environment node */
// Employee list and edit: the row rules per role and the field rules of spec 1 section 6.
import * as listRoute from "@/app/api/employees/paginated/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type Page = { items: { id: string; name: string }[]; nextCursor: string | null };

async function lspWithEmployee() {
  const lsp = await db.localServiceProvider.create({
    data: { name: `LSP ${Date.now()}${Math.random()}`, type: "EMPLOYER_OF_RECORD" },
  });
  const { employee } = await createEmployee(db, { lspId: lsp.id });
  const { user } = await createUser(db, { roles: ["lsp"], tenantId: lsp.id });
  return { lsp, employee, token: await tokenFor(user.id) };
}

describe("[EMPLOYEES] list", () => {
  it("a manager sees only the employees of their own company", async () => {
    const { companyId, user } = await createManager(db);
    const mine = await createEmployee(db, { companyId, lastName: "Mine" });
    const other = await createEmployee(db);
    const token = await tokenFor(user.id);
    const page = await call<Page>(listRoute.GET, { path: "/api/employees/paginated?pageSize=100", token });
    expect(page.status).toBe(200);
    const ids = page.body.items.map((i) => i.id);
    expect(ids).toContain(mine.employee.id);
    expect(ids).not.toContain(other.employee.id);
    expect(page.body.nextCursor).toBeNull();
    // A foreign company filter cannot widen the scope.
    const widened = await call<Page>(listRoute.GET, {
      path: `/api/employees/paginated?companyId=${other.employee.companyId}`,
      token,
    });
    expect(widened.body.items).toEqual([]);
  });

  it("an LSP user sees only its provider's employees; a foreign employee answers 404", async () => {
    const { employee, token } = await lspWithEmployee();
    const foreign = await createEmployee(db);
    const page = await call<Page>(listRoute.GET, { path: "/api/employees/paginated", token });
    expect(page.body.items.map((i) => i.id)).toEqual([employee.id]);
    const read = await call(employeeRoute.GET, {
      path: `/api/employees/${foreign.employee.id}`,
      params: { employeeId: foreign.employee.id },
      token,
    });
    expect(read.status).toBe(404);
  });

  it("searches names case-insensitively across first and last name, and pages on the server", async () => {
    const company = await createCompany(db);
    const { user } = await createManager(db, { companyId: company.id });
    await createEmployee(db, { companyId: company.id, firstName: "Zoë", lastName: "Quirke" });
    for (let i = 0; i < 3; i++)
      await createEmployee(db, { companyId: company.id, firstName: "Pat", lastName: `Paged ${i}` });
    const token = await tokenFor(user.id);
    const found = await call<Page>(listRoute.GET, { path: "/api/employees/paginated?searchValue=zoë%20QUIR", token });
    expect(found.body.items.map((i) => i.name)).toEqual(["Zoë Quirke"]);
    const first = await call<Page>(listRoute.GET, {
      path: "/api/employees/paginated?searchValue=paged&pageSize=2",
      token,
    });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call<Page>(listRoute.GET, {
      path: `/api/employees/paginated?searchValue=paged&pageSize=2&cursor=${first.body.nextCursor}`,
      token,
    });
    expect(second.body.items.map((i) => i.name)).toEqual(["Pat Paged 2"]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("a contractor may not list employees (403)", async () => {
    const { user } = await createUser(db, { roles: ["contractor"] });
    expect(
      (await call(listRoute.GET, { path: "/api/employees/paginated", token: await tokenFor(user.id) })).status,
    ).toBe(403);
  });
});

describe("[EMPLOYEES] edit", () => {
  it("an employee edits their own bank details; a manager of the company may not", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true });
    const own = await call(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { iban: "DE89370400440532013000" },
      token: await tokenFor(user!.id),
    });
    expect(own.status).toBe(200);
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).iban).toBe("DE89370400440532013000");

    const { user: manager } = await createManager(db, { companyId: employee.companyId });
    const refused = await call<{ message: string }>(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { iban: "GB00000000000000000000" },
      token: await tokenFor(manager.id),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("iban");
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).iban).toBe("DE89370400440532013000");
  });

  it("an employee may not change their own job title; their manager may, and the change is audited", async () => {
    // Still onboarding: the job title is fixed once an Active employee started (spec 1 section 4).
    const { employee, user } = await createEmployee(db, { withUser: true, onboardingStatus: "IN_PROGRESS" });
    const attempt = await call(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { jobTitle: "CEO" },
      token: await tokenFor(user!.id),
    });
    expect(attempt.status).toBe(403);
    const { user: manager } = await createManager(db, { companyId: employee.companyId });
    const ok = await call(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { jobTitle: "Staff Engineer" },
      token: await tokenFor(manager.id),
    });
    expect(ok.status).toBe(200);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: employee.id, action: "employee.update" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(manager.id);
    expect(audit.after).toEqual({ jobTitle: "Staff Engineer" });
  });

  it("answers the spec's validation messages", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true });
    const token = await tokenFor(user!.id);
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { phoneNumber: "+123", dateOfBirth: new Date().toISOString().slice(0, 10), gender: "Other" },
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      phoneNumber: ["Please enter a longer phone number"],
      dateOfBirth: ["Please enter a valid age, minimum age should be 16"],
      gender: ["Please select a gender"],
    });
    const noBank = await call<{ fieldErrors: Record<string, string[]> }>(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { iban: "", accountNumber: "" },
      token,
    });
    expect(noBank.status).toBe(400);
    expect(noBank.body.fieldErrors).toEqual({ accountNumber: ["Please enter Account number or Iban"] });
  });

  it("completing the required fields releases the employee's redirect gate", async () => {
    const { employee, user } = await createEmployee(db, {
      withUser: true,
      needsRequiredFieldsFilled: true,
      gender: null,
      dateOfBirth: null,
      citizenship: null,
      phoneNumber: null,
      privateAddressId: null,
    });
    const token = await tokenFor(user!.id);
    const partial = await call<{ needsRequiredFieldsFilled: boolean; missingFields: string[] }>(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: { gender: "Female", phoneNumber: "+4915112345678" },
      token,
    });
    expect(partial.body).toMatchObject({
      needsRequiredFieldsFilled: true,
      missingFields: ["dateOfBirth", "citizenship", "privateAddress"],
    });
    const done = await call<{ needsRequiredFieldsFilled: boolean }>(employeeRoute.PATCH, {
      method: "PATCH",
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      json: {
        dateOfBirth: "1990-04-02",
        citizenship: "DE",
        privateAddress: { addressLine1: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE" },
      },
      token,
    });
    expect(done.body.needsRequiredFieldsFilled).toBe(false);
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).needsRequiredFieldsFilled).toBe(false);
  });
});
