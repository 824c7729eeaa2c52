// The background job's work for one approved letter: gather what the letter states (the provider's legal entity as
// employer, the client company, the employee, and for a salary certificate their published pay), render the PDF
// with its code and QR code, store it, seal it (SHA-256 signed by the platform key) and mail the employee. Runs
// again harmlessly: a letter already made, or no longer APPROVED, is left alone. A failure records a readable
// reason on the letter (generationError) and fails this job alone.
import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { newKey, removeStored, writeStream } from "@/lib/storage/files";
import { newLetterCode, verificationUrl } from "@/lib/letters/letter-code";
import { sealLetter } from "@/lib/letters/letter-signature";
import { mailLetterReady, recipientSelect } from "@/lib/letters/notify-letter";
import { renderLetterPdf, type LetterFacts } from "@/lib/letters/render-letter";
import { salaryMonths } from "@/lib/letters/salary-months";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function loadLetter(id: string) {
  return db.employmentLetter.findUnique({
    where: { id },
    select: {
      id: true,
      kind: true,
      months: true,
      purpose: true,
      status: true,
      code: true,
      storageKey: true,
      decidedAt: true,
      employee: {
        select: {
          id: true,
          lastName: true,
          startDate: true,
          jobTitle: true,
          company: { select: { name: true } },
          legalEntity: { select: { name: true } },
          lsp: { select: { name: true } },
          ...recipientSelect,
        },
      },
    },
  });
}

export async function generateLetter(letterId: string): Promise<void> {
  const letter = await loadLetter(letterId);
  if (!letter || letter.status !== "APPROVED" || letter.storageKey) return;
  let storageKey: string | null = null;
  try {
    const e = letter.employee;
    const employer = e.legalEntity?.name ?? e.lsp?.name;
    if (!employer) throw new JobFailure("The employee has no employing legal entity or provider on record.");
    const salary = letter.kind === "SALARY_CERTIFICATE" ? await salaryMonths(e.id, letter.months === 12 ? 12 : 3) : [];
    if (!salary)
      throw new JobFailure("The employee has no published payslips, so a salary certificate cannot be made.");
    const code = letter.code ?? newLetterCode();
    const issuedAt = new Date();
    const facts: LetterFacts = {
      kind: letter.kind,
      months: letter.months,
      code,
      issuedOn: isoDay(issuedAt),
      employer,
      companyName: e.company.name,
      employeeName: `${e.firstName} ${e.lastName}`,
      startDate: e.startDate ? isoDay(e.startDate) : null,
      jobTitle: e.jobTitle,
      purpose: letter.purpose,
      verifyUrl: verificationUrl(code),
      salary,
    };
    const bytes = await renderLetterPdf(facts);
    storageKey = newKey("letters", ".pdf");
    await writeStream(storageKey, Readable.from([Buffer.from(bytes)]));
    const { sha256, signature } = sealLetter(bytes);
    const saved = await db.$transaction(async (tx) => {
      const { count } = await tx.employmentLetter.updateMany({
        where: { id: letter.id, status: "APPROVED", storageKey: null },
        data: { code, storageKey, sha256, signature, generatedAt: issuedAt, generationError: null },
      });
      if (count === 1) await mailLetterReady(tx, e, letter);
      return count === 1;
    });
    if (!saved) await removeStored(storageKey); // another run made it first
  } catch (error) {
    if (storageKey) await removeStored(storageKey).catch(() => {});
    const reason = `The letter could not be made: ${readableReason(error).replace(/\.$/, "")}.`;
    await db.employmentLetter.update({ where: { id: letter.id }, data: { generationError: reason.slice(0, 1000) } });
    throw new JobFailure(`${reason} (letter ${letter.id})`, {
      retryable: !(error instanceof JobFailure),
      cause: error,
    });
  }
}
