/** @jest-environment node */
// The edit form's spec fields (spec 1 sections 5 and 6): compensation by the manager, the employer by admins
// only, payroll fees not by the manager; an unknown employer is a 400 on its field.
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const patch = (employeeId: string, token: string, json: unknown) =>
  call<{ message: string; fieldErrors: Record<string, string[]> }>(employeeRoute.PATCH, {
    method: "PATCH",
    path: `/api/employees/${employeeId}`,
    params: { employeeId },
    json,
    token,
  });

describe("[EMPLOYEES] edit fields per role", () => {
  it("a manager edits salary, probation and holidays but not fees or the employer", async () => {
    // Still onboarding: role fields such as the salary are fixed once an Active employee started (spec 1 section 4).
    const { employee } = await createEmployee(db, { onboardingStatus: "IN_PROGRESS" });
    const { user } = await createManager(db, { companyId: employee.companyId });
    const token = await tokenFor(user.id);
    const ok = await patch(employee.id, token, {
      annualBaseSalaryAmount: "72000.50",
      annualBaseSalaryCurrency: "eur",
      probationaryPeriodLength: "6",
      probationaryPeriodTimeUnit: "months",
      holidayAllowanceValue: 28,
      holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
      rightToWorkCheckCompleted: true,
    });
    expect(ok.status).toBe(200);
    const row = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
    expect(row.annualBaseSalaryAmount?.toString()).toBe("72000.5");
    expect(row.annualBaseSalaryCurrency).toBe("EUR");
    expect([row.probationaryPeriodLength, row.holidayAllowanceValue, row.rightToWorkCheckCompleted]).toEqual([
      6,
      28,
      true,
    ]);
    const fee = await patch(employee.id, token, { managementFeeAmount: "10" });
    expect(fee.status).toBe(403);
    expect((await patch(employee.id, token, { lspId: null })).status).toBe(403);
    const badSalary = await patch(employee.id, token, { annualBaseSalaryAmount: "lots" });
    expect(badSalary.body.fieldErrors).toEqual({ annualBaseSalaryAmount: ["Please enter a valid annual base salary"] });
  });

  it("an admin sets the employer; an unknown employer is refused on its field", async () => {
    const { employee } = await createEmployee(db);
    const { user } = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(user.id);
    const unknown = await patch(employee.id, token, { lspId: "no-such-lsp" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ lspId: ["Please choose an employer"] });
    const lsp = await db.localServiceProvider.create({
      data: { name: `LSP ${Math.random()}`, type: "EMPLOYER_OF_RECORD" },
    });
    expect((await patch(employee.id, token, { lspId: lsp.id, managementFeeAmount: "450" })).status).toBe(200);
    const row = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
    expect([row.lspId, row.managementFeeAmount?.toString()]).toEqual([lsp.id, "450"]);
  });
});
