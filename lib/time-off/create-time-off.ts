// POST /api/timeoff: an employee books time off for themself, an admin for any employee. Overlapping
// entries of one employee are refused (a declined request no longer holds its dates); the employee row is
// locked so two parallel bookings cannot both pass.
// Beyond the spec (lib/time-off/workflow.ts): an employee's booking is a request, PENDING until their manager
// decides. An admin's booking (for someone else) is approved at once by that admin: an admin logs time off
// that was agreed elsewhere (the spec's log), and holds "timeOff.decide" anyway, so leaving it PENDING would
// only make them approve their own booking a second time. It is created PENDING and approved through
// transition() in the same transaction, so the approval has its status history, audit and webhook event.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWhere } from "@/lib/access/employee";
import { toTimeOffDto, timeOffSelect, type TimeOffDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { leaveTypeLabel, toDbLeaveType, type TimeOffCreateInput, ZTimeOffCreate } from "@/lib/time-off/schema";
import { utcDay } from "@/lib/time-off/working-days";
import { transition } from "@/lib/workflow";
import { firstApprovalLevel } from "@/lib/approval-chains/first-level";
import { timeOffWorkflow } from "@/lib/time-off/workflow";
import { formatDate } from "@/lib/dates";

async function targetEmployee(actor: Actor, requested: string | undefined) {
  const where = can(actor, "timeOff.manageAny") && requested ? { id: requested } : { userId: actor.userId };
  const employee = await db.employee.findFirst({
    where: { AND: [where, employeeWhere(actor)] },
    select: { id: true, companyId: true, userId: true },
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
      where: {
        employeeId: employee.id,
        status: { not: "DECLINED" },
        startDate: { lte: endDate },
        endDate: { gte: startDate },
      },
      select: { leaveType: true, startDate: true, endDate: true },
    });
    if (overlap)
      throw new AppError(
        "CONFLICT",
        `These dates overlap your ${leaveTypeLabel(overlap.leaveType).toLowerCase()} leave from ` +
          `${formatDate(overlap.startDate.toISOString().slice(0, 10))} to ${formatDate(overlap.endDate.toISOString().slice(0, 10))}.`,
      );
    const created = await tx.timeOffEntry.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        leaveType: toDbLeaveType(body.leaveType),
        startDate,
        endDate,
        employeeNote: body.employeeNote || null,
        unpaid: body.unpaid,
        status: "PENDING",
        createdById: actor.userId,
        updatedById: actor.userId,
      },
      select: { id: true, version: true },
    });
    await recordAudit(tx, {
      actor,
      action: "timeOff.create",
      entityType: "TimeOffEntry",
      entityId: created.id,
      after: {
        employeeId: employee.id,
        leaveType: body.leaveType,
        startDate: body.startDate,
        endDate: body.endDate,
        unpaid: body.unpaid,
      },
    });
    if (can(actor, "timeOff.manageAny") && employee.userId !== actor.userId)
      await transition(tx, timeOffWorkflow, {
        id: created.id,
        from: "PENDING",
        to: "APPROVED",
        version: created.version,
        actor,
        note: "Logged by an admin",
        data: { decidedById: actor.userId, decidedAt: new Date() },
        action: "timeOff.approve",
      });
    const row = await tx.timeOffEntry.findUniqueOrThrow({ where: { id: created.id }, select: timeOffSelect });
    // The days charged leave out the employee's public holidays (workingDays).
    const dto = toTimeOffDto(row, await holidaysOfEntries([row], tx), undefined, actor);
    if (row.status === "PENDING") {
      // The company's approval chain, if it has one, starts at its first level that applies to this length.
      const level = await firstApprovalLevel(tx, row.companyId, "TIME_OFF", { days: dto.workingDays });
      if (level !== null) await tx.timeOffEntry.update({ where: { id: row.id }, data: { approvalLevel: level } });
    }
    return dto;
  });
}
