// Two-factor recovery codes: 10 per enrolment, shown once, each good for one sign-in. Stored as HMAC-SHA-256
// (a SHA-256 keyed with a pepper derived from NEXTAUTH_SECRET, with the user id mixed in), not bcrypt: a code
// carries 50 random bits, so a slow hash adds nothing but latency, and without the pepper a dump alone is useless.
import "server-only";
import crypto from "node:crypto";
import { db, type Tx } from "@/lib/db";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // 32 symbols, no 0/O or 1/I

function pepper(): Buffer {
  const material = process.env.NEXTAUTH_SECRET;
  if (!material) throw new Error("NEXTAUTH_SECRET must be set to store recovery codes");
  return Buffer.from(crypto.hkdfSync("sha256", material, "omni-two-factor", "recovery-codes", 32));
}

/** "ABCDE-FGHJK": 10 symbols of 5 bits. */
export function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const symbols = [...bytes].map((b) => ALPHABET[b % 32]).join("");
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

export function hashRecoveryCode(userId: string, code: string): string {
  return crypto
    .createHmac("sha256", pepper())
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest("hex");
}

/** Replaces the user's codes with 10 new ones; answers them in clear (the only time they are seen). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })),
  });
  return codes;
}

/** Uses a code up: true once, in one conditional update (two sign-ins cannot both use it). */
export async function consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
  if (normaliseRecoveryCode(code).length !== 10) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(userId, code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
