// POST /api/terminations/requests (spec 2 sections 2, 7). One transaction: the employee row is locked so two
// submissions cannot both pass the 'one open request per employee' check.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { recordCreation } from "@/lib/workflow";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeNotFound, findEmployeeOrThrow } from "@/lib/access/employee";
import type { ZCreateTerminationRequest } from "@/lib/terminations/schema";
import { toStoredAnswers } from "@/lib/terminations/answers";
import { OPEN_TERMINATION_STATUSES, terminationWorkflow } from "@/lib/terminations/workflow";

export const OPEN_REQUEST_MESSAGE = "This employee already has an open termination request.";

export async function createTerminationRequest(actor: Actor, body: z.output<typeof ZCreateTerminationRequest>) {
  return db.$transaction(async (tx) => {
    const employee = await findEmployeeOrThrow(
      actor,
      body.employeeId,
      { select: { id: true, companyId: true, currentEmploymentId: true, managerId: true } },
      tx,
    );
    if (employee.companyId !== body.companyId) throw employeeNotFound();
    await tx.$queryRaw`SELECT id FROM "Employee" WHERE id = ${employee.id} FOR UPDATE`;
    const open = await tx.terminationRequest.count({
      where: { employeeId: employee.id, status: { in: OPEN_TERMINATION_STATUSES } },
    });
    if (open > 0) throw new AppError("CONFLICT", OPEN_REQUEST_MESSAGE);

    const employmentId = body.employmentId ?? employee.currentEmploymentId ?? null;
    if (body.employmentId) {
      const employment = await tx.employment.count({ where: { id: body.employmentId, employeeId: employee.id } });
      if (!employment) throw new AppError("NOT_FOUND", "Employment not found");
    }
    const documentIds = body.answers.terminationSupportDocumentation;
    if (documentIds.length) {
      const found = await tx.document.count({
        where: { id: { in: documentIds }, employeeId: employee.id, type: "TERMINATION_SUPPORT" },
      });
      if (found !== new Set(documentIds).size) throw new AppError("NOT_FOUND", "Document not found");
    }
    const row = await tx.terminationRequest.create({
      data: {
        companyId: employee.companyId,
        employeeId: employee.id,
        employmentId,
        employeeManagerId: body.employeeManagerId ?? employee.managerId ?? null,
        createdById: actor.userId,
        terminationReason: body.answers.terminationReason,
        answers: toStoredAnswers(body.answers),
      },
      select: { id: true, status: true, createdAt: true },
    });
    await recordCreation(tx, terminationWorkflow, {
      id: row.id,
      status: "REQUESTED",
      actor,
      action: "termination.create",
      after: { employeeId: employee.id, companyId: employee.companyId, status: row.status },
    });
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
  });
}
