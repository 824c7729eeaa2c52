// PUT /api/leave-policies/{countryCode}: an admin saves a country's leave policy (the row replaces the defaults in
// code). An allowance below the statutory minimum answers 400 on `allowanceDays`. Audited in the same transaction.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { effectivePolicy } from "@/lib/holidays/leave-policy/get-leave-policy";
import { toLeavePolicyDto } from "@/lib/holidays/leave-policy/list-leave-policies";
import { ZLeavePolicyForm, type LeavePolicyDto, type LeavePolicyFormInput } from "@/lib/holidays/leave-policy/schema";
import { statutoryMinimumMessage } from "@/lib/holidays/statutory-minimum";

export async function updateLeavePolicy(
  actor: Actor,
  countryCode: string,
  input: LeavePolicyFormInput,
): Promise<LeavePolicyDto> {
  assertCan(actor, "leavePolicies.manage");
  const body = ZLeavePolicyForm.parse(input);
  const code = countryCode.toUpperCase();
  const country = await db.country.findUnique({ where: { code }, select: { code: true, name: true } });
  if (!country) throw new AppError("NOT_FOUND", `There is no country ${code}.`);
  if (body.allowanceDays < body.statutoryMinimumDays) {
    const message = statutoryMinimumMessage(body.statutoryMinimumDays, country.name);
    throw new AppError("BAD_REQUEST", message, { fieldErrors: { allowanceDays: [message] } });
  }
  return db.$transaction(async (tx) => {
    const before = await tx.leavePolicy.findUnique({ where: { countryCode: code } });
    const row = await tx.leavePolicy.upsert({
      where: { countryCode: code },
      create: { ...body, countryCode: code, updatedById: actor.userId },
      update: { ...body, updatedById: actor.userId },
    });
    const { countryCode: _code, edited: _edited, updatedAt: _at, ...previous } = effectivePolicy(code, before);
    await recordAudit(tx, {
      actor,
      action: "leavePolicy.update",
      entityType: "LeavePolicy",
      entityId: code,
      before: { ...previous, edited: !!before },
      after: body,
    });
    return toLeavePolicyDto(effectivePolicy(code, row), country.name);
  });
}
