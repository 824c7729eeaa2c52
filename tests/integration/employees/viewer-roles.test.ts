/** @jest-environment node */
// [EMPLOYEES] The two sensitive-data viewer roles (spec 1 sections 1 and 6, spec 2 section 6 expense matrix;
// issue 26): the clients viewer reads client companies' employees, the people/product viewer the internal
// company's, each read-only (no edit or other write action) and 404 on the other kind. Spec 1 section 6 gives them
// no detail cards; VIEWER_DETAIL_CARDS=read-only gives them the manager's cards (docs/employee-detail-cards.md).
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as listRoute from "@/app/api/employees/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import type { AppError } from "@/lib/errors";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;
const notFound = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: "NOT_FOUND" } as Partial<AppError>);

/** A client company's employee and an internal company's employee (both managed), and the two viewers. */
async function world() {
  const client = await createManager(db);
  const internalCompany = await createCompany(db, { isInternal: true });
  const internalManager = await createManager(db, { companyId: internalCompany.id });
  const { employee: clientEmployee } = await createEmployee(db, {
    companyId: client.companyId,
    managerId: client.manager.id,
    iban: "DE89370400440532013000",
    socialInsuranceNumber: "65 170839 J 003",
  });
  const { employee: internalEmployee } = await createEmployee(db, {
    companyId: internalCompany.id,
    managerId: internalManager.manager.id,
  });
  const { user: clientsViewer } = await createUser(db, { roles: ["viewer:clients-sensitive-data"] });
  const { user: peopleViewer } = await createUser(db, { roles: ["viewer:product-sensitive-data"] });
  return {
    clientEmployee,
    internalEmployee,
    clientsViewer: { user: clientsViewer, actor: await actorOf(clientsViewer.id) },
    peopleViewer: { user: peopleViewer, actor: await actorOf(peopleViewer.id) },
  };
}

const WRITE_ACTIONS = [
  "invite",
  "edit",
  "setEmployer",
  "confirmRightToWork",
  "generateContract",
  "manageContract",
  "countersignContract",
  "signContract",
  "tickOnboarding",
  "requestTermination",
  "resign",
  "exportData",
  "uploadDocuments",
  "deleteDocuments",
] as const;

function expectReadOnly(detail: Awaited<ReturnType<typeof getEmployeeDetail>>) {
  for (const action of WRITE_ACTIONS)
    expect({ action, allowed: detail.actions[action] }).toEqual({ action, allowed: false });
  expect(detail.fields.filter((f) => f.editable)).toEqual([]);
}

/** Under VIEWER_DETAIL_CARDS=read-only (not the default). */
async function withViewerCards<T>(run: () => Promise<T>): Promise<T> {
  process.env.VIEWER_DETAIL_CARDS = "read-only";
  try {
    return await run();
  } finally {
    delete process.env.VIEWER_DETAIL_CARDS;
  }
}

describe("[EMPLOYEES] sensitive-data viewers read the employees their role grants, read-only", () => {
  it("the clients viewer reads a client's employee (no detail cards, as the spec says) and 404s on the internal company's", async () => {
    const w = await world();
    const spec = await getEmployeeDetail(w.clientsViewer.actor, w.clientEmployee.id);
    expect(spec.cards).toEqual([]);
    expect(spec.fields).toEqual([]);
    expectReadOnly(spec);

    const detail = await withViewerCards(() => getEmployeeDetail(w.clientsViewer.actor, w.clientEmployee.id));
    expect(detail.cards).toEqual(["personal", "contact", "role", "employment", "bank"]);
    expect(detail.cards).not.toEqual(expect.arrayContaining(["payroll"]));
    expect(detail.cards).not.toEqual(expect.arrayContaining(["admin"]));
    // Sensitive data is shown (not redacted): salary, social insurance number, bank details.
    const byName = Object.fromEntries(detail.fields.map((f) => [f.name, f]));
    for (const name of ["annualBaseSalary", "socialInsuranceNumber", "iban", "personalEmail"])
      expect({ name, redacted: byName[name]?.redacted }).toEqual({ name, redacted: false });
    expect(byName.adminNotes).toBeUndefined();
    expect(detail.actions.openExpenses).toBe(true);
    expectReadOnly(detail);

    await notFound(getEmployeeDetail(w.clientsViewer.actor, w.internalEmployee.id));
  });

  it("the people viewer reads the internal company's employee and 404s on a client's", async () => {
    const w = await world();
    expect((await getEmployeeDetail(w.peopleViewer.actor, w.internalEmployee.id)).cards).toEqual([]);
    const detail = await withViewerCards(() => getEmployeeDetail(w.peopleViewer.actor, w.internalEmployee.id));
    expect(detail.cards).toEqual(["personal", "contact", "role", "employment", "bank"]);
    expectReadOnly(detail);

    await notFound(getEmployeeDetail(w.peopleViewer.actor, w.clientEmployee.id));
  });

  it("over HTTP: each viewer GETs its grant (200), the other kind 404, and may not PATCH (403)", async () => {
    const w = await world();
    const get = async (userId: string, employeeId: string) =>
      (
        await call(employeeRoute.GET, {
          path: `/api/employees/${employeeId}`,
          params: { employeeId },
          token: await tokenFor(userId),
        })
      ).status;
    expect(await get(w.clientsViewer.user.id, w.clientEmployee.id)).toBe(200);
    expect(await get(w.clientsViewer.user.id, w.internalEmployee.id)).toBe(404);
    expect(await get(w.peopleViewer.user.id, w.internalEmployee.id)).toBe(200);
    expect(await get(w.peopleViewer.user.id, w.clientEmployee.id)).toBe(404);

    for (const [viewer, employee] of [
      [w.clientsViewer, w.clientEmployee],
      [w.peopleViewer, w.internalEmployee],
    ] as const) {
      const patch = await call(employeeRoute.PATCH, {
        method: "PATCH",
        path: `/api/employees/${employee.id}`,
        params: { employeeId: employee.id },
        json: { jobTitle: "Changed by a viewer" },
        token: await tokenFor(viewer.user.id),
      });
      expect(patch.status).toBe(403);
    }
    const unchanged = await db.employee.findUniqueOrThrow({ where: { id: w.clientEmployee.id } });
    expect(unchanged.jobTitle).toBe(w.clientEmployee.jobTitle);
  });

  it("the employee list holds only the viewer's grant", async () => {
    const w = await world();
    const ids = async (userId: string, companyId: string) => {
      const r = await call<{ items: { id: string }[] }>(listRoute.GET, {
        path: `/api/employees?pageSize=100&companyId=${companyId}`,
        token: await tokenFor(userId),
      });
      expect(r.status).toBe(200);
      return r.body.items.map((e) => e.id);
    };
    const { companyId: internal } = w.internalEmployee;
    const { companyId: client } = w.clientEmployee;
    expect(await ids(w.peopleViewer.user.id, internal)).toEqual([w.internalEmployee.id]);
    expect(await ids(w.peopleViewer.user.id, client)).toEqual([]);
    expect(await ids(w.clientsViewer.user.id, client)).toEqual([w.clientEmployee.id]);
    expect(await ids(w.clientsViewer.user.id, internal)).toEqual([]);
  });
});
