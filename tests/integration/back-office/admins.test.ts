/** @jest-environment node */
// Internal admin users through the real routes (spec 3 sections 2, 5): OP admins only; the e-mail domain rule,
// additional roles, session version on role change, never oneself nor the last OP admin.
import * as usersRoute from "@/app/api/users/route";
import * as userRoute from "@/app/api/users/[userId]/route";
import * as inviteRoute from "@/app/api/users/[userId]/invite/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { companyEmailDomain } from "@/lib/config";
import { adminEmailMessages } from "@/lib/account/admins/schema";
import { CANNOT_DELETE_SELF } from "@/lib/account/admins/delete-admin";
import { LAST_OP_ADMIN, assertOtherOpAdminRemains } from "@/lib/account/admins/last-op-admin";
import { DEMO_ACCOUNTS } from "@/prisma/demo-accounts";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";

const db = getDb();
type Body = { message: string; fieldErrors?: Record<string, string[]> };

async function opAdmin() {
  const { user } = await createUser(db, { roles: ["admin", "operator"] });
  return { user, token: await tokenFor(user.id) };
}

const newAdmin = (extra: Record<string, unknown> = {}) => ({
  firstName: "Nova",
  lastName: "Admin",
  email: `nova-${uniqueSuffix()}@${companyEmailDomain()}`,
  additionalAdminRoles: ["payroll"],
  ...extra,
});

describe("[ADMINS] only OP admins reach the admin-user routes", () => {
  const others = DEMO_ACCOUNTS.filter((a) => !(a.roles.includes("admin") && a.roles.includes("operator")));

  it.each(others.map((a) => [a.key, a.roles] as const))(
    "%s gets 403 on every admin-user route",
    async (_key, roles) => {
      const target = await createUser(db, { roles: ["admin"] });
      const { user } = await createUser(db, {
        roles: [...roles],
        tenantId: "some-tenant",
        scopes: roles.includes("manager") ? ["super-manager"] : [],
      });
      const token = await tokenFor(user.id);
      const list = await call(usersRoute.GET, { path: "/api/users?role=admin", token });
      const add = await call(usersRoute.POST, { method: "POST", path: "/api/users", token, json: newAdmin() });
      const edit = await call(userRoute.PATCH, {
        method: "PATCH",
        path: "/x",
        params: { userId: target.user.id },
        token,
        json: { additionalAdminRoles: ["finance"] },
      });
      const del = await call(userRoute.DELETE, {
        method: "DELETE",
        path: "/x",
        params: { userId: target.user.id },
        token,
      });
      expect([list.status, add.status, edit.status, del.status]).toEqual([403, 403, 403, 403]);
      expect(await db.userRole.count({ where: { userId: target.user.id } })).toBe(1);
    },
  );
});

describe("[ADMINS] OP admin manages admin users", () => {
  it("adds an admin with additional roles, lists them, refuses a duplicate with 409 and a foreign domain with the spec's message", async () => {
    const { token } = await opAdmin();
    const input = newAdmin();
    const res = await call<{ userId: string; roles: { type: string }[]; temporaryPassword: string }>(usersRoute.POST, {
      method: "POST",
      path: "/api/users",
      token,
      json: input,
    });
    expect(res.status).toBe(201);
    expect(res.body.roles.map((r) => r.type)).toEqual(["admin", "payroll"]);
    expect(res.body.temporaryPassword).toMatch(/.{8,}/);
    // Other suites add admins to the shared database: page through the list (keyset, each admin once).
    type Page = { items: { email: string }[]; nextPageKey: string | null };
    const emails: string[] = [];
    let key: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const path: string = `/api/users?role=admin&pageSize=50${key ? `&nextPageKey=${key}` : ""}`;
      const list: { status: number; body: Page } = await call<Page>(usersRoute.GET, { path, token });
      expect(list.status).toBe(200);
      emails.push(...list.body.items.map((i) => i.email));
      key = list.body.nextPageKey;
      if (key === null) break;
    }
    expect(emails).toContain(input.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(await db.auditEvent.count({ where: { entityId: res.body.userId, action: "admin.create" } })).toBe(1);

    const dup = await call<Body>(usersRoute.POST, { method: "POST", path: "/api/users", token, json: input });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(MESSAGES.duplicateEmail);

    const foreign = await call<Body>(usersRoute.POST, {
      method: "POST",
      path: "/api/users",
      token,
      json: newAdmin({ email: "nova@gmail.com", additionalAdminRoles: ["manager"] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.email).toEqual([adminEmailMessages(companyEmailDomain()).invalid]);
    expect(
      foreign.body.fieldErrors?.["additionalAdminRoles.0"] ?? foreign.body.fieldErrors?.additionalAdminRoles,
    ).toBeTruthy();
  });

  it("a role change bumps the session version; the invitation goes through the outbox", async () => {
    const { token } = await opAdmin();
    const created = await call<{ userId: string }>(usersRoute.POST, {
      method: "POST",
      path: "/api/users",
      token,
      json: newAdmin({ additionalAdminRoles: null }),
    });
    const before = await db.user.findUniqueOrThrow({ where: { id: created.body.userId } });
    const edit = await call<{ roles: { type: string }[] }>(userRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { userId: created.body.userId },
      token,
      json: { additionalAdminRoles: ["finance", "customer-success"] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.roles.map((r) => r.type).sort()).toEqual(["admin", "customer-success", "finance"]);
    const after = await db.user.findUniqueOrThrow({ where: { id: created.body.userId } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);

    const invite = await call(inviteRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.body.userId },
      token,
      json: {},
    });
    expect(invite.status).toBe(200);
    expect(await db.outboxEmail.count({ where: { to: before.email } })).toBe(1);
  });

  it("an admin cannot delete themselves nor the last OP admin; deleting another ends their access", async () => {
    const me = await opAdmin();
    const self = await call<Body>(userRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { userId: me.user.id },
      token: me.token,
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(CANNOT_DELETE_SELF);

    const other = await createUser(db, { roles: ["admin", "operator"] });
    const del = await call(userRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { userId: other.user.id },
      token: me.token,
    });
    expect(del.status).toBe(204);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).isActive).toBe(false);

    // The last-OP-admin rule, seen in a transaction where every other operator role is gone (rolled back after,
    // so parallel test files keep theirs).
    const outcome = await db
      .$transaction(async (tx) => {
        await tx.userRole.deleteMany({ where: { type: "operator", userId: { not: me.user.id } } });
        const refusal = await assertOtherOpAdminRemains(tx, me.user.id).catch((e: Error) => e.message);
        throw new Error(`rollback:${refusal}`);
      })
      .catch((e: Error) => e.message);
    expect(outcome).toBe(`rollback:${LAST_OP_ADMIN}`);
    expect(await db.userRole.count({ where: { type: "operator", userId: other.user.id } })).toBe(0);
  });

  it("a user still patches their own account through the same route", async () => {
    const { user } = await createUser(db, { roles: ["manager"], tenantId: "c1" });
    const res = await call<{ displayName: string }>(userRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { userId: user.id },
      token: await tokenFor(user.id),
      json: { displayName: "Me" },
    });
    expect(res.status).toBe(200);
    expect(res.body.displayName).toBe("Me");
  });
});
