// POST /api/typeform/completion: the signed-in employee finished the external onboarding form. Recorded on the
// employee (infoToUpdate: typeformResponseId, typeformId, with the time, kept in localOnboardingDetails) with its
// audit event in one transaction; requireTypeFormFilled goes false, which lifts the onboarding gate
// (lib/auth/gates.ts). The same response again changes nothing. Refused while no form is configured, and for a
// response of another form.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { typeformSettings } from "@/lib/config";
import { TYPEFORM_MESSAGES } from "@/lib/onboarding/typeform";
import type { TTypeformCompletion } from "@/lib/onboarding/typeform-schema";

type Details = Record<string, unknown>;
const asDetails = (value: Prisma.JsonValue | null): Details =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Details) : {};

export async function recordTypeformCompletion(actor: Actor, input: TTypeformCompletion, now: Date = new Date()) {
  const { typeformResponseId, typeformId } = input.infoToUpdate;
  const settings = typeformSettings();
  if (!settings) throw new AppError("CONFLICT", TYPEFORM_MESSAGES.notConfiguredTitle);
  if (typeformId !== settings.formId)
    throw new AppError("UNPROCESSABLE", TYPEFORM_MESSAGES.wrongForm, {
      fieldErrors: { "infoToUpdate.typeformId": [TYPEFORM_MESSAGES.wrongForm] },
    });
  return db.$transaction(async (tx) => {
    // The form is the employee's own: only their record, found by who is signed in.
    const employee = await tx.employee.findUnique({
      where: { userId: actor.userId },
      select: { id: true, requireTypeFormFilled: true, localOnboardingDetails: true, version: true },
    });
    if (!employee) throw new AppError("NOT_FOUND", "Employee not found");
    const details = asDetails(employee.localOnboardingDetails);
    const answer = (completedAt: unknown) => ({
      employeeId: employee.id,
      requireTypeFormFilled: false,
      typeformResponseId,
      typeformId,
      typeformCompletedAt: String(completedAt),
    });
    if (!employee.requireTypeFormFilled && details.typeformResponseId === typeformResponseId)
      return answer(details.typeformCompletedAt);
    const completedAt = now.toISOString();
    const updated = await tx.employee.updateMany({
      where: { id: employee.id, version: employee.version },
      data: {
        requireTypeFormFilled: false,
        localOnboardingDetails: { ...details, typeformResponseId, typeformId, typeformCompletedAt: completedAt },
        version: { increment: 1 },
      },
    });
    if (updated.count === 0) throw new AppError("CONFLICT");
    await recordAudit(tx, {
      actor,
      action: "employee.typeformComplete",
      entityType: "Employee",
      entityId: employee.id,
      before: { requireTypeFormFilled: employee.requireTypeFormFilled },
      after: { requireTypeFormFilled: false, typeformResponseId, typeformId },
    });
    return answer(completedAt);
  });
}
