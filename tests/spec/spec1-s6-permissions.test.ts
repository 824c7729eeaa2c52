/** @jest-environment node */
// Spec 1 section 6 'Roles and permissions': the main role and scopes (lib/auth/actor.ts), the policy table
// (lib/policy.ts can()) for each role the section names, the field-level edit rights of the employee record and
// the company form, and a few rules through the real route handlers (a foreign id answers 404).
import * as companyRoute from "@/app/api/companies/[companyId]/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as seatRoute from "@/app/api/seats/[id]/route";
import * as scopeRoute from "@/app/api/user-scopes/users/[userId]/[scope]/route";
import { getDb } from "@/lib/db";
import { mainRoleOf, type RoleType } from "@/lib/auth/actor";
import { ADMIN_ONLY_FIELDS } from "@/lib/companies/schema";
import { EDITABLE_BY } from "@/lib/employees/edit-schema";
import { can, type Action } from "@/lib/policy";
import { call, tokenFor } from "../integration/support/http";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createSeat } from "../factories/seats";
import { actor } from "./support";

const db = getDb();

/** Who of `specs` may do `action`. */
const allowed = (action: Action, specs: string[]) => specs.filter((s) => can(actor(s), action));

const EVERYONE = [
  "admin",
  "admin+payroll",
  "admin+customer-success",
  "admin+operator",
  "admin+finance",
  "benefits-specialist",
  "international-expansion",
  "manager",
  "manager[employees:*]",
  "manager[super-manager]",
  "employee",
  "lsp",
  "contractor",
  "viewer:clients-sensitive-data",
  "viewer:product-sensitive-data",
  "payroll",
  "finance",
];

describe("[spec 1 §6] roles, main role and scopes", () => {
  it("[spec 1 §6] the main role is the highest rank: admin, benefits-specialist, international-expansion 3; manager, lsp 2; employee 1", () => {
    const main = (roles: RoleType[]) => mainRoleOf(roles);
    expect(main(["admin"])).toEqual({ mainRole: "admin", rank: 3 });
    expect(main(["benefits-specialist"])).toEqual({ mainRole: "admin", rank: 3 });
    expect(main(["international-expansion"])).toEqual({ mainRole: "admin", rank: 3 });
    expect(main(["manager"])).toEqual({ mainRole: "manager", rank: 2 });
    expect(main(["lsp"])).toEqual({ mainRole: "lsp", rank: 2 });
    expect(main(["employee"])).toEqual({ mainRole: "employee", rank: 1 });
    expect(main(["employee", "manager"])).toEqual({ mainRole: "manager", rank: 2 });
    expect(main(["manager", "admin"])).toEqual({ mainRole: "admin", rank: 3 });
  });

  it("[spec 1 §6] roles without a rank get no data layer (no main role)", () => {
    for (const role of ["contractor", "payroll", "finance", "viewer:clients-sensitive-data"] as RoleType[])
      expect(mainRoleOf([role]).mainRole).toBeNull();
  });

  it("[spec 1 §6] scopes grant actions and '*' grants all", () => {
    expect(can(actor("manager"), "seats.create")).toBe(false);
    expect(can(actor("manager[employees:*]"), "seats.create")).toBe(true);
    expect(can(actor("manager[*]"), "seats.create")).toBe(true);
    expect(can(actor("manager[*]"), "permissions.manage")).toBe(true);
    expect(can(actor("manager[finance:*]"), "balances.read")).toBe(true);
    expect(can(actor("manager[expenses:notifications]"), "balances.read")).toBe(false);
  });

  it("[spec 1 §6] 'payroll admin' means admin plus the payroll role", () => {
    expect(can(actor("admin+payroll"), "payReports.transition")).toBe(true);
    expect(can(actor("admin"), "payReports.transition")).toBe(false);
    expect(can(actor("payroll"), "payReports.transition")).toBe(false);
  });
});

describe("[spec 1 §6] permission list", () => {
  it("[spec 1 §6] only admins list service providers, users, the company list and payroll providers", () => {
    for (const action of ["lsps.list", "users.list", "companies.list", "payrollProviders.read"] as Action[]) {
      const who = allowed(action, EVERYONE);
      expect(who).toContain("admin");
      for (const other of ["manager", "manager[super-manager]", "employee", "lsp", "contractor", "payroll", "finance"])
        expect(who).not.toContain(other);
    }
  });

  it("[spec 1 §6] admin or LSP may read one LSP record", () => {
    expect(allowed("lsps.read", ["admin", "lsp", "manager", "employee", "contractor"])).toEqual(["admin", "lsp"]);
  });

  it("[spec 1 §6] admin, manager or employee may read an employee record", () => {
    expect(allowed("employees.read", ["admin", "manager", "employee", "contractor"])).toEqual([
      "admin",
      "manager",
      "employee",
    ]);
  });

  it("[spec 1 §6] admin and benefits specialist load the client's benefits selection", () => {
    expect(can(actor("admin"), "benefits.read")).toBe(true);
    expect(can(actor("benefits-specialist"), "benefits.read")).toBe(true);
    expect(can(actor("employee"), "benefits.read")).toBe(false);
    expect(can(actor("lsp"), "benefits.read")).toBe(false);
  });

  it("[spec 1 §6] only admin sees a user's temporary password", () => {
    const who = allowed("users.readTemporaryPassword", EVERYONE);
    expect(who.length).toBeGreaterThan(0);
    expect(who.every((s) => s.startsWith("admin"))).toBe(true);
  });

  it("[spec 1 §6] admin and finance-like roles change the country of registration", () => {
    expect(can(actor("admin"), "companies.updateRestrictedFields")).toBe(true);
    expect(can(actor("admin+finance"), "companies.updateRestrictedFields")).toBe(true);
    expect(can(actor("manager[super-manager]"), "companies.updateRestrictedFields")).toBe(false);
  });

  it("[spec 1 §6] for non-admins the company's registration, VAT, contact, address, stage, invoicing and FX fields are locked", () => {
    for (const field of [
      "countryOfRegistration",
      "companyName",
      "isVATExempt",
      "vatNumber",
      "companyNumber",
      "registeredAddress",
      "onboardingStage",
      "invoicingEmail",
      "fxConversionPercent",
    ])
      expect(ADMIN_ONLY_FIELDS).toContain(field);
  });

  it("[spec 1 §6] employee editing: bank details only by the employee", () => {
    for (const field of ["iban", "accountNumber", "bicSwift"] as const)
      expect(EDITABLE_BY[field]).toEqual(["employee"]);
  });

  it("[spec 1 §6] employee editing: deposit and payroll fields by payroll, admin and benefits specialist", () => {
    for (const field of [
      "depositType",
      "zeroDepositFee",
      "advancedPaymentDepositPercentage",
      "managementFeeAmount",
      "billingCurrency",
      "payrollId",
    ] as const) {
      expect([...EDITABLE_BY[field]].sort()).toEqual(["admin", "benefitsSpecialist", "payroll"]);
    }
  });

  it("[spec 1 §6] employee editing: hire fields by the manager", () => {
    for (const field of ["jobTitle", "jobDescription", "annualBaseSalaryAmount", "hoursOfWork", "startDate"] as const)
      expect(EDITABLE_BY[field]).toContain("manager");
    for (const field of ["jobTitle", "annualBaseSalaryAmount"] as const)
      expect(EDITABLE_BY[field]).not.toContain("employee");
  });

  it("[spec 1 §6] never editable: temporaryPassword, personalEmail, sentInvitationAt, externalId", () => {
    for (const field of ["temporaryPassword", "personalEmail", "sentInvitationAt", "externalId"])
      expect(Object.keys(EDITABLE_BY)).not.toContain(field);
  });

  it("[spec 1 §6] contract actions: admin archives, generates and sends to manager; CS or OP admin countersigns", () => {
    expect(allowed("contracts.manage", ["admin", "manager[employees:*]", "employee"])).toEqual(["admin"]);
    expect(
      allowed("contracts.countersign", ["admin", "admin+customer-success", "admin+operator", "manager[employees:*]"]),
    ).toEqual(["admin+customer-success", "admin+operator"]);
  });

  it("[spec 1 §6] contract actions: the manager reviews, the employee signs with the e-signature provider", () => {
    expect(allowed("contracts.review", ["admin", "manager[employees:*]", "employee"])).toEqual([
      "manager[employees:*]",
    ]);
    expect(allowed("contracts.sign", ["admin", "manager[employees:*]", "employee"])).toEqual(["employee"]);
    expect(can(actor("employee"), "contracts.docusign")).toBe(true);
  });

  it("[spec 1 §6] edit requests: manager or admin request them; only admins send them to legal", () => {
    expect(allowed("amendments.create", ["admin", "manager[employees:*]", "employee", "lsp"])).toEqual([
      "admin",
      "manager[employees:*]",
    ]);
    expect(allowed("amendments.dispatch", ["admin", "manager[super-manager]", "employee"])).toEqual(["admin"]);
  });

  it("[spec 1 §6] only admins handle the order form upload and the signed flag", () => {
    for (const action of ["seats.uploadOrderForm", "seats.markOrderFormSigned"] as Action[])
      expect(allowed(action, ["admin", "manager[employees:*]", "manager[super-manager]", "employee"])).toEqual([
        "admin",
      ]);
  });

  it("[spec 1 §6] admin alone ticks onboarding steps; others see read-only status", () => {
    expect(allowed("onboarding.update", EVERYONE).every((s) => s.startsWith("admin"))).toBe(true);
    expect(can(actor("manager[employees:*]"), "onboarding.read")).toBe(true);
    expect(can(actor("employee"), "onboarding.read")).toBe(true);
  });

  it("[spec 1 §6] manager permission toggles are super-manager tools", () => {
    expect(
      allowed("permissions.manage", ["manager", "manager[employees:*]", "manager[super-manager]", "admin"]),
    ).toEqual(["manager[super-manager]", "admin"]);
  });
});

describe("[spec 1 §6] enforced by the route handlers", () => {
  it("[spec 1 §6] the 'Super Admin' toggle cannot be switched off for the only super admin", async () => {
    const only = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const token = await tokenFor(only.user.id);
    const off = () =>
      call<{ message: string }>(scopeRoute.PATCH, {
        method: "PATCH",
        path: `/api/user-scopes/users/${only.user.id}/super-manager`,
        params: { userId: only.user.id, scope: "super-manager" },
        token,
        json: { scopeStatus: false },
      });
    const refused = await off();
    expect(refused.status).toBe(409);
    const second = await createManager(db, { companyId: only.companyId, scopes: ["employees:*", "super-manager"] });
    expect(second.companyId).toBe(only.companyId);
    expect((await off()).status).toBe(200);
  });

  it("[spec 1 §6] a manager edits the company only through the needs-review welcome form", async () => {
    const company = await createCompany(db, { needsManagerReview: false });
    const m = await createManager(db, { companyId: company.id, scopes: ["employees:*", "super-manager"] });
    const token = await tokenFor(m.user.id);
    const patch = (json: unknown) =>
      call(companyRoute.PATCH, {
        method: "PATCH",
        path: `/api/companies/${company.id}`,
        params: { companyId: company.id },
        token,
        json,
      });
    expect((await patch({ contactName: "Pat Contact" })).status).toBe(403);
    await db.company.update({ where: { id: company.id }, data: { needsManagerReview: true } });
    expect((await patch({ contactName: "Pat Contact", contactPhoneNumber: "+4930123456" })).status).toBe(200);
    expect((await patch({ companyName: "Renamed" })).status).toBe(403);
  });

  it("[spec 1 §6] a manager sees company data only for their own company: another company's seat or employee answers 404", async () => {
    const stranger = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const seat = await createSeat(db, {});
    const { employee } = await createEmployee(db, {});
    const token = await tokenFor(stranger.user.id);
    const seatRes = await call(seatRoute.GET, { path: `/api/seats/${seat.id}`, params: { id: seat.id }, token });
    const employeeRes = await call(employeeRoute.GET, {
      path: `/api/employees/${employee.id}`,
      params: { employeeId: employee.id },
      token,
    });
    const companyRes = await call(companyRoute.GET, {
      path: `/api/companies/${seat.companyId}`,
      params: { companyId: seat.companyId },
      token,
    });
    expect([seatRes.status, employeeRes.status, companyRes.status]).toEqual([404, 404, 404]);
  });
});
