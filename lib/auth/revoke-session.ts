// Sign-out on the server: each session JWT carries a random id (sid, set at sign-in by lib/auth/options.ts and
// lib/auth/session-cookie.ts); signing out records it in RevokedSession until the JWT would have expired anyway,
// and lib/auth/session.ts refuses it. The insert fires the actor-change notification (migration
// 20261202100000_revoked_sessions), so every server's actor cache drops the user and reads the revocation at once.
import "server-only";
import crypto from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";

/** Longest life of a session JWT (SESSION_MAX_AGE_SECONDS): a token without exp is kept that long. */
const FALLBACK_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function newSessionId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export async function revokeSession(token: JWT | null | undefined) {
  const sid = typeof token?.sid === "string" ? token.sid : null;
  const userId = typeof token?.userId === "string" ? token.userId : null;
  if (!sid || !userId) return; // a session from before session ids: it ends with its expiry
  const exp = typeof token?.exp === "number" ? token.exp * 1000 : Date.now() + FALLBACK_LIFETIME_MS;
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.revokedSession.createMany({
      data: [{ sid, userId, expiresAt: new Date(exp) }],
      skipDuplicates: true,
    });
    // Rows past their JWT's expiry protect nothing.
    await tx.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } });
  });
  logger().info({ msg: "session signed out", userId });
}
