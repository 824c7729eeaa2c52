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
