// POST /api/timeoff: an employee books time off for themself, an admin for any employee. Overlapping
// entries of one employee are refused; the employee row is locked so two parallel bookings cannot both pass.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWhere } from "@/lib/access/employee";
import { toTimeOffDto, timeOffSelect, type TimeOffDto } from "@/lib/time-off/dto";
import { leaveTypeLabel, toDbLeaveType, type TimeOffCreateInput, ZTimeOffCreate } from "@/lib/time-off/schema";
import { utcDay } from "@/lib/time-off/working-days";

async function targetEmployee(actor: Actor, requested: string | undefined) {
  const where = can(actor, "timeOff.manageAny") && requested ? { id: requested } : { userId: actor.userId };
  const employee = await db.employee.findFirst({
    where: { AND: [where, employeeWhere(actor)] },
    select: { id: true, companyId: true },
  });
  if (!employee) throw new AppError("NOT_FOUND", "Employee not found");
  return employee;
}

export async function createTimeOff(actor: Actor, input: TimeOffCreateInput): Promise<TimeOffDto> {
  const body = ZTimeOffCreate.parse(input);
  const employee = await targetEmployee(actor, body.employeeId);
  const startDate = utcDay(body.startDate);
  const endDate = utcDay(body.endDate);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Employee" WHERE id = ${employee.id} FOR UPDATE`;
    const overlap = await tx.timeOffEntry.findFirst({
      where: { employeeId: employee.id, startDate: { lte: endDate }, endDate: { gte: startDate } },
      select: { leaveType: true, startDate: true, endDate: true },
    });
    if (overlap)
      throw new AppError(
        "CONFLICT",
        `These dates overlap your ${leaveTypeLabel(overlap.leaveType).toLowerCase()} leave from ` +
          `${overlap.startDate.toISOString().slice(0, 10)} to ${overlap.endDate.toISOString().slice(0, 10)}.`,
      );
    const row = await tx.timeOffEntry.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        leaveType: toDbLeaveType(body.leaveType),
        startDate,
        endDate,
        employeeNote: body.employeeNote || null,
        createdById: actor.userId,
        updatedById: actor.userId,
      },
      select: timeOffSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "timeOff.create",
      entityType: "TimeOffEntry",
      entityId: row.id,
      after: { employeeId: employee.id, leaveType: body.leaveType, startDate: body.startDate, endDate: body.endDate },
    });
    return toTimeOffDto(row);
  });
}
