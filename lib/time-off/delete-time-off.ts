// DELETE /api/timeoff/requests/{id}: an employee deletes only their scheduled entries (taken ones stay on
// record); an admin may delete any entry.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { findTimeOffOrThrow } from "@/lib/access/time-off";
import { todayUtc } from "@/lib/time-off/working-days";
import { fromDbLeaveType } from "@/lib/time-off/schema";

export async function deleteTimeOff(actor: Actor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await findTimeOffOrThrow(
      actor,
      id,
      { id: true, employeeId: true, leaveType: true, startDate: true, endDate: true },
      tx,
    );
    if (!can(actor, "timeOff.manageAny") && row.startDate <= todayUtc())
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
      },
    });
  });
}
