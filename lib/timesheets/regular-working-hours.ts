// GET/POST/PATCH /api/timesheets/regular-working-hours/{employeeId}: the weekly pattern that pre-fills a
// month (spec 2 section 3 'Regular working hours'). POST creates it (409 when it exists), PATCH replaces it.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import type { RegularWorkingHoursInput } from "@/lib/timesheets/schema";
import { ZRegularWorkingHours } from "@/lib/timesheets/schema";
import { assertWorkingTimeTimesheetsOn } from "@/lib/timesheets/working-time";

export type RegularWorkingHoursDto = {
  id: string;
  employeeId: string;
  workingDays: RegularWorkingHoursInput["workingDays"];
  lastSubmittedTimesheetDate: string | null;
  lastSubmittedTimesheetDocumentId: string | null;
};

const select = {
  id: true,
  employeeId: true,
  workingDays: true,
  lastSubmittedTimesheetDate: true,
  lastSubmittedTimesheetDocumentId: true,
} as const;

function toDto(row: {
  id: string;
  employeeId: string;
  workingDays: unknown;
  lastSubmittedTimesheetDate: Date | null;
  lastSubmittedTimesheetDocumentId: string | null;
}): RegularWorkingHoursDto {
  return {
    ...row,
    workingDays: row.workingDays as RegularWorkingHoursDto["workingDays"],
    lastSubmittedTimesheetDate: row.lastSubmittedTimesheetDate?.toISOString() ?? null,
  };
}

/** The employee's regular working hours, or null when none were set (the timesheet page's card). */
export async function findRegularWorkingHours(
  actor: Actor,
  employeeId: string,
): Promise<RegularWorkingHoursDto | null> {
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const row = await db.regularWorkingHours.findUnique({ where: { employeeId }, select });
  return row ? toDto(row) : null;
}

export async function getRegularWorkingHours(actor: Actor, employeeId: string): Promise<RegularWorkingHoursDto> {
  assertWorkingTimeTimesheetsOn();
  const found = await findRegularWorkingHours(actor, employeeId);
  if (!found) throw new AppError("NOT_FOUND", "No regular working hours yet");
  return found;
}

export async function saveRegularWorkingHours(
  actor: Actor,
  employeeId: string,
  input: RegularWorkingHoursInput,
  mode: "create" | "update",
): Promise<RegularWorkingHoursDto> {
  assertWorkingTimeTimesheetsOn();
  const { workingDays } = ZRegularWorkingHours.parse(input);
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  return db.$transaction(async (tx) => {
    const existing = await tx.regularWorkingHours.findUnique({ where: { employeeId }, select });
    if (mode === "create" && existing) throw new AppError("CONFLICT", "Regular working hours already exist");
    if (mode === "update" && !existing) throw new AppError("NOT_FOUND", "No regular working hours yet");
    const row = existing
      ? await tx.regularWorkingHours.update({ where: { employeeId }, data: { workingDays }, select })
      : await tx.regularWorkingHours.create({ data: { employeeId, workingDays }, select });
    await recordAudit(tx, {
      actor,
      action: existing ? "regularWorkingHours.update" : "regularWorkingHours.create",
      entityType: "RegularWorkingHours",
      entityId: row.id,
      before: existing ? { workingDays: existing.workingDays } : null,
      after: { workingDays },
    });
    return toDto(row);
  });
}
