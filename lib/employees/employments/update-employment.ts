// PATCH /api/employments/{id} (admins): status and dates of the employment record (terminations update it too).
import "server-only";
import { parseISO } from "date-fns";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import type { Prisma } from "@/generated/prisma/client";
import { EMPLOYMENT_SELECT, findEmploymentOrThrow } from "@/lib/employees/employments/access";
import { assertEmploymentRefs } from "@/lib/employees/employments/refs";
import type { TUpdateEmployment } from "@/lib/employees/employments/schema";

const DATES = ["startDate", "terminationDate", "firstPayrollDate", "lastPayrollDate"] as const;

export async function updateEmployment(actor: Actor, employmentId: string, input: TUpdateEmployment) {
  return db.$transaction(async (tx) => {
    const before = await findEmploymentOrThrow(actor, employmentId, tx);
    await assertEmploymentRefs(tx, input);
    const data: Prisma.EmploymentUncheckedUpdateInput = { ...input };
    for (const key of DATES) if (input[key] !== undefined) data[key] = input[key] ? parseISO(input[key]) : null;
    if (input.status === "EMPLOYMENT_STATUS_ACTIVE" && !before.activeAt) data.activeAt = new Date();
    const after = await tx.employment.update({ where: { id: before.id }, data, select: EMPLOYMENT_SELECT });
    await recordAudit(tx, {
      actor,
      action: "employment.update",
      entityType: "Employment",
      entityId: before.id,
      before: Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]])),
      after: { ...input },
    });
    return after;
  });
}
