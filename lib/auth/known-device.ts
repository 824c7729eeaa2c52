// The owner's known device: after a successful password sign-in the browser gets a signed, long-lived cookie
// naming the account. A sign-in that presents it for the same account skips the account-wide throttle
// (lib/auth/throttle.ts), so failures sent by strangers from elsewhere never slow the owner on their own device.
// It proves only that this browser signed in as the account before; the password (and the code) are still asked.
import "server-only";
import crypto from "node:crypto";
import { cookies } from "next/headers";
import { errorField, logger } from "@/lib/observability/logger";

export const KNOWN_DEVICE_COOKIE = "omni-known-device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

function signature(userId: string, issuedAt: number): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET must be set");
  return crypto.createHmac("sha256", secret).update(`known-device\u0000${userId}\u0000${issuedAt}`).digest("base64url");
}

export function knownDeviceValue(userId: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  return `${userId}.${issuedAt}.${signature(userId, issuedAt)}`;
}

function cookieFrom(header: unknown): string | null {
  if (typeof header !== "string") return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === KNOWN_DEVICE_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Whether the request's Cookie header carries a valid known-device cookie for this user. */
export function isKnownDevice(cookieHeader: unknown, userId: string, now = Date.now()): boolean {
  const value = cookieFrom(cookieHeader);
  if (!value) return false;
  const [id, issued, mac] = value.split(".");
  const issuedAt = Number(issued);
  if (id !== userId || !Number.isInteger(issuedAt) || !mac) return false;
  if (now / 1000 - issuedAt > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signature(userId, issuedAt));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Sets the cookie on the sign-in's answer. Outside a request (a script, a test calling authorize) it is skipped. */
export async function rememberDevice(userId: string) {
  try {
    (await cookies()).set(KNOWN_DEVICE_COOKIE, knownDeviceValue(userId), {
      httpOnly: true,
      sameSite: "lax",
      secure: (process.env.NEXTAUTH_URL ?? "").startsWith("https://"),
      path: "/api/auth",
      maxAge: MAX_AGE_SECONDS,
    });
  } catch (error) {
    logger().debug({ msg: "known-device cookie not set (no request scope)", error: errorField(error) });
  }
}
