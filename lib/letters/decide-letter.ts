// POST /api/letters/{letterId}/decision: a platform admin or a user of the employee's provider approves or declines
// a REQUESTED letter. Tenancy first (a letter out of reach is 404), nobody decides their own (403), then the one
// transition table through transition(): version-checked (409), history, audit, webhook in one transaction. A
// decline mails the employee the reason in that transaction; an approval queues the PDF's job once committed.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { transition } from "@/lib/workflow";
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { deciderLetterWhere, findLetterOrThrow } from "@/lib/letters/letter-access";
import { letterSelect, toLetterDto } from "@/lib/letters/letter-dto";
import { LETTER_JOB } from "@/lib/letters/job-names";
import { mailLetterDeclined, recipientSelect } from "@/lib/letters/notify-letter";
import { ZLetterDecision, type LetterDecisionInput, type LetterDto } from "@/lib/letters/schema";
import { letterWorkflow } from "@/lib/letters/workflow";

export async function decideLetter(actor: Actor, id: string, input: LetterDecisionInput): Promise<LetterDto> {
  assertCan(actor, "letters.decide");
  const body = ZLetterDecision.parse(input);
  const letter = await db.$transaction(async (tx) => {
    const row = await findLetterOrThrow(
      deciderLetterWhere(actor),
      id,
      {
        select: {
          id: true,
          status: true,
          kind: true,
          months: true,
          employee: { select: { ...recipientSelect, userId: true } },
        },
      },
      tx,
    );
    if (row.employee.userId === actor.userId) throw new AppError("FORBIDDEN", "You cannot decide on your own letter.");
    if (!letterWorkflow.canTransition(row.status, body.decision))
      throw new AppError("CONFLICT", `This letter is already ${row.status.toLowerCase()}.`);
    const reason = body.decision === "DECLINED" ? body.reason : null;
    await transition(tx, letterWorkflow, {
      id: row.id,
      from: row.status,
      to: body.decision,
      version: body.version,
      actor,
      note: reason,
      data: { decidedById: actor.userId, decidedAt: new Date(), declineReason: reason },
      action: body.decision === "APPROVED" ? "letter.approve" : "letter.decline",
    });
    if (reason) await mailLetterDeclined(tx, row.employee, row, reason);
    return tx.employmentLetter.findUniqueOrThrow({ where: { id: row.id }, select: letterSelect });
  });
  if (letter.status === "APPROVED")
    await enqueueOrLog(LETTER_JOB, { letterId: letter.id }, { singletonKey: letter.id });
  return toLetterDto(letter);
}
