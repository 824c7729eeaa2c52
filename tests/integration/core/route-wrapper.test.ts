/** @jest-environment node */
// The route wrapper's paths on real routes against a real PostgreSQL: 400/401/403/404/409/422,
// and the audit row written with a change and never for a rejected one.
import * as tokensRoute from "@/app/api/api-tokens/route";
import * as tokenRoute from "@/app/api/api-tokens/[tokenId]/route";
import * as outboxRoute from "@/app/api/dev/outbox/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

const db = getDb();

async function auditCount(userId: string) {
  return db.auditEvent.count({ where: { actorId: userId, entityType: "ApiToken" } });
}

describe("[CORE] route wrapper", () => {
  // The dev mail viewer is the admin-only GET used here; it exists only while turned on.
  beforeAll(() => {
    process.env.DEV_MAIL_VIEWER = "true";
  });
  afterAll(() => {
    delete process.env.DEV_MAIL_VIEWER;
  });
  afterEach(() => {
    delete process.env.READ_ONLY;
  });

  it("401 without credentials, and with an unknown or revoked token", async () => {
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens" })).status).toBe(401);
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens", token: "omni_not-a-token" })).status).toBe(401);
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    await db.apiToken.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens", token })).status).toBe(401);
  });

  it("401 once the user is deactivated (next request, no re-login)", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const token = await tokenFor(user.id);
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens", token })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens", token })).status).toBe(401);
  });

  it("403 when the policy refuses the role, 200 when it grants it", async () => {
    const { user: employee } = await createUser(db, { roles: ["employee"] });
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const refused = await call<{ message: string; code: string }>(outboxRoute.GET, {
      path: "/api/dev/outbox",
      token: await tokenFor(employee.id),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect((await call(outboxRoute.GET, { path: "/api/dev/outbox", token: await tokenFor(admin.id) })).status).toBe(
      200,
    );
  });

  it("400 with messages keyed by field for an invalid body or query, and for malformed JSON", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const invalid = await call<{ fieldErrors: Record<string, string[]> }>(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token,
      json: { name: "  " },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.name).toEqual(["Please enter a name"]);
    const malformed = await call(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token,
      headers: { "content-type": "application/json" },
      raw: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { message: string }).message).toBe("The request body is not valid JSON.");
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const badQuery = await call<{ fieldErrors: Record<string, string[]> }>(outboxRoute.GET, {
      path: "/api/dev/outbox?pageSize=5000",
      token: await tokenFor(admin.id),
    });
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fieldErrors)).toEqual(["pageSize"]);
  });

  it("201 writes the change and its audit row in one go; 409 on a clash writes neither", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const before = await auditCount(user.id);
    const createdToken = await call<{ id: string; token: string }>(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token,
      json: { name: "CI" },
    });
    expect(createdToken.status).toBe(201);
    expect(createdToken.body.token).toMatch(/^omni_/);
    expect(await auditCount(user.id)).toBe(before + 1);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { entityId: createdToken.body.id } });
    expect(audit.action).toBe("apiToken.create");
    expect(audit.requestId).toBeTruthy();

    const clash = await call<{ message: string }>(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token,
      json: { name: "CI" },
    });
    expect(clash.status).toBe(409);
    expect(await auditCount(user.id)).toBe(before + 1);
    expect(await db.apiToken.count({ where: { userId: user.id, name: "CI" } })).toBe(1);
  });

  it("404 for another user's token: ownership lives in the query", async () => {
    const { user: owner } = await createUser(db, { roles: ["employee"] });
    const { user: other } = await createUser(db, { roles: ["admin"] });
    const created = await call<{ id: string }>(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token: await tokenFor(owner.id),
      json: { name: "mine" },
    });
    const attempt = await call(tokenRoute.DELETE, {
      method: "DELETE",
      path: `/api/api-tokens/${created.body.id}`,
      params: { tokenId: created.body.id },
      token: await tokenFor(other.id),
    });
    expect(attempt.status).toBe(404);
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: created.body.id } })).revokedAt).toBeNull();
  });

  it("422 'Application is in read-only mode' for writes in read-only mode, reads still work, nothing written", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    process.env.READ_ONLY = "true";
    const before = await db.apiToken.count({ where: { userId: user.id } });
    const refused = await call<{ message: string }>(tokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token,
      json: { name: "blocked" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Application is in read-only mode");
    expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(before);
    expect(await auditCount(user.id)).toBe(0);
    expect((await call(tokensRoute.GET, { path: "/api/api-tokens", token })).status).toBe(200);
  });

  it("never answers with SQL or a stack trace", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const response = await call(tokenRoute.DELETE, {
      method: "DELETE",
      path: "/api/api-tokens/x",
      params: { tokenId: "x".repeat(65) },
      token,
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/SELECT|at .*\.ts|prisma/i);
  });
});
