// The edit page's data: the questionnaire entries this viewer answers (admins both parties, managers
// ClientManager) from the mapped template, with the employee's current answers.
import "server-only";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { answersFromBody } from "@/lib/contracts/answers";
import { entriesFor } from "@/lib/contracts/questionnaire";
import { resolveTemplate } from "@/lib/contracts/resolve-template";

export async function getQuestionnaire(actor: Actor, employeeId: string, documentId: string) {
  const c = await findVisibleContractOrThrow(actor, employeeId, documentId, {
    documentId: true,
    employee: {
      select: {
        id: true,
        companyId: true,
        countryCode: true,
        employeeType: true,
        firstName: true,
        lastName: true,
        contractQuestionnaire: { select: { body: true } },
      },
    },
  });
  const e = c.employee;
  const template = await resolveTemplate(e);
  return {
    employeeId: e.id,
    companyId: e.companyId,
    documentId: c.documentId,
    status: c.status,
    employeeName: `${e.firstName} ${e.lastName}`,
    templateName: template.name,
    definitions: entriesFor(template.definitions, can(actor, "contracts.manage") ? "all" : "ClientManager"),
    answers: answersFromBody(e.contractQuestionnaire?.body),
    canGenerate: can(actor, "contracts.manage"),
  };
}
export type QuestionnaireView = Awaited<ReturnType<typeof getQuestionnaire>>;
