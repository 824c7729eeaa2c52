// A new admin user's temporary password (spec 3 sections 2 and 3, spec 1 section 6): shown on the administrative
// details card to OP admins only, while it is still valid. It works for one sign-in within TEMPORARY_PASSWORD_DAYS
// (lib/auth/temporary-sign-in.ts), after which the user must set their own password. At rest only its bcrypt
// hash (to sign in) and an AES-256-GCM sealed copy (for the card) are kept.
import "server-only";
import crypto from "node:crypto";
import { addDays } from "date-fns";
import { can } from "@/lib/policy";
import { hashPassword } from "@/lib/auth/password";
import { openSecret, sealSecret } from "@/lib/keys/secret-box";
import type { Actor } from "@/lib/auth/actor";

export const TEMPORARY_PASSWORD_DAYS = 7;
const PURPOSE = "temporary-password";

/** The columns a new temporary password writes on User. */
export async function newTemporaryPassword(now = new Date()) {
  const plain = crypto.randomBytes(12).toString("base64url");
  return {
    passwordHash: await hashPassword(plain),
    temporaryPassword: sealSecret(plain, PURPOSE),
    temporaryPasswordExpiresAt: addDays(now, TEMPORARY_PASSWORD_DAYS),
    mustChangePassword: false,
  };
}

/** The columns that end a temporary password (used, replaced by a set-password link). */
export const CLEARED_TEMPORARY_PASSWORD = { temporaryPassword: null, temporaryPasswordExpiresAt: null } as const;

/** The temporary password in clear for an actor who may read it, while it is unused and unexpired; else null. */
export function readableTemporaryPassword(
  actor: Actor,
  row: { temporaryPassword: string | null; temporaryPasswordExpiresAt: Date | null },
  now = new Date(),
): string | null {
  if (!row.temporaryPassword || !row.temporaryPasswordExpiresAt || row.temporaryPasswordExpiresAt <= now) return null;
  if (!can(actor, "users.readTemporaryPassword")) return null;
  try {
    return openSecret(row.temporaryPassword, PURPOSE);
  } catch {
    return null; // sealed under another key (rotated secret) or not sealed at all: nothing to show
  }
}
