// Sign-in throttling (next-auth has none): failures per e-mail and per client address in a sliding window.
import { db } from "@/lib/db";

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

export async function isThrottled(email: string, address: string | null): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail, byAddress] = await Promise.all([
    db.signInAttempt.count({ where: { key: `email:${email}`, succeeded: false, createdAt: { gte: since } } }),
    address
      ? db.signInAttempt.count({ where: { key: `ip:${address}`, succeeded: false, createdAt: { gte: since } } })
      : Promise.resolve(0),
  ]);
  return byEmail >= MAX_FAILURES_PER_EMAIL || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInAttempt(email: string, address: string | null, succeeded: boolean) {
  const rows = [{ key: `email:${email}`, succeeded }];
  if (address) rows.push({ key: `ip:${address}`, succeeded });
  await db.signInAttempt.createMany({ data: rows });
  // A success clears the e-mail's failure streak.
  if (succeeded) await db.signInAttempt.deleteMany({ where: { key: `email:${email}`, succeeded: false } });
}

const MAX_RESETS_PER_EMAIL = 3;
const MAX_RESETS_PER_ADDRESS = 20;

/**
 * 'Forgot password?' requests, throttled like sign-in but counting every request (each one sends a mail): per
 * e-mail whether or not it has an account (so the answer reveals nothing), and per client address. Rows are
 * recorded under their own keys, so they never count toward a sign-in lock.
 */
export async function takePasswordResetSlot(email: string, address: string | null): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail, byAddress] = await Promise.all([
    db.signInAttempt.count({ where: { key: `reset:${email}`, createdAt: { gte: since } } }),
    address ? db.signInAttempt.count({ where: { key: `reset-ip:${address}`, createdAt: { gte: since } } }) : 0,
  ]);
  if (byEmail >= MAX_RESETS_PER_EMAIL || byAddress >= MAX_RESETS_PER_ADDRESS) return false;
  const rows = [{ key: `reset:${email}`, succeeded: true }];
  if (address) rows.push({ key: `reset-ip:${address}`, succeeded: true });
  await db.signInAttempt.createMany({ data: rows });
  return true;
}
