// Sign-in throttling (next-auth has none). Attempts are rows of SignInAttempt under a key; a key's failures in the
// last hour buy a growing wait once past its free allowance: the next attempt is refused until the wait since the
// key's last failure has passed (refused attempts are not recorded, so they do not extend it). Keys:
// - `ip:<address>`: the caller's address (lib/auth/client-ip.ts, which forged headers cannot change). A hard
//   brake on one source of guesses: 20 free, then 30 s doubling up to 15 minutes.
// - `email:<address>`: the account, across all sources. It only slows (5 free, then 15 s doubling up to 60 s), so
//   a stranger's failures cannot keep the owner out for long, and it is skipped entirely on the owner's known
//   device (lib/auth/known-device.ts) and for users with two-factor sign-in on, whose password alone opens
//   nothing: for them a wrong password counts toward the address only.
// - `code:<address>`: wrong second-factor codes, after the right password (5 free, then 30 s doubling up to 15
//   minutes): whoever reaches this step already holds the password.
// Check and record happen under a per-key advisory lock in one transaction, so parallel requests cannot all slip
// through one free slot; the attempt is recorded as a failure at once and turned into a success (or removed,
// when it ended neither way) by finishAttempt.
import { db, type Tx } from "@/lib/db";

const HOUR_MS = 60 * 60 * 1000;

export type ThrottleRule = { free: number; firstWaitMs: number; maxWaitMs: number; windowMs: number };

export const THROTTLE_RULES = {
  ip: { free: 20, firstWaitMs: 30_000, maxWaitMs: 15 * 60_000, windowMs: HOUR_MS },
  email: { free: 5, firstWaitMs: 15_000, maxWaitMs: 60_000, windowMs: HOUR_MS },
  code: { free: 5, firstWaitMs: 30_000, maxWaitMs: 15 * 60_000, windowMs: HOUR_MS },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKey = { key: string; rule: ThrottleRule };

export const throttleKeys = {
  address: (address: string): ThrottleKey => ({ key: `ip:${address}`, rule: THROTTLE_RULES.ip }),
  account: (email: string): ThrottleKey => ({ key: `email:${email}`, rule: THROTTLE_RULES.email }),
  code: (email: string): ThrottleKey => ({ key: `code:${email}`, rule: THROTTLE_RULES.code }),
};

/** The wait a key's failures impose: 0 within the allowance, then doubling up to the rule's cap. */
export function waitAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.firstWaitMs * 2 ** (failures - rule.free), rule.maxWaitMs);
}

async function retryAfterMs(tx: Tx, { key, rule }: ThrottleKey, now: number): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
  const { _count, _max } = await tx.signInAttempt.aggregate({
    where: { key, succeeded: false, createdAt: { gte: new Date(now - rule.windowMs) } },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  const wait = waitAfter(_count._all, rule);
  const last = _max.createdAt?.getTime() ?? 0;
  return Math.max(0, last + wait - now);
}

export type Attempt = { ok: true; ids: string[]; keys: string[] } | { ok: false; retryAfterSeconds: number };

/** Checks every key; when none is waiting, records the attempt (as a failure until finishAttempt says otherwise). */
export async function beginAttempt(keys: ThrottleKey[]): Promise<Attempt> {
  if (!keys.length) return { ok: true, ids: [], keys: [] };
  const now = Date.now();
  // Locks in a fixed order: two requests over the same keys cannot deadlock.
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  return db.$transaction(async (tx) => {
    let wait = 0;
    for (const key of sorted) wait = Math.max(wait, await retryAfterMs(tx, key, now));
    if (wait > 0) return { ok: false as const, retryAfterSeconds: Math.ceil(wait / 1000) };
    const rows = await tx.signInAttempt.createManyAndReturn({
      data: sorted.map(({ key }) => ({ key, succeeded: false })),
      select: { id: true },
    });
    return { ok: true as const, ids: rows.map((r) => r.id), keys: sorted.map((k) => k.key) };
  });
}

/**
 * How the attempt ended: "failed" keeps the failure rows; "succeeded" marks them and clears the account's and the
 * code's failure streaks; "neither" (the right password, but a code or single sign-on is due) removes them.
 */
export async function finishAttempt(
  attempt: Extract<Attempt, { ok: true }>,
  outcome: "failed" | "succeeded" | "neither",
  clear: string[] = [],
) {
  if (outcome === "failed" || (!attempt.ids.length && !clear.length)) return;
  await db.$transaction(async (tx) => {
    if (outcome === "neither") await tx.signInAttempt.deleteMany({ where: { id: { in: attempt.ids } } });
    else await tx.signInAttempt.updateMany({ where: { id: { in: attempt.ids } }, data: { succeeded: true } });
    if (clear.length) await tx.signInAttempt.deleteMany({ where: { key: { in: clear }, succeeded: false } });
  });
}

/** Forgets an account's failures (a password set through a mailed link proves the owner). */
export async function clearAccountFailures(email: string) {
  const keys = [throttleKeys.account(email).key, throttleKeys.code(email).key];
  await db.signInAttempt.deleteMany({ where: { key: { in: keys }, succeeded: false } });
}

/** A human wait: "30 seconds", "2 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

// Two-factor setup and turning it off take a code from a signed-in user: counted under the account's code key.
export async function isCodeThrottled(email: string): Promise<boolean> {
  const now = Date.now();
  return db.$transaction(async (tx) => (await retryAfterMs(tx, throttleKeys.code(email), now)) > 0);
}

export async function recordWrongCode(email: string) {
  await db.signInAttempt.create({ data: { key: throttleKeys.code(email).key, succeeded: false } });
}

const RESET_WINDOW_MS = 15 * 60 * 1000;
const MAX_RESETS_PER_EMAIL = 3;
const MAX_RESETS_PER_ADDRESS = 20;

/**
 * 'Forgot password?' requests, counting every request (each one may send a mail): per e-mail whether or not it has
 * an account (so the answer reveals nothing), and per client address. Rows are recorded under their own keys, so
 * they never count toward sign-in. Answers the seconds to wait, or 0 when the request may go ahead.
 */
export async function takePasswordResetSlot(email: string, address: string | null): Promise<number> {
  const now = Date.now();
  const since = new Date(now - RESET_WINDOW_MS);
  const limits: [string, number][] = [[`reset:${email}`, MAX_RESETS_PER_EMAIL]];
  if (address) limits.push([`reset-ip:${address}`, MAX_RESETS_PER_ADDRESS]);
  limits.sort((a, b) => a[0].localeCompare(b[0]));
  return db.$transaction(async (tx) => {
    let wait = 0;
    for (const [key, max] of limits) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
      const recent = await tx.signInAttempt.findMany({
        where: { key, createdAt: { gte: since } },
        orderBy: { createdAt: "desc" },
        take: max,
        select: { createdAt: true },
      });
      // Full: the slot frees when the oldest of the last `max` requests leaves the window.
      if (recent.length >= max) wait = Math.max(wait, recent[max - 1].createdAt.getTime() + RESET_WINDOW_MS - now);
    }
    if (wait > 0) return Math.ceil(wait / 1000);
    await tx.signInAttempt.createMany({ data: limits.map(([key]) => ({ key, succeeded: true })) });
    return 0;
  });
}
