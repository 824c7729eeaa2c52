// TOTP (RFC 6238) through the maintained otpauth library: 6 digits, 30 s, SHA-1 (what every authenticator app
// reads), one step of clock drift either way. The secret is sealed at rest with the AES-256-GCM helper under its
// own derived key. A code is accepted once: the step it matched is recorded (SignInAttempt rows keyed
// `totp-step:<user>:<step>`, kept for the throttle window) so a code seen over a shoulder cannot be replayed.
import "server-only";
import { Secret, TOTP } from "otpauth";
import { db } from "@/lib/db";
import { openSecret, sealSecret } from "@/lib/keys/secret-box";

const PURPOSE = "totp-secret";
export const TOTP_ISSUER = "OmniPlatform";
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export const sealTotpSecret = (base32: string) => sealSecret(base32, PURPOSE);
export const openTotpSecret = (sealed: string) => openSecret(sealed, PURPOSE);

export function totpFor(base32: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(base32), digits: 6, period: PERIOD });
}

/** Only the digits: authenticator apps show "123 456". */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, "");

/** True when the code matches the secret now (±1 step) and that step was not used before by this user. */
export async function checkTotp(
  userId: string,
  sealedSecret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return false;
  let base32: string;
  try {
    base32 = openTotpSecret(sealedSecret);
  } catch {
    return false;
  }
  const delta = totpFor(base32, "").validate({ token, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const key = `totp-step:${userId}:${step}`;
  // Two sign-ins racing with the same code: the second finds the first one's row.
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    if (await tx.signInAttempt.count({ where: { key } })) return false;
    await tx.signInAttempt.create({ data: { key, succeeded: true } });
    return true;
  });
}
