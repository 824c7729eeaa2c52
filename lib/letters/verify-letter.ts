// The public verification (no sign-in): what a known code shows (only what the letter itself prints: employer,
// issue date, kind, the employee's name) and the check of a file against it. The visitor's browser hashes the
// file; the hash must equal the letter's SHA-256 and the stored signature must verify with the platform key.
// Answers never carry anything the letter does not show. Checks that find no match count against the caller's
// address like failed sign-ins (lib/auth/throttle.ts), so codes cannot be tried in bulk.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { beginAttempt, describeWait, finishAttempt, type ThrottleRule } from "@/lib/auth/throttle";
import { signatureMatches } from "@/lib/letters/letter-signature";
import { CHECK_MESSAGES, ZLetterCheck, ZLetterCode, letterTitle, type LetterCheckAnswer } from "@/lib/letters/schema";

export type PublicLetter = { code: string; employer: string; issuedOn: string; kind: string; employeeName: string };

async function issuedLetter(code: string) {
  return db.employmentLetter.findFirst({
    where: { code, status: "APPROVED", storageKey: { not: null } },
    select: {
      code: true,
      kind: true,
      months: true,
      sha256: true,
      signature: true,
      generatedAt: true,
      employee: {
        select: {
          firstName: true,
          lastName: true,
          legalEntity: { select: { name: true } },
          lsp: { select: { name: true } },
        },
      },
    },
  });
}

/** The letter a code names, as the page states it; null for a code no issued letter has. */
export async function findPublicLetter(rawCode: string): Promise<PublicLetter | null> {
  const parsed = ZLetterCode.safeParse(rawCode);
  if (!parsed.success) return null;
  const letter = await issuedLetter(parsed.data);
  if (!letter?.generatedAt) return null;
  const e = letter.employee;
  return {
    code: parsed.data,
    employer: e.legalEntity?.name ?? e.lsp?.name ?? "the employer",
    issuedOn: letter.generatedAt.toISOString().slice(0, 10),
    kind: letterTitle(letter.kind, letter.months),
    employeeName: `${e.firstName} ${e.lastName}`,
  };
}

/** Per address: 20 checks without a match an hour are free, then a wait from 30 s doubling up to 15 minutes. */
export const CHECK_THROTTLE: ThrottleRule = {
  free: 20,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  windowMs: 3_600_000,
};

/** POST /api/letters/verify: is the file with this SHA-256 the letter issued under this code? */
export async function checkLetter(input: unknown, address: string | null): Promise<LetterCheckAnswer> {
  const { code, sha256 } = ZLetterCheck.parse(input);
  const attempt = await beginAttempt(address ? [{ key: `letter-check:${address}`, rule: CHECK_THROTTLE }] : []);
  if (!attempt.ok)
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `Too many checks. Please try again in ${describeWait(attempt.retryAfterSeconds)}.`,
      {
        details: { retryAfterSeconds: attempt.retryAfterSeconds },
      },
    );
  const letter = await issuedLetter(code);
  if (!letter?.sha256 || !letter.signature) return { result: "unknown", message: CHECK_MESSAGES.unknown };
  const valid = letter.sha256 === sha256 && signatureMatches(sha256, letter.signature);
  if (!valid) return { result: "altered", message: CHECK_MESSAGES.altered };
  await finishAttempt(attempt, "succeeded");
  return { result: "valid", message: CHECK_MESSAGES.valid };
}
