/** @jest-environment node */
// Manager permissions: the scope toggles change the manager's UserRole.scopes, and the manager's access
// changes on their very next request (roles are re-read per request). Direct reports (associations).
import { NextRequest } from "next/server";
import * as scopeRoute from "@/app/api/user-scopes/users/[userId]/[scope]/route";
import * as assocRoute from "@/app/api/user-associations/[userId]/route";
import * as managersRoute from "@/app/api/companies/[companyId]/managers/route";
import { getDb } from "@/lib/db";
import { actorFromRequest } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const SUPER = ["employees:*", "super-manager"];

async function actorOf(token: string) {
  return actorFromRequest(new NextRequest("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }));
}

function toggle(userId: string, scope: string, scopeStatus: unknown, token: string) {
  return call<{ scopes: string[]; message?: string }>(scopeRoute.PATCH, {
    method: "PATCH",
    path: "/x",
    params: { userId, scope },
    token,
    json: { scopeStatus },
  });
}

afterEach(() => {
  delete process.env.FEATURE_MANAGER_PERMISSIONS_UI;
  delete process.env.READ_ONLY;
});

describe("[PERMISSIONS] scope toggles", () => {
  it("super manager grants payroll data access: the manager can read payroll reports on the next request; revoking takes it away", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const mark = await createManager(db, { companyId: boss.companyId });
    const bossToken = await tokenFor(boss.user.id);
    const markToken = await tokenFor(mark.user.id);
    // Every manager may read payroll reports (their direct reports' rows); the scope gives the whole company's rows.
    expect(can(await actorOf(markToken), "payrollReports.read")).toBe(true);
    expect(can(await actorOf(markToken), "payrollReports.allCompanyRows")).toBe(false);

    const on = await toggle(mark.user.id, "payroll", true, bossToken);
    expect(on.status).toBe(200);
    expect(on.body.scopes).toEqual(["employees:*", "payroll:*"]);
    expect(can(await actorOf(markToken), "payrollReports.allCompanyRows")).toBe(true);
    expect((await db.manager.findUniqueOrThrow({ where: { id: mark.manager.id } })).hasPayrollScope).toBe(true);

    await toggle(mark.user.id, "payroll", false, bossToken);
    expect(can(await actorOf(markToken), "payrollReports.allCompanyRows")).toBe(false);
    expect(
      await db.auditEvent.count({
        where: { entityType: "UserRole", action: { startsWith: "userScope." }, actorId: boss.user.id },
      }),
    ).toBe(2);
  });

  it("making a manager super manager lets them manage permissions themselves (403 -> 200 on a real route)", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const mark = await createManager(db, { companyId: boss.companyId });
    const markToken = await tokenFor(mark.user.id);
    expect((await toggle(boss.user.id, "finance", true, markToken)).status).toBe(403);
    expect((await toggle(mark.user.id, "super-manager", true, await tokenFor(boss.user.id))).status).toBe(200);
    expect((await toggle(boss.user.id, "finance", true, markToken)).status).toBe(200);
    expect((await toggle(mark.user.id, "expenses-notifications", true, markToken)).body.scopes).toContain(
      "expenses:notifications",
    );
    const list = await call<{
      items: { userId: string; isSuperAdmin: boolean; hasExpensesScope: boolean; hasFinanceScope: boolean }[];
    }>(managersRoute.GET, {
      path: "/x",
      params: { companyId: boss.companyId },
      token: markToken,
    });
    expect(list.body.items.find((m) => m.userId === mark.user.id)).toMatchObject({
      isSuperAdmin: true,
      hasExpensesScope: true,
    });
    expect(list.body.items.find((m) => m.userId === boss.user.id)).toMatchObject({ hasFinanceScope: true });
  });

  it("the only super manager cannot switch super manager off (409)", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const res = await toggle(boss.user.id, "super-manager", false, await tokenFor(boss.user.id));
    expect(res.status).toBe(409);
    const role = await db.userRole.findFirstOrThrow({ where: { userId: boss.user.id, type: "manager" } });
    expect(role.scopes).toContain("super-manager");
  });

  it("404 for a manager of another company, 400 for a bad body or scope, 403 when the flag is off, 422 read-only", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const stranger = await createManager(db);
    const token = await tokenFor(boss.user.id);
    expect((await toggle(stranger.user.id, "payroll", true, token)).status).toBe(404);
    expect((await toggle(boss.user.id, "payroll", "yes", token)).status).toBe(400);
    expect((await toggle(boss.user.id, "everything", true, token)).status).toBe(400);
    process.env.FEATURE_MANAGER_PERMISSIONS_UI = "false";
    expect((await toggle(boss.user.id, "payroll", true, token)).status).toBe(403);
    delete process.env.FEATURE_MANAGER_PERMISSIONS_UI;
    process.env.READ_ONLY = "true";
    expect((await toggle(boss.user.id, "payroll", true, token)).status).toBe(422);
    expect(
      (await db.userRole.findFirstOrThrow({ where: { userId: boss.user.id, type: "manager" } })).scopes,
    ).not.toContain("payroll:*");
  });

  it("the internal company's permissions are for OP admins only", async () => {
    const internal = await createCompany(db, { isInternal: true });
    const m = await createManager(db, { companyId: internal.id });
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const { user: op } = await createUser(db, { roles: ["admin", "operator"] });
    expect((await toggle(m.user.id, "finance", true, await tokenFor(admin.id))).status).toBe(403);
    expect((await toggle(m.user.id, "finance", true, await tokenFor(op.id))).status).toBe(200);
  });
});

describe("[PERMISSIONS] direct reports", () => {
  it("sets the associated employees of a manager; foreign employees are refused with 400", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const mark = await createManager(db, { companyId: boss.companyId });
    const e1 = await createEmployee(db, { companyId: boss.companyId, withUser: true });
    const e2 = await createEmployee(db, { companyId: boss.companyId, withUser: true });
    const foreign = await createEmployee(db, { withUser: true });
    const token = await tokenFor(boss.user.id);
    const put = (ids: string[]) =>
      call<{ associatedUserIds: string[] }>(assocRoute.PUT, {
        method: "PUT",
        path: "/x",
        params: { userId: mark.user.id },
        token,
        json: { associatedUserIds: ids },
      });
    const ok = await put([e1.user!.id, e2.user!.id]);
    expect(ok.status).toBe(200);
    expect(await db.userAssociation.count({ where: { userId: mark.user.id } })).toBe(2);
    expect((await put([e1.user!.id, foreign.user!.id])).status).toBe(400);
    expect(await db.userAssociation.count({ where: { userId: mark.user.id } })).toBe(2);
    await put([e2.user!.id]);
    const rows = await db.userAssociation.findMany({ where: { userId: mark.user.id } });
    expect(rows.map((r) => r.associatedUserId)).toEqual([e2.user!.id]);
    const plain = await tokenFor(mark.user.id);
    expect(
      (
        await call(assocRoute.PUT, {
          method: "PUT",
          path: "/x",
          params: { userId: mark.user.id },
          token: plain,
          json: { associatedUserIds: [] },
        })
      ).status,
    ).toBe(403);
  });
});
