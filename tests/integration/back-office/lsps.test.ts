/** @jest-environment node */
// LSPs and their users through the real routes (spec 3 sections 2, 5).
import * as lspsRoute from "@/app/api/local-service-providers/route";
import * as lspRoute from "@/app/api/local-service-providers/[lspId]/route";
import * as lspUsersRoute from "@/app/api/local-service-providers/[lspId]/users/route";
import * as lspUserRoute from "@/app/api/local-service-providers/[lspId]/users/[userId]/route";
import { getDb } from "@/lib/db";
import type { LspDetail, LspListItem } from "@/lib/lsps/schema";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";

const db = getDb();

async function newLsp(countries: string[] = []) {
  for (const c of countries) await ensureCountry(db, c);
  return db.localServiceProvider.create({
    data: {
      name: `LSP ${uniqueSuffix()}`,
      countries: { create: countries.map((countryCode) => ({ countryCode })) },
    },
  });
}

async function admin() {
  const { user } = await createUser(db, { roles: ["admin"] });
  return tokenFor(user.id);
}

describe("[LSPS] admin manages local service providers", () => {
  it("refuses to delete an LSP with connected entities (409, nothing deleted) and deletes an unconnected one", async () => {
    const token = await admin();
    const lsp = await newLsp(["DE"]);
    const { employee } = await createEmployee(db, { lspId: lsp.id, countryCode: "DE" });
    const detail = await call<LspDetail>(lspRoute.GET, { path: "/x", params: { lspId: lsp.id }, token });
    expect(detail.body.canDelete).toBe(false);
    expect(detail.body.deleteBlockedReason).toMatch(/1 employee/);

    const refused = await call<{ message: string }>(lspRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { lspId: lsp.id },
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/connected entities/);
    expect(await db.localServiceProvider.count({ where: { id: lsp.id } })).toBe(1);
    expect(await db.lspCountry.count({ where: { lspId: lsp.id } })).toBe(1);
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).lspId).toBe(lsp.id);

    const free = await newLsp(["FR"]);
    const ok = await call(lspRoute.DELETE, { method: "DELETE", path: "/x", params: { lspId: free.id }, token });
    expect(ok.status).toBe(204);
    expect(await db.localServiceProvider.count({ where: { id: free.id } })).toBe(0);
    expect(await db.auditEvent.count({ where: { entityId: free.id, action: "lsp.delete" } })).toBe(1);
  });

  it("lists the countries column as the first 3 sorted plus a count, and edits the name (trimmed, something must change)", async () => {
    const token = await admin();
    const lsp = await newLsp(["SE", "DE", "FR", "ES", "AT"]);
    const list = await call<{ items: LspListItem[] }>(lspsRoute.GET, { path: "/x?pageSize=200", token });
    const row = list.body.items.find((i) => i.id === lsp.id);
    expect(row?.countriesLabel).toBe("Austria, France, Germany +2");

    const same = await call(lspRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { lspId: lsp.id },
      token,
      json: { name: ` ${lsp.name} ` },
    });
    expect(same.status).toBe(400);
    const renamed = await call<{ name: string; inactive: boolean }>(lspRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { lspId: lsp.id },
      token,
      json: { name: "  Renamed  ", inactive: true },
    });
    expect(renamed.body).toMatchObject({ name: "Renamed", inactive: true });
  });

  it("adds an LSP user with an invitation; the user reaches only their own LSP; removal needs the manage right", async () => {
    const token = await admin();
    const lsp = await newLsp(["DE"]);
    const other = await newLsp(["DE"]);
    const email = `lsp-${uniqueSuffix()}@provider.example`;
    const added = await call<{ userId: string; invitationStatus: string }>(lspUsersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { lspId: lsp.id },
      token,
      json: { firstName: "Lena", lastName: "Provider", email },
    });
    expect(added.status).toBe(201);
    expect(added.body.invitationStatus).toBe("SENT");
    expect(await db.outboxEmail.count({ where: { to: email } })).toBe(1);

    const lspToken = await tokenFor(added.body.userId);
    // The provider list is the admins' (spec 1 sections 6-7); the LSP user reads its own provider by id.
    expect((await call(lspsRoute.GET, { path: "/x", token: lspToken })).status).toBe(403);
    const mine = await call<{ id: string }>(lspRoute.GET, { path: "/x", params: { lspId: lsp.id }, token: lspToken });
    expect(mine.body.id).toBe(lsp.id);
    const foreign = await call(lspRoute.GET, { path: "/x", params: { lspId: other.id }, token: lspToken });
    expect(foreign.status).toBe(404);
    const selfDelete = await call(lspUserRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { lspId: lsp.id, userId: added.body.userId },
      token: lspToken,
    });
    expect(selfDelete.status).toBe(403);

    const removed = await call(lspUserRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { lspId: lsp.id, userId: added.body.userId },
      token,
    });
    expect(removed.status).toBe(204);
    const users = await call<unknown[]>(lspUsersRoute.GET, { path: "/x", params: { lspId: lsp.id }, token });
    expect(users.body).toEqual([]);
  });
});

describe("[LSPS] IE admin edits an LSP manager", () => {
  it("an IE admin renames an LSP manager (audited); a general admin gets 403; another LSP's id is not found", async () => {
    const lsp = await newLsp(["DE"]);
    const other = await newLsp(["FR"]);
    const { user: lspUser } = await createUser(db, { roles: [{ type: "lsp", tenantId: lsp.id }] });
    const { user: ie } = await createUser(db, { roles: ["international-expansion"] });
    const ieToken = await tokenFor(ie.id);
    const patch = (lspId: string, token: string, json: unknown) =>
      call<{ name: string; fieldErrors?: Record<string, string[]> }>(lspUserRoute.PATCH, {
        method: "PATCH",
        path: "/x",
        params: { lspId, userId: lspUser.id },
        token,
        json,
      });
    const ok = await patch(lsp.id, ieToken, { firstName: " Lena ", lastName: "Renamed" });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe("Lena Renamed");
    expect(await db.auditEvent.count({ where: { entityId: lspUser.id, action: "lspUser.update" } })).toBe(1);
    expect((await patch(lsp.id, ieToken, { firstName: "", lastName: "X" })).body.fieldErrors?.firstName).toEqual([
      "Please enter a first name",
    ]);
    expect((await patch(lsp.id, await admin(), { firstName: "A", lastName: "B" })).status).toBe(403);
    expect((await patch(other.id, ieToken, { firstName: "A", lastName: "B" })).status).toBe(404);
  });
});
