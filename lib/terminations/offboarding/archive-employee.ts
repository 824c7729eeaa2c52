// POST /api/employees/{employeeId}/archive (spec 2 sections 4, 7). Only non-inactive, non-active employees are
// archived; Active ones are offered 'Request termination' instead; archiving twice is a 409.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { endEmployeeAccess } from "@/lib/employees/end-employee-access";
import type { ZArchiveEmployee } from "@/lib/terminations/offboarding/schema";

export async function archiveEmployee(actor: Actor, employeeId: string, body: z.output<typeof ZArchiveEmployee>) {
  return db.$transaction(async (tx) => {
    const e = await findEmployeeOrThrow(
      actor,
      employeeId,
      {
        select: {
          id: true,
          companyId: true,
          userId: true,
          firstName: true,
          lastName: true,
          onboardingStatus: true,
          archivedAt: true,
          version: true,
        },
      },
      tx,
    );
    if (e.archivedAt) throw new AppError("CONFLICT", "This employee is already archived");
    if (e.onboardingStatus === "INACTIVE") throw new AppError("CONFLICT", "Inactive employees cannot be archived");
    if (e.onboardingStatus === "ACTIVE")
      throw new AppError("CONFLICT", "Active employees cannot be archived: request a termination instead");
    const archivedAt = new Date();
    const { count } = await tx.employee.updateMany({
      where: { id: e.id, archivedAt: null, version: body.version ?? e.version },
      data: { archivedAt, archiveReason: body.reason, version: { increment: 1 } },
    });
    if (!count) throw new AppError("CONFLICT");
    // An archived record's own sign-in ends with it (lib/employees/end-employee-access.ts).
    await endEmployeeAccess(tx, e, actor);
    await recordAudit(tx, {
      actor,
      action: "employee.archive",
      entityType: "Employee",
      entityId: e.id,
      before: { archivedAt: null },
      after: { archivedAt: archivedAt.toISOString(), archiveReason: body.reason },
    });
    return {
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      archivedAt: archivedAt.toISOString(),
      reason: body.reason,
    };
  });
}
