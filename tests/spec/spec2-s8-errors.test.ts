/** @jest-environment node */
// Spec 2 section 8 'Error catalogue', the answers the server gives: archiving an employee (success and the
// failure message built from the server's), read-only mode for payroll writes, and the generic failure text.
// The screens' toasts are in tests/unit/spec (the pay report tab, bill detail, upload and justification).
import * as archiveRoute from "@/app/api/employees/[employeeId]/archive/route";
import * as workbookRoute from "@/app/api/workbook/route";
import { getDb } from "@/lib/db";
import { archiveFailedMessage, archivedMessage } from "@/lib/terminations/offboarding/schema";
import { call, tokenFor } from "../integration/support/http";
import { createEmployee } from "../factories/employees";
import { createUser } from "../factories/users";

const db = getDb();

afterEach(() => {
  delete process.env.READ_ONLY;
});

describe("[spec 2 §8] error catalogue", () => {
  it("[spec 2 §8] archive employee: success '{name} has been archived.'; failure 'There was a problem while archiving employee {id}: {server message}.'", async () => {
    const { employee } = await createEmployee(db, { onboardingStatus: "IN_PROGRESS" });
    const admin = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(admin.user.id);
    const archive = () =>
      call<{ message?: string }>(archiveRoute.POST, {
        method: "POST",
        path: `/api/employees/${employee.id}/archive`,
        params: { employeeId: employee.id },
        token,
        json: { reason: "dropout" },
      });
    expect((await archive()).status).toBe(200);
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).archivedAt).not.toBeNull();
    expect(archivedMessage(`${employee.firstName} ${employee.lastName}`)).toBe(
      `${employee.firstName} ${employee.lastName} has been archived.`,
    );
    const again = await archive();
    expect(again.status).toBe(409);
    expect(archiveFailedMessage(employee.id, again.body.message!)).toBe(
      `There was a problem while archiving employee ${employee.id}: This employee is already archived.`,
    );
  });

  it("[spec 2 §8] read-only mode, any write: status 422 'Application is in read-only mode'", async () => {
    const admin = await createUser(db, { roles: ["admin", "payroll"] });
    process.env.READ_ONLY = "true";
    const res = await call<{ message: string }>(workbookRoute.POST, {
      method: "POST",
      path: "/api/workbook",
      token: await tokenFor(admin.user.id),
      json: { name: "Blocked - Workbook", month: 1, year: 2031 },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Application is in read-only mode");
    expect(await db.workbook.count({ where: { name: "Blocked - Workbook" } })).toBe(0);
  });

  it("[spec 2 §8] workbook create: the server's message (here 'Workbook Name is required') comes back for the alert", async () => {
    const admin = await createUser(db, { roles: ["admin", "payroll"] });
    const res = await call<{ fieldErrors?: Record<string, string[]> }>(workbookRoute.POST, {
      method: "POST",
      path: "/api/workbook",
      token: await tokenFor(admin.user.id),
      json: { name: " ", month: 1, year: 2031 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.name).toEqual(["Workbook Name is required"]);
  });
});

// Single pay report status changes (start verification, queries, approve, publish) and their messages: the row
// actions of the pay reports tab, tests/unit/spec/spec2-s8-pay-report-actions-messages.test.tsx.
