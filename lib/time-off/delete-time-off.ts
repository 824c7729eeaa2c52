// DELETE /api/timeoff/requests/{id}: an employee deletes their requests that are not approved, and approved
// entries only while scheduled (taken ones stay on record); an admin may delete any entry (lib/time-off/rights.ts).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { findTimeOffOrThrow } from "@/lib/access/time-off";
import { mayDeleteTimeOff } from "@/lib/time-off/rights";
import { todayUtc } from "@/lib/time-off/working-days";
import { fromDbLeaveType } from "@/lib/time-off/schema";

export async function deleteTimeOff(actor: Actor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await findTimeOffOrThrow(
      actor,
      id,
      {
        id: true,
        employeeId: true,
        leaveType: true,
        startDate: true,
        endDate: true,
        status: true,
        employee: { select: { userId: true } },
      },
      tx,
    );
    if (!mayDeleteTimeOff(actor, row, todayUtc()))
      throw new AppError("UNPROCESSABLE", "Time off that has started or been taken cannot be deleted.");
    await tx.timeOffEntry.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "timeOff.delete",
      entityType: "TimeOffEntry",
      entityId: id,
      before: {
        employeeId: row.employeeId,
        leaveType: fromDbLeaveType(row.leaveType),
        startDate: row.startDate,
        endDate: row.endDate,
        status: row.status,
      },
    });
  });
}
