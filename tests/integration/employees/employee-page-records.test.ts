/** @jest-environment node */
// [EMPLOYEES] The employee page and the record pages it links to (spec 1 sections 2, 6; spec 3 section 2): what
// getEmployeeDetail allows per role (the local-onboarding card for admins only, the documents / employments /
// expenses / time-off links for non-LSP users who may open them, the compensation link on the role card), the
// Documents page's context and the Employments page's list (server sort and paging), and tenancy: another
// company's manager or another provider's user gets 404, never the records.
import * as docsRoute from "@/app/api/documents/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import type { AppError } from "@/lib/errors";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { getEmployeeSummary } from "@/lib/employees/get-employee-summary";
import { getEmployeeDocumentsContext } from "@/lib/documents/get-employee-documents-context";
import { listEmployeeEmployments } from "@/lib/employees/employments/list-employee-employments";
import { ZEmployeeEmploymentsQuery } from "@/lib/employees/employments/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;
const notFound = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: "NOT_FOUND" } as Partial<AppError>);
const query = (q: Record<string, unknown> = {}) => ZEmployeeEmploymentsQuery.parse(q);

/** An acme-like company with its manager, an LSP (with a user) employing one employee who can sign in. */
async function world() {
  const owner = await createManager(db);
  const lsp = await db.localServiceProvider.create({ data: { name: `EuroEmploy ${Math.random()}` } });
  const { employee, user } = await createEmployee(db, {
    companyId: owner.companyId,
    managerId: owner.manager.id,
    lspId: lsp.id,
    withUser: true,
    localOnboardingDetails: { taxOffice: "Berlin Tax Office", taxClass: "1", churchTax: false, note: null },
  });
  const { user: lspUser } = await createUser(db, { roles: [{ type: "lsp", tenantId: lsp.id }] });
  const { user: admin } = await createUser(db, { roles: ["admin"] });
  const { user: viewer } = await createUser(db, { roles: ["viewer:clients-sensitive-data"] });
  const stranger = await createManager(db);
  const otherLsp = await db.localServiceProvider.create({ data: { name: `Other LSP ${Math.random()}` } });
  const { user: otherLspUser } = await createUser(db, { roles: [{ type: "lsp", tenantId: otherLsp.id }] });
  return {
    owner,
    lsp,
    employee,
    actors: {
      admin: await actorOf(admin.id),
      manager: await actorOf(owner.user.id),
      self: await actorOf(user!.id),
      lsp: await actorOf(lspUser.id),
      viewer: await actorOf(viewer.id),
      stranger: await actorOf(stranger.user.id),
      otherLsp: await actorOf(otherLspUser.id),
    },
  };
}

describe("[EMPLOYEES] the employee page's cards and links by role", () => {
  it("an admin gets the local-onboarding rows and every link; others get what their role may open", async () => {
    const w = await world();
    const admin = await getEmployeeDetail(w.actors.admin, w.employee.id);
    expect(admin.localOnboarding).toEqual([
      { label: "Church tax", value: "No" },
      { label: "Note", value: null },
      { label: "Tax class", value: "1" },
      { label: "Tax office", value: "Berlin Tax Office" },
    ]);
    expect(admin.actions).toMatchObject({
      openDocuments: true,
      downloadDocuments: true,
      openEmployments: true,
      openExpenses: true,
      openTimeOff: true,
      openCompensation: true,
    });

    // The manager's role card links to the compensation page (spec 1 section 6); no local-onboarding card.
    const manager = await getEmployeeDetail(w.actors.manager, w.employee.id);
    expect(manager.localOnboarding).toBeNull();
    expect(manager.actions).toMatchObject({
      openDocuments: true,
      downloadDocuments: true,
      openEmployments: true,
      openExpenses: true,
      openTimeOff: true,
      openCompensation: true,
    });

    const self = await getEmployeeDetail(w.actors.self, w.employee.id);
    expect(self.localOnboarding).toBeNull();
    expect(self.actions).toMatchObject({ openDocuments: true, openTimeOff: true, openCompensation: false });

    // LSP users have the Documents tab instead of the links (spec 3 section 2).
    const lsp = await getEmployeeDetail(w.actors.lsp, w.employee.id);
    expect(lsp.localOnboarding).toBeNull();
    expect(lsp.actions).toMatchObject({
      openDocuments: false,
      downloadDocuments: false,
      openEmployments: false,
      openExpenses: false,
      openTimeOff: false,
      openCompensation: false,
    });

    // A viewer reads the record but neither documents, employments nor time off.
    const viewer = await getEmployeeDetail(w.actors.viewer, w.employee.id);
    expect(viewer.localOnboarding).toBeNull();
    expect(viewer.actions).toMatchObject({
      openDocuments: false,
      downloadDocuments: false,
      openEmployments: false,
      openTimeOff: false,
      openCompensation: false,
    });

    await notFound(getEmployeeDetail(w.actors.stranger, w.employee.id));
    await notFound(getEmployeeDetail(w.actors.otherLsp, w.employee.id));
  });

  it("an admin sees an empty local-onboarding card when nothing was recorded", async () => {
    const w = await world();
    const { employee } = await createEmployee(db, { companyId: w.owner.companyId });
    expect((await getEmployeeDetail(w.actors.admin, employee.id)).localOnboarding).toEqual([]);
  });

  it("the banner, Next step card, compensation notice and Documents tab come with the actions, per role", async () => {
    const w = await world();
    await db.employee.update({ where: { id: w.employee.id }, data: { onboardingStatus: "IN_PROGRESS" } });
    const actionsOf = async (actor: keyof typeof w.actors) =>
      (await getEmployeeDetail(w.actors[actor], w.employee.id)).actions;
    const page = (a: Awaited<ReturnType<typeof actionsOf>>) => ({
      seeOnboardingBanner: a.seeOnboardingBanner,
      readNextStep: a.readNextStep,
      seeCompensationNotice: a.seeCompensationNotice,
      openDocumentsTab: a.openDocumentsTab,
    });
    const only = (on: string[]) =>
      Object.fromEntries(
        ["seeOnboardingBanner", "readNextStep", "seeCompensationNotice", "openDocumentsTab"].map((k) => [
          k,
          on.includes(k),
        ]),
      );
    expect(page(await actionsOf("admin"))).toEqual(only(["seeOnboardingBanner", "readNextStep"]));
    expect(page(await actionsOf("manager"))).toEqual(
      only(["seeOnboardingBanner", "readNextStep", "seeCompensationNotice"]),
    );
    // The EOR employee on their own page.
    expect(page(await actionsOf("self"))).toEqual(only(["seeOnboardingBanner", "readNextStep"]));
    expect(page(await actionsOf("lsp"))).toEqual(only(["seeOnboardingBanner", "openDocumentsTab"]));
    expect(page(await actionsOf("viewer"))).toEqual(only([]));

    // Once active, no banner for anyone.
    await db.employee.update({ where: { id: w.employee.id }, data: { onboardingStatus: "ACTIVE" } });
    expect((await actionsOf("manager")).seeOnboardingBanner).toBe(false);
  });
});

describe("[DOCUMENTS] the employee Documents page", () => {
  it("names the employee and the allowed actions; a foreign manager gets 404 and no documents", async () => {
    const w = await world();
    await db.document.create({
      data: {
        title: "Work permit",
        storageKey: "seed/documents/none.pdf",
        mimeType: "application/pdf",
        sizeBytes: 10,
        employeeId: w.employee.id,
        companyId: w.owner.companyId,
        userId: w.employee.userId,
      },
    });
    const name = `${w.employee.firstName} ${w.employee.lastName}`;
    expect(await getEmployeeDocumentsContext(w.actors.admin, w.employee.id)).toEqual({
      employee: { id: w.employee.id, name, companyId: w.owner.companyId, currentEmploymentId: null },
      actions: { upload: true, delete: true },
    });
    expect((await getEmployeeDocumentsContext(w.actors.manager, w.employee.id)).actions).toEqual({
      upload: true,
      delete: true,
    });
    // An employee removes only their own uploads: no Delete on a page of files from several people.
    expect((await getEmployeeDocumentsContext(w.actors.self, w.employee.id)).actions).toEqual({
      upload: true,
      delete: false,
    });
    await notFound(getEmployeeDocumentsContext(w.actors.stranger, w.employee.id));
    await notFound(getEmployeeSummary(w.actors.otherLsp, w.employee.id));

    // The list the page shows (GET /api/documents?employeeId=): the owner's manager sees it, a stranger nothing.
    const list = async (userId: string) =>
      (
        await call<{ items: { title: string }[]; totalCount: number }>(docsRoute.GET, {
          path: `/api/documents?employeeId=${w.employee.id}&pageIndex=0&pageSize=10`,
          token: await tokenFor(userId),
        })
      ).body;
    expect((await list(w.owner.user.id)).items.map((d) => d.title)).toEqual(["Work permit"]);
    expect(await list((await createManager(db)).user.id)).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe("[EMPLOYMENTS] the employee Employments page", () => {
  it("sorts by start date (undated last) or status, pages on the server and marks the current employment", async () => {
    const w = await world();
    const le = await db.legalEntity.create({
      data: { name: `EuroEmploy DE ${Math.random()}`, countryCode: "DE", lspId: w.lsp.id },
    });
    const make = (startDate: string | null, status: "EMPLOYMENT_STATUS_ACTIVE" | "EMPLOYMENT_STATUS_TERMINATED") =>
      db.employment.create({
        data: {
          employeeId: w.employee.id,
          companyId: w.owner.companyId,
          lspId: w.lsp.id,
          legalEntityId: le.id,
          status,
          startDate: startDate ? new Date(`${startDate}T00:00:00Z`) : null,
        },
      });
    const first = await make("2022-01-01", "EMPLOYMENT_STATUS_TERMINATED");
    const current = await make("2025-03-01", "EMPLOYMENT_STATUS_ACTIVE");
    const undated = await make(null, "EMPLOYMENT_STATUS_TERMINATED");
    await db.employee.update({ where: { id: w.employee.id }, data: { currentEmploymentId: current.id } });
    // Someone else's employment never shows.
    const { employee: colleague } = await createEmployee(db, { companyId: w.owner.companyId });
    await db.employment.create({ data: { employeeId: colleague.id, companyId: w.owner.companyId } });

    const desc = await listEmployeeEmployments(w.actors.admin, w.employee.id, query());
    expect(desc.items.map((r) => r.id)).toEqual([current.id, first.id, undated.id]);
    expect(desc.totalCount).toBe(3);
    expect(desc.items[0]).toMatchObject({
      isCurrent: true,
      status: "EMPLOYMENT_STATUS_ACTIVE",
      employerName: w.lsp.name,
      legalEntityName: le.name,
      startDate: "2025-03-01",
      terminationDate: null,
    });
    expect(desc.items.filter((r) => r.isCurrent)).toHaveLength(1);
    expect(desc.actions).toEqual({ edit: true });

    const asc = await listEmployeeEmployments(w.actors.admin, w.employee.id, query({ dir: "asc" }));
    expect(asc.items.map((r) => r.id)).toEqual([first.id, current.id, undated.id]);

    // Status in its lifecycle order (Active before Terminated), newest start first within a status.
    const byStatus = await listEmployeeEmployments(
      w.actors.admin,
      w.employee.id,
      query({ sort: "status", dir: "asc" }),
    );
    expect(byStatus.items.map((r) => r.id)).toEqual([current.id, first.id, undated.id]);

    const page2 = await listEmployeeEmployments(
      w.actors.manager,
      w.employee.id,
      query({ pageIndex: "1", pageSize: "2" }),
    );
    expect(page2.items.map((r) => r.id)).toEqual([undated.id]);
    expect(page2.totalCount).toBe(3);
    // Only admins correct employments (employments.write).
    expect(page2.actions).toEqual({ edit: false });

    expect((await listEmployeeEmployments(w.actors.self, w.employee.id, query())).totalCount).toBe(3);
    await notFound(listEmployeeEmployments(w.actors.stranger, w.employee.id, query()));
    await notFound(listEmployeeEmployments(w.actors.otherLsp, w.employee.id, query()));
  });

  it("an employee has no employment yet: an empty list, not an error", async () => {
    const w = await world();
    const list = await listEmployeeEmployments(w.actors.manager, w.employee.id, query());
    expect(list).toMatchObject({ items: [], totalCount: 0 });
  });
});
