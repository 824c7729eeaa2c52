/** @jest-environment node */
// [SECURITY] LSP users are the admins' to read (spec 2 section 6: 'only admin reads LSP users'; spec 1 sections
// 6-7): GET /api/local-service-providers/{lspId}/users and .../users/{userId} refuse the lsp role (403), even for
// its own provider and its own user; admins and IE admins keep them. An LSP user still reads their own account
// (GET /api/users/{userId}, the account pages' route) and their own LSP record.
import * as lspRoute from "@/app/api/local-service-providers/[lspId]/route";
import * as lspUsersRoute from "@/app/api/local-service-providers/[lspId]/users/route";
import * as lspUserRoute from "@/app/api/local-service-providers/[lspId]/users/[userId]/route";
import * as userRoute from "@/app/api/users/[userId]/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";

const db = getDb();

describe("[SECURITY] LSP users are read by admins only", () => {
  it("refuses both LSP-user reads to an LSP user (403), keeps them for admins and IE admins, and keeps the own account", async () => {
    const lsp = await db.localServiceProvider.create({ data: { name: `LSP ${uniqueSuffix()}` } });
    const { user: lspUser } = await createUser(db, { roles: [{ type: "lsp", tenantId: lsp.id }] });
    const lspToken = await tokenFor(lspUser.id);
    const list = (token: string) =>
      call<unknown[]>(lspUsersRoute.GET, { path: "/x", params: { lspId: lsp.id }, token });
    const one = (token: string) =>
      call<{ userId?: string; message?: string }>(lspUserRoute.GET, {
        path: "/x",
        params: { lspId: lsp.id, userId: lspUser.id },
        token,
      });

    for (const res of [await list(lspToken), await one(lspToken)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", message: MESSAGES.forbidden });
    }

    for (const roles of [["admin"], ["international-expansion"]] as const) {
      const { user } = await createUser(db, { roles: [...roles] });
      const token = await tokenFor(user.id);
      const listed = await list(token);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(1);
      const read = await one(token);
      expect(read.status).toBe(200);
      expect(read.body.userId).toBe(lspUser.id);
    }

    // Their own account and their own provider's record stay readable.
    const account = await call<{ userId: string }>(userRoute.GET, {
      path: "/x",
      params: { userId: lspUser.id },
      token: lspToken,
    });
    expect(account.status).toBe(200);
    expect(account.body.userId).toBe(lspUser.id);
    const record = await call(lspRoute.GET, { path: "/x", params: { lspId: lsp.id }, token: lspToken });
    expect(record.status).toBe(200);
  });
});
