// Who is calling: from the next-auth session cookie (JWT) or a personal API token (Authorization: Bearer).
// Every request checks the user and roles as the database has them now, so deactivation or a role change
// applies on the next request (the JWT carries a sessionVersion that must still match): a token's request reads
// them, a session's takes them from the actor cache, which every change to them empties (lib/auth/actor-cache.ts).
// A session signed out on the server (its sid in RevokedSession, lib/auth/revoke-session.ts) is refused the same
// way: the row carries the user's revoked sids, and a revocation empties the cache entry like any user change.
import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Prisma } from "@/generated/prisma/client";
import { db, queryRows } from "@/lib/db";
import { buildActor, type Actor } from "@/lib/auth/actor";
import { roleFromDb } from "@/lib/auth/role-names";
import { sha256 } from "@/lib/auth/tokens";
import { authOptions } from "@/lib/auth/options";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { ActorCache } from "@/lib/auth/actor-cache";
import { isHeldForTwoFactorSetup } from "@/lib/auth/two-factor/api-hold";
import { TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/requirement";

type ActorRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  isActive: boolean;
  sessionVersion: number;
  mustChangePassword: boolean;
  /** Issue 28: two-factor sign-in is on (totpEnabledAt set); carried here so the API hold costs no query. */
  twoFactorEnabled: boolean;
  roles: { type: string; tenantId: string | null; scopes: string[] }[];
  /** Sessions of this user signed out and not yet expired. */
  revokedSids: string[];
};

export async function loadActor(
  userId: string,
  sessionVersion: number | null,
  via: Actor["via"],
  /** The session's id (JWT sid): refused once signed out. */
  sid?: string | null,
): Promise<Actor | null> {
  const user =
    via === "session" ? await actorRows().get(userId, () => readActorRow(userId)) : await readActorRow(userId);
  if (!user || !user.isActive) return null;
  if (sessionVersion !== null && user.sessionVersion !== sessionVersion) return null;
  if (sid && user.revokedSids.includes(sid)) return null;
  return buildActor({
    userId: user.id,
    email: user.email,
    name: user.displayName || `${user.firstName} ${user.lastName}`.trim(),
    roles: user.roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId, scopes: r.scopes })),
    via,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.twoFactorEnabled,
  });
}

// Created on first use (a build imports this module without a database). A bundle layer that loads its own copy
// of this module has its own cache and listener, which is as correct, only less shared.
let rows: ActorCache<ActorRow> | undefined;
const actorRows = () => (rows ??= new ActorCache<ActorRow>(() => process.env.DATABASE_URL));

async function readActorRow(userId: string): Promise<ActorRow | undefined> {
  // One prepared statement on the shared pool (Prisma's relation load took several times longer).
  const [user] = await queryRows<ActorRow>(
    Prisma.sql`
    SELECT u.id, u.email, u."firstName", u."lastName", u."displayName", u."isActive", u."sessionVersion",
           u."mustChangePassword", u."totpEnabledAt" IS NOT NULL AS "twoFactorEnabled",
           COALESCE((SELECT json_agg(json_build_object('type', r.type, 'tenantId', r."tenantId", 'scopes', r.scopes) ORDER BY r.id)
                       FROM "UserRole" r WHERE r."userId" = u.id), '[]'::json) AS roles,
           COALESCE((SELECT json_agg(s.sid) FROM "RevokedSession" s
                      WHERE s."userId" = u.id AND s."expiresAt" > now()), '[]'::json) AS "revokedSids"
      FROM "User" u
     WHERE u.id = ${userId}`,
    { prepareAs: "session-actor-sid" },
  );
  return user;
}

const LAST_USED_GRANULARITY_MS = 60_000;

type TokenRow = {
  id: string;
  userId: string;
  revokedAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

async function actorFromBearer(header: string): Promise<Actor | null> {
  const token = header.slice("Bearer ".length).trim();
  if (!token) return null;
  // A prepared statement on the shared pool, like the actor's row: every API call starts here.
  const [row] = await queryRows<TokenRow>(
    Prisma.sql`SELECT id, "userId", "revokedAt", "expiresAt", "lastUsedAt" FROM "ApiToken"
                WHERE "tokenHash" = ${sha256(token)}`,
    { prepareAs: "api-token-by-hash" },
  );
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt < new Date())) return null;
  // "Last used" to the minute: a write per request would double an integration's load on the database for a
  // figure nobody reads to the second. Best effort: a failed timestamp update must not fail the request.
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS)
    db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } }).catch(() => {});
  return loadActor(row.userId, null, "token");
}

const sidOf = (value: unknown) => (typeof value === "string" && value ? value : null);

/** For route handlers. */
export async function actorFromRequest(req: NextRequest | Request): Promise<Actor | null> {
  const authorization = req.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) return actorFromBearer(authorization);
  const token = await getToken({
    req: req as NextRequest,
    secret: process.env.NEXTAUTH_SECRET,
    decode: decodeSessionToken,
  });
  if (!token?.userId) return null;
  return loadActor(String(token.userId), Number(token.sessionVersion ?? 0), "session", sidOf(token.sid));
}

/** The header Next.js sends with every server action call (and drops when it renders the redirect's target). */
const ACTION_HEADER = "next-action";

/** For server components and server actions (once per render). In a server action, a staff user who must set up
 *  two-factor sign-in first is sent to its setup, as the route wrapper refuses them (lib/auth/two-factor/api-hold.ts);
 *  pages apply the same rule through their gate (lib/auth/gates.ts), which needs the actor, so a page gets it. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const session = await getServerSession(authOptions);
  const userId = session?.user?.id;
  if (!userId) return null;
  const actor = await loadActor(userId, session.user.sessionVersion ?? 0, "session", sidOf(session.user.sid));
  if (actor && isHeldForTwoFactorSetup(actor) && (await headers()).has(ACTION_HEADER)) redirect(TWO_FACTOR_SETUP_PATH);
  return actor;
});
