// PATCH /api/contracts (spec 1 sections 2, 4; spec 3 section 4): the questionnaire answers and the mode.
// - generate-contract (default): a new contract version in draft (the previous one archived), then rendered.
// - edit-answers: answers only, no new version (the current document is rendered again).
// - complete-information: creates the contract even with information missing (the team completes it).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import { recordAudit } from "@/lib/audit";
import { recordCreation, transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { answersFromBody, bodyFromAnswers } from "@/lib/contracts/answers";
import { contractWorkflow } from "@/lib/contracts/workflow";
import { enqueueContractGeneration } from "@/lib/contracts/enqueue-generation";
import { RENDERABLE } from "@/lib/contracts/generate-contract-document";
import { entriesFor, missingAttributes, validateAnswers } from "@/lib/contracts/questionnaire";
import { resolveTemplate } from "@/lib/contracts/resolve-template";
import { PENDING_REVIEW_HASHES, SPEC_STATUS, type PendingReviewHash } from "@/lib/contracts/statuses";
import type { TContractPatch } from "@/lib/contracts/schema";

export async function saveContractAnswers(actor: Actor, input: TContractPatch) {
  const employee = await findEmployeeOrThrow(actor, input.employeeId, {
    select: {
      id: true,
      companyId: true,
      countryCode: true,
      employeeType: true,
      contractQuestionnaire: { select: { body: true } },
    },
  });
  if (input.companyId && input.companyId !== employee.companyId) throw new AppError("NOT_FOUND", "Employee not found");
  const isStaff = can(actor, "contracts.manage");
  if (!isStaff && input.mode === "generate-contract")
    throw new AppError("FORBIDDEN", "Only customer support can generate a new contract version.");
  const template = await resolveTemplate(employee);
  const mine = entriesFor(template.definitions, isStaff ? "all" : "ClientManager");
  const unknown = Object.keys(input.answers).filter((a) => !mine.some((d) => d.attribute === a));
  if (unknown.length)
    throw new AppError("BAD_REQUEST", "Some answers are not questions of this contract.", {
      fieldErrors: Object.fromEntries(
        unknown.map((a) => [`answers.${a}`, ["This question is not part of the contract"]]),
      ),
    });
  const answers = { ...answersFromBody(employee.contractQuestionnaire?.body), ...input.answers };
  const errors = validateAnswers(mine, answers, { partial: input.mode !== "generate-contract" });
  if (Object.keys(errors).length)
    throw new AppError("BAD_REQUEST", "Some answers are not valid.", {
      fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [`answers.${k}`, v])),
    });

  const result = await db.$transaction(async (tx) => {
    const body = bodyFromAnswers(template.definitions, answers);
    await tx.contractQuestionnaire.upsert({
      where: { employeeId: employee.id },
      create: { employeeId: employee.id, templateId: template.id, body },
      update: { templateId: template.id, body },
    });
    const current = await tx.contract.findFirst({
      where: { employeeId: employee.id, status: { not: "archived" } },
      orderBy: { contractVersion: "desc" },
      select: { id: true, documentId: true, status: true, contractVersion: true, version: true },
    });
    const keepVersion = input.mode === "edit-answers" || (input.mode === "complete-information" && current);
    if (keepVersion) {
      if (!current) throw new AppError("UNPROCESSABLE", "This employee has no contract to update yet.");
      if (!RENDERABLE.includes(current.status))
        throw new AppError("UNPROCESSABLE", "A signed contract cannot be changed: generate a new contract version.");
      await tx.contract.update({ where: { id: current.id }, data: { templateId: template.id, generationError: null } });
      await recordAudit(tx, {
        actor,
        action: "contract.answersUpdated",
        entityType: "Contract",
        entityId: current.id,
        after: { answers: input.answers },
      });
      return current;
    }
    if (current)
      await transition(tx, contractWorkflow, {
        id: current.id,
        from: current.status,
        to: "archived",
        version: current.version,
        actor,
        note: "New contract version",
        data: { archivedAt: new Date() },
      });
    const last = await tx.contract.aggregate({ where: { employeeId: employee.id }, _max: { contractVersion: true } });
    const created = await tx.contract.create({
      data: {
        employeeId: employee.id,
        documentId: `doc-${crypto.randomUUID()}`,
        templateId: template.id,
        status: "draft",
        contractVersion: (last._max.contractVersion ?? 0) + 1,
      },
      select: { id: true, documentId: true, status: true, contractVersion: true, version: true },
    });
    await recordCreation(tx, contractWorkflow, {
      id: created.id,
      status: "draft",
      actor,
      action: "contract.created",
      after: { status: "draft", contractVersion: created.contractVersion, mode: input.mode },
    });
    return created;
  });
  await enqueueContractGeneration(result.id);
  const missing = missingAttributes(template.definitions, answers);
  // Spec 3 section 4: the 'multidoc' message when the answers feed more than one unsigned contract document
  // of the employee (the team completes each of them).
  const openDocuments = missing.length
    ? await db.contract.count({ where: { employeeId: employee.id, status: { in: RENDERABLE } } })
    : 0;
  const pendingReview: PendingReviewHash | null = !missing.length
    ? null
    : openDocuments > 1
      ? "multidoc-success-pending-review"
      : "success-pending-review";
  return {
    contractId: result.id,
    documentId: result.documentId,
    status: SPEC_STATUS[result.status],
    contractVersion: result.contractVersion,
    missing,
    pendingReview,
    message: pendingReview ? PENDING_REVIEW_HASHES[pendingReview] : null,
  };
}
