// POST /api/employments (admins): a new employment of a reachable employee becomes its current one.
import "server-only";
import { parseISO } from "date-fns";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { EMPLOYMENT_SELECT } from "@/lib/employees/employments/access";
import type { TCreateEmployment } from "@/lib/employees/employments/schema";
import { assertEmploymentRefs } from "@/lib/employees/employments/refs";

export async function createEmployment(actor: Actor, input: TCreateEmployment) {
  return db.$transaction(async (tx) => {
    const employee = await findEmployeeOrThrow(
      actor,
      input.employeeId,
      { select: { id: true, userId: true, companyId: true } },
      tx,
    );
    await assertEmploymentRefs(tx, input);
    const employment = await tx.employment.create({
      data: {
        employeeId: employee.id,
        userId: employee.userId,
        companyId: employee.companyId,
        type: input.type,
        startDate: parseISO(input.startDate),
        lspId: input.lspId ?? null,
        legalEntityId: input.legalEntityId ?? null,
      },
      select: EMPLOYMENT_SELECT,
    });
    await tx.employee.update({ where: { id: employee.id }, data: { currentEmploymentId: employment.id } });
    await recordAudit(tx, {
      actor,
      action: "employment.create",
      entityType: "Employment",
      entityId: employment.id,
      after: { ...input },
    });
    return employment;
  });
}
