/** @jest-environment node */
// Tenancy on every new employee-area route: a manager (employees:* scope) of another company gets 404 for the
// other company's ids, while the owning company's manager gets 200 on the same call.
import * as employeesRoute from "@/app/api/employees/route";
import * as managerRoute from "@/app/api/employees/manager/[managerUserId]/route";
import * as companyManagerRoute from "@/app/api/employees/company/[companyId]/manager/[managerUserId]/route";
import * as lspRoute from "@/app/api/employees/lsp/[lspId]/route";
import * as progressRoute from "@/app/api/onboarding-progress/employee/[employeeId]/route";
import * as prefsRoute from "@/app/api/benefits/client/[clientId]/preferences/route";
import * as employmentRoute from "@/app/api/employments/[employmentId]/route";
import * as employmentsRoute from "@/app/api/employments/route";
import { getDb } from "@/lib/db";
import { call, tokenFor, type CallOptions } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();

type Handler = Parameters<typeof call>[0];

describe("[EMPLOYEES] tenancy on the new routes", () => {
  // The owner's benefits choice needs the clientBenefitSelection flag (spec 1 section 9, off by default).
  const flagBefore = process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
  beforeAll(() => {
    process.env.FEATURE_CLIENT_BENEFIT_SELECTION = "true";
  });
  afterAll(() => {
    if (flagBefore === undefined) delete process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
    else process.env.FEATURE_CLIENT_BENEFIT_SELECTION = flagBefore;
  });

  it("answers 404 to a manager of another company and 200 to the owner", async () => {
    const owner = await createManager(db);
    const stranger = await createManager(db);
    const lsp = await db.localServiceProvider.create({
      data: { name: `LSP ${Math.random()}`, type: "EMPLOYER_OF_RECORD" },
    });
    const { employee } = await createEmployee(db, {
      companyId: owner.companyId,
      managerId: owner.manager.id,
      lspId: lsp.id,
    });
    const employment = await db.employment.create({
      data: { employeeId: employee.id, companyId: owner.companyId, startDate: new Date("2025-01-01") },
    });
    const calls: [string, Handler, CallOptions, number][] = [
      [
        "GET manager's employees",
        managerRoute.GET,
        { path: `/api/employees/manager/${owner.user.id}`, params: { managerUserId: owner.user.id } },
        200,
      ],
      [
        "GET company manager's employees",
        companyManagerRoute.GET,
        {
          path: `/api/employees/company/${owner.companyId}/manager/${owner.user.id}`,
          params: { companyId: owner.companyId, managerUserId: owner.user.id },
        },
        200,
      ],
      [
        "GET onboarding progress",
        progressRoute.GET,
        { path: `/api/onboarding-progress/employee/${employee.id}`, params: { employeeId: employee.id } },
        200,
      ],
      [
        "GET benefits preferences",
        prefsRoute.GET,
        { path: `/api/benefits/client/${owner.companyId}/preferences`, params: { clientId: owner.companyId } },
        200,
      ],
      [
        "POST benefits preference",
        prefsRoute.POST,
        {
          method: "POST",
          path: `/api/benefits/client/${owner.companyId}/preferences`,
          params: { clientId: owner.companyId },
          json: { countryCode: "DE", selectionStatus: "NO" },
        },
        200,
      ],
      [
        "GET employment",
        employmentRoute.GET,
        { path: `/api/employments/${employment.id}`, params: { employmentId: employment.id } },
        200,
      ],
      [
        "POST employee into the company",
        employeesRoute.POST,
        {
          method: "POST",
          path: "/api/employees",
          json: {
            companyId: owner.companyId,
            firstName: "New",
            lastName: "Hire",
            personalEmail: `new-${Math.random().toString(36).slice(2)}@mail.test.example`,
            countryCode: "DE",
            jobTitle: "Analyst",
          },
        },
        201,
      ],
    ];
    const strangerToken = await tokenFor(stranger.user.id);
    const ownerToken = await tokenFor(owner.user.id);
    for (const [name, handler, options, ownerStatus] of calls) {
      const foreign = await call(handler, { ...options, token: strangerToken });
      expect([name, foreign.status]).toEqual([name, 404]);
      const own = await call(handler, { ...options, token: ownerToken });
      expect([name, own.status]).toEqual([name, ownerStatus]);
    }
    // The LSP list: an LSP id is reachable only by its own users and staff.
    const lspList = await call(lspRoute.GET, {
      path: `/api/employees/lsp/${lsp.id}`,
      params: { lspId: lsp.id },
      token: strangerToken,
    });
    expect(lspList.status).toBe(404);
    // A foreign employee filter on the employments list finds nothing.
    const list = await call<{ items: unknown[] }>(employmentsRoute.GET, {
      path: `/api/employments?employeeId=${employee.id}`,
      token: strangerToken,
    });
    expect(list.body.items).toEqual([]);
  });
});
