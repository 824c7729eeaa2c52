/** @jest-environment node */
// Companies routes through the real wrapper and PostgreSQL: list/search/paging, detail with the
// own-company rule (foreign id 404), the edit rules per role, the needs-review welcome save, and 422 in read-only mode.
import * as listRoute from "@/app/api/companies/route";
import * as companyRoute from "@/app/api/companies/[companyId]/route";
import * as productsRoute from "@/app/api/companies/[companyId]/available-products/route";
import * as employeesRoute from "@/app/api/companies/[companyId]/employees/route";
import * as flagsRoute from "@/app/api/reporting-flags/companies/[companyId]/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createInvoiceDue } from "../../factories/invoices";

const db = getDb();
type Body = { message: string; code: string; fieldErrors?: Record<string, string[]> };

async function adminToken(roles: string[] = ["admin"]) {
  const { user } = await createUser(db, { roles });
  return tokenFor(user.id);
}

afterEach(() => {
  delete process.env.READ_ONLY;
  delete process.env.FEATURE_MANAGER_PERMISSIONS_UI;
});

describe("[COMPANIES] client list", () => {
  it("admin searches companies by name, paged on the server", async () => {
    const tag = `Zeta${uniqueSuffix()}`;
    for (const n of [1, 2, 3]) await createCompany(db, { name: `${tag} Client ${n}` });
    const token = await adminToken();
    const page = await call<{ items: { name: string; countryName: string }[]; totalCount: number; pageSize: number }>(
      listRoute.GET,
      {
        path: `/api/companies?search=${tag.toLowerCase()}&pageSize=2&pageIndex=0`,
        token,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(3);
    expect(page.body.items.map((i) => i.name)).toEqual([`${tag} Client 1`, `${tag} Client 2`]);
    expect(page.body.items[0].countryName).toBe("Germany");
    const second = await call<{ items: unknown[] }>(listRoute.GET, {
      path: `/api/companies?search=${tag}&pageSize=2&pageIndex=1`,
      token,
    });
    expect(second.body.items).toHaveLength(1);
  });

  it("managers and employees may not list companies (403); anonymous 401", async () => {
    const { user } = await createManager(db);
    expect((await call(listRoute.GET, { path: "/api/companies", token: await tokenFor(user.id) })).status).toBe(403);
    expect((await call(listRoute.GET, { path: "/api/companies" })).status).toBe(401);
  });

  it("CS admin creates a company with a manager; a duplicate manager e-mail answers 409 and nothing is saved", async () => {
    const token = await adminToken(["admin", "customer-success"]);
    const email = `owner-${uniqueSuffix()}@client.example`;
    const made = await call<{ id: string }>(listRoute.POST, {
      method: "POST",
      path: "/api/companies",
      token,
      json: {
        name: "Created Co",
        fxConversionPercent: 1.5,
        managers: [{ firstName: "Olga", lastName: "Owner", email }],
      },
    });
    expect(made.status).toBe(201);
    const manager = await db.manager.findFirstOrThrow({
      where: { companyId: made.body.id },
      include: { user: { include: { roles: true } } },
    });
    expect(manager.user.email).toBe(email);
    expect(manager.user.roles[0].scopes).toContain("super-manager");
    const before = await db.company.count();
    const clash = await call<Body>(listRoute.POST, {
      method: "POST",
      path: "/api/companies",
      token,
      json: { name: "Clash Co", managers: [{ firstName: "O", lastName: "O", email }] },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(MESSAGES.duplicateEmail);
    expect(await db.company.count()).toBe(before);
    // A general admin without customer-success/operator may not create.
    expect(
      (
        await call(listRoute.POST, {
          method: "POST",
          path: "/api/companies",
          token: await adminToken(),
          json: { name: "x" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("[COMPANIES] client detail and edit", () => {
  it("a manager reads only their own company: a foreign id answers 404", async () => {
    const { user, companyId } = await createManager(db);
    const other = await createCompany(db);
    const token = await tokenFor(user.id);
    const own = await call<{ id: string; adminNotes: string | null; primaryManager: { userId: string } }>(
      companyRoute.GET,
      {
        path: `/api/companies/${companyId}`,
        params: { companyId },
        token,
      },
    );
    expect(own.status).toBe(200);
    expect(own.body.primaryManager.userId).toBe(user.id);
    expect(
      (await call(companyRoute.GET, { path: `/api/companies/${other.id}`, params: { companyId: other.id }, token }))
        .status,
    ).toBe(404);
    expect((await call(productsRoute.GET, { path: "/x", params: { companyId: other.id }, token })).status).toBe(404);
    expect((await call(flagsRoute.GET, { path: "/x", params: { companyId: other.id }, token })).status).toBe(404);
    expect((await call(employeesRoute.GET, { path: "/x", params: { companyId: other.id }, token })).status).toBe(404);
  });

  it("admin edits a client: only the sent fields change, the audit row records them", async () => {
    const company = await createCompany(db, { name: "Before Name", vatNumber: "VAT-1" });
    const token = await adminToken();
    const res = await call(companyRoute.PATCH, {
      method: "PATCH",
      path: `/api/companies/${company.id}`,
      params: { companyId: company.id },
      token,
      json: {
        companyName: "After Name",
        fxConversionPercent: "3.25",
        registeredAddress: { addressLine1: "1 Main St", city: "Berlin", country: "DE", postalCode: "10115" },
      },
    });
    expect(res.status).toBe(200);
    const after = await db.company.findUniqueOrThrow({
      where: { id: company.id },
      include: { registeredAddress: true },
    });
    expect(after.name).toBe("After Name");
    expect(after.vatNumber).toBe("VAT-1");
    expect(after.fxConversionPercent.toString()).toBe("3.25");
    expect(after.registeredAddress?.city).toBe("Berlin");
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityType: "Company", entityId: company.id, action: "company.update" },
    });
    expect(audit.after).toMatchObject({ name: "After Name", fxConversionPercent: "3.25" });
    expect(audit.before).not.toHaveProperty("vatNumber");
  });

  it("every company-edit validation message of spec 1 section 5", async () => {
    const company = await createCompany(db);
    const token = await adminToken();
    const res = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: `/api/companies/${company.id}`,
      params: { companyId: company.id },
      token,
      json: {
        managerFirstName: "",
        managerLastName: " ",
        companyName: "",
        countryOfRegistration: "",
        onboardingStage: "",
        invoicingEmail: "not-an-email",
        managerEmail: "bad@",
        fxConversionPercent: -1,
        salaryPrepaymentTerms: -2,
      },
    });
    expect(res.status).toBe(400);
    const fe = res.body.fieldErrors!;
    expect(fe.managerFirstName).toEqual(["Please enter a name"]);
    expect(fe.managerLastName).toEqual(["Please enter a name"]);
    expect(fe.companyName).toEqual(["Please enter a company name"]);
    expect(fe.countryOfRegistration).toEqual(["Please choose a country"]);
    expect(fe.onboardingStage).toEqual(["Please enter an onboarding stage"]);
    expect(fe.invoicingEmail).toEqual(["Please enter a valid email address"]);
    expect(fe.managerEmail).toEqual(["Please enter a valid email address"]);
    expect(fe.fxConversionPercent[0]).toMatch(/at least 0/);
    expect(fe.salaryPrepaymentTerms[0]).toMatch(/at least 0/);
    const empty = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { invoicingEmail: "" },
    });
    expect(empty.body.fieldErrors!.invoicingEmail).toEqual(["Please enter an email address"]);
  });

  it("admin changing the primary manager's e-mail to a taken one answers 409 with the spec's text", async () => {
    const { companyId } = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const { email: taken } = await createUser(db, {});
    const res = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId },
      token: await adminToken(),
      json: { managerEmail: taken },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.duplicateEmail);
  });

  it("a manager of a normal company is refused (403); one of a needs-review company saves the welcome form and is released", async () => {
    const normal = await createManager(db);
    const res = await call(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: normal.companyId },
      token: await tokenFor(normal.user.id),
      json: { contactName: "Someone" },
    });
    expect(res.status).toBe(403);

    const company = await createCompany(db, { needsManagerReview: true, contactName: null, contactPhoneNumber: null });
    const review = await createManager(db, { companyId: company.id, firstName: "Nora" });
    const token = await tokenFor(review.user.id);
    // The primary contact is required for a manager.
    const missing = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { managerFirstName: "Nora" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({
      contactName: ["Please enter a name of a primary contact"],
      contactPhoneNumber: ["Please enter a phone number of a primary contact"],
    });
    // Admin-only fields are refused.
    const restricted = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { contactName: "Nora N", contactPhoneNumber: "+441234567", fxConversionPercent: 0 },
    });
    expect(restricted.status).toBe(403);
    expect(Object.keys(restricted.body.fieldErrors!)).toEqual(["fxConversionPercent"]);
    expect((await db.company.findUniqueOrThrow({ where: { id: company.id } })).needsManagerReview).toBe(true);

    const ok = await call<{ needsManagerReview: boolean }>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { managerFirstName: "Noor", contactName: "Nora N", contactPhoneNumber: "+441234567" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.needsManagerReview).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: review.user.id } })).firstName).toBe("Noor");
    // Released: the normal edit page rule applies again.
    const again = await call(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { contactName: "X" },
    });
    expect(again.status).toBe(403);
  });

  it("read-only mode refuses an edit with 422 and changes nothing", async () => {
    const company = await createCompany(db, { name: "Frozen" });
    const token = await adminToken();
    process.env.READ_ONLY = "true";
    const res = await call<Body>(companyRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { companyName: "Thawed" },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Application is in read-only mode");
    expect((await db.company.findUniqueOrThrow({ where: { id: company.id } })).name).toBe("Frozen");
  });

  it("available products, reporting flags and the employees tab", async () => {
    const company = await createCompany(db, { enabledProducts: ["EOR", "CONTRACTOR"], enablePayrollReportsTab: true });
    await createEmployee(db, { companyId: company.id, firstName: "Ada", lastName: "Alpha" });
    await createEmployee(db, { companyId: company.id, firstName: "Bob", lastName: "Beta" });
    const token = await adminToken();
    const products = await call<{ enabledProducts: string[]; availableHireTypes: Record<string, boolean> }>(
      productsRoute.GET,
      { path: "/x", params: { companyId: company.id }, token },
    );
    expect(products.body.enabledProducts).toEqual(["EOR", "Contractor"]);
    expect(products.body.availableHireTypes.employee).toBe(true);
    await createInvoiceDue(db, company.id, 12);
    const overdue = await call<{ availableHireTypes: Record<string, boolean> }>(productsRoute.GET, {
      path: "/x",
      params: { companyId: company.id },
      token,
    });
    expect(overdue.body.availableHireTypes.employee).toBe(false);
    const flags = await call(flagsRoute.GET, { path: "/x", params: { companyId: company.id }, token });
    expect(flags.body).toEqual({ enable_payroll_reports_tab: true });
    const list = await call<{ items: { name: string }[]; totalCount: number }>(employeesRoute.GET, {
      path: "/x?pageSize=1",
      params: { companyId: company.id },
      token,
    });
    expect(list.body.totalCount).toBe(2);
    expect(list.body.items.map((i) => i.name)).toEqual(["Ada Alpha"]);
  });
});
