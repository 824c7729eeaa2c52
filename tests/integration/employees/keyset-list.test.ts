/** @jest-environment node */
// The employee list pages by keyset: following nextCursor returns every row exactly once, in name order, even
// with equal names; archived employees leave the default list and are found with the 'Archived' filter.
import * as listRoute from "@/app/api/employees/route";
import * as managerRoute from "@/app/api/employees/manager/[managerUserId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type Page = { items: { id: string; name: string; archived: boolean }[]; nextCursor: string | null };

async function allPages(path: string, token: string) {
  const seen: Page["items"] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: Page } = await call<Page>(listRoute.GET, {
      path: `${path}${cursor ? `&cursor=${cursor}` : ""}`,
      token,
    });
    expect(res.status).toBe(200);
    seen.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe("[EMPLOYEES] keyset list", () => {
  it("returns each row once across pages, ties on the name broken by id", async () => {
    const company = await createCompany(db);
    const { user } = await createManager(db, { companyId: company.id });
    const names: [string, string][] = [
      ["Ana", "Zed"],
      ["Ana", "Zed"],
      ["Ana", "Zed"],
      ["Bo", "Able"],
      ["Cy", "Able"],
      ["Ana", "Moss"],
      ["Élodie", "Moss"],
    ];
    const ids: string[] = [];
    for (const [firstName, lastName] of names)
      ids.push((await createEmployee(db, { companyId: company.id, firstName, lastName })).employee.id);
    const token = await tokenFor(user.id);
    const { seen, pages } = await allPages("/api/employees?pageSize=2", token);
    expect(pages).toBe(4);
    expect(seen.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(new Set(seen.map((r) => r.id)).size).toBe(names.length);
    expect(seen.map((r) => r.name)).toEqual([
      "Bo Able",
      "Cy Able",
      "Ana Moss",
      "Élodie Moss",
      "Ana Zed",
      "Ana Zed",
      "Ana Zed",
    ]);
  });

  it("hides archived employees unless the Archived filter is on; a forged cursor is a 400", async () => {
    const company = await createCompany(db);
    const { user } = await createManager(db, { companyId: company.id });
    const current = await createEmployee(db, { companyId: company.id });
    const archived = await createEmployee(db, {
      companyId: company.id,
      archivedAt: new Date(),
      onboardingStatus: "INACTIVE",
    });
    const token = await tokenFor(user.id);
    const normal = await call<Page>(listRoute.GET, { path: "/api/employees", token });
    expect(normal.body.items.map((i) => i.id)).toEqual([current.employee.id]);
    const onlyArchived = await call<Page>(listRoute.GET, { path: "/api/employees?archived=true", token });
    expect(onlyArchived.body.items.map((i) => [i.id, i.archived])).toEqual([[archived.employee.id, true]]);
    const forged = await call<{ fieldErrors: Record<string, string[]> }>(listRoute.GET, {
      path: "/api/employees?cursor=not-a-cursor",
      token,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors.cursor).toEqual(["Invalid cursor"]);
  });

  it("filters by onboarding status and by job title, a '%' in the search taken literally", async () => {
    const company = await createCompany(db);
    const { user } = await createManager(db, { companyId: company.id });
    const onboarding = await createEmployee(db, {
      companyId: company.id,
      onboardingStatus: "IN_PROGRESS",
      jobTitle: "100% Remote Lead",
    });
    const active = await createEmployee(db, {
      companyId: company.id,
      onboardingStatus: "ACTIVE",
      jobTitle: "Remote Lead",
    });
    const token = await tokenFor(user.id);
    const byStatus = await call<{ items: { id: string; onboardingStatus: string }[] }>(listRoute.GET, {
      path: "/api/employees?onboardingStatus=IN_PROGRESS",
      token,
    });
    expect(byStatus.body.items.map((i) => [i.id, i.onboardingStatus])).toEqual([
      [onboarding.employee.id, "IN_PROGRESS"],
    ]);
    const literal = await call<Page>(listRoute.GET, {
      path: "/api/employees?searchBy=jobTitle&searchValue=100%25",
      token,
    });
    expect(literal.body.items.map((i) => i.id)).toEqual([onboarding.employee.id]);
    const both = await call<Page>(listRoute.GET, {
      path: "/api/employees?searchBy=jobTitle&searchValue=remote%20lead",
      token,
    });
    expect(both.body.items.map((i) => i.id).sort()).toEqual([onboarding.employee.id, active.employee.id].sort());
  });

  it("lists a manager's direct reports only", async () => {
    const company = await createCompany(db);
    const lead = await createManager(db, { companyId: company.id });
    const peer = await createManager(db, { companyId: company.id });
    const report = await createEmployee(db, { companyId: company.id, managerId: lead.manager.id });
    await createEmployee(db, { companyId: company.id, managerId: peer.manager.id });
    const res = await call<Page>(managerRoute.GET, {
      path: `/api/employees/manager/${lead.user.id}`,
      params: { managerUserId: lead.user.id },
      token: await tokenFor(peer.user.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.id)).toEqual([report.employee.id]);
  });
});
