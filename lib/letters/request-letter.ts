// POST /api/employees/{employeeId}/letters: the employee asks for a letter about themself. Another employee's id is
// not found (404). The letter starts REQUESTED through the workflow's recordCreation (history, audit, webhook).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { recordCreation } from "@/lib/workflow";
import { employeeNotFound } from "@/lib/access/employee";
import { letterSelect, toLetterDto } from "@/lib/letters/letter-dto";
import { ZLetterRequest, type LetterDto, type LetterRequestInput } from "@/lib/letters/schema";
import { letterWorkflow } from "@/lib/letters/workflow";

export async function requestLetter(actor: Actor, employeeId: string, input: LetterRequestInput): Promise<LetterDto> {
  assertCan(actor, "letters.request");
  const body = ZLetterRequest.parse(input);
  const employee = await db.employee.findFirst({
    where: { id: employeeId, userId: actor.userId },
    select: { id: true, companyId: true },
  });
  if (!employee) throw employeeNotFound();
  return db.$transaction(async (tx) => {
    const created = await tx.employmentLetter.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        kind: body.kind,
        months: body.kind === "SALARY_CERTIFICATE" ? body.months : null,
        purpose: body.purpose || null,
        status: "REQUESTED",
        requestedById: actor.userId,
      },
      select: letterSelect,
    });
    await recordCreation(tx, letterWorkflow, {
      id: created.id,
      status: "REQUESTED",
      actor,
      action: "letter.request",
      after: { employeeId: employee.id, kind: created.kind, months: created.months },
    });
    return toLetterDto(created);
  });
}
