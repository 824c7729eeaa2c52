// GET /api/terminations/requests/{id}: the read-only request with its documents (spec 2 section 2).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { findTerminationRequestOrThrow } from "@/lib/access/termination-request";
import { fromStoredAnswers } from "@/lib/terminations/answers";
import type { TerminationDetail } from "@/lib/terminations/dto";
import { TERMINATION_ROW_SELECT, toTerminationRow } from "@/lib/terminations/row";

export async function getTerminationRequest(actor: Actor, id: string): Promise<TerminationDetail> {
  const row = await findTerminationRequestOrThrow(actor, id, {
    ...TERMINATION_ROW_SELECT,
    answers: true,
    version: true,
    employmentId: true,
  });
  const answers = fromStoredAnswers(row.answers);
  const ids = answers.terminationSupportDocumentation ?? [];
  const documents = ids.length
    ? await db.document.findMany({
        where: { id: { in: ids }, employeeId: row.employeeId },
        select: { id: true, title: true },
      })
    : [];
  return {
    ...toTerminationRow(row, can(actor, "terminations.seeSubmitter")),
    version: row.version,
    employmentId: row.employmentId,
    answers,
    documents,
  };
}
