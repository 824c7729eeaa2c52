// The JSON shape of a time-off entry (spec 2 section 3 'Time off entry'), shared by routes, hooks and pages.
// workingDays: the days charged, without the employee's weekend and public holidays (docs/time.md).
// Beyond the spec, additive: the approval's status, version, decision date and decline reason, and the caller's
// `actions` on the row (lib/time-off/rights.ts; all false when no caller is given, e.g. the timesheet month).
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import type { HolidayCalendar } from "@/lib/holidays/calendar-where";
import type { HolidaysOf } from "@/lib/holidays/load-holiday-dates";
import { countWorkingDays, todayUtc } from "@/lib/time-off/working-days";
import { fromDbLeaveType, type LeaveTypeValue } from "@/lib/time-off/schema";
import { timeOffActions, type TimeOffActions } from "@/lib/time-off/rights";
import type { LevelRow } from "@/lib/approval-chains/chain-waiting-where";
import type { TimeOffStatusValue } from "@/lib/time-off/workflow";

export const timeOffSelect = {
  id: true,
  employeeId: true,
  companyId: true,
  leaveType: true,
  startDate: true,
  endDate: true,
  employeeNote: true,
  unpaid: true,
  status: true,
  version: true,
  decidedAt: true,
  declineReason: true,
  createdAt: true,
  createdById: true,
  updatedAt: true,
  updatedById: true,
  approvalLevel: true,
  employee: {
    select: {
      firstName: true,
      lastName: true,
      userId: true,
      countryCode: true,
      region: true,
      country: { select: { weekendDays: true } },
      manager: { select: { userId: true } },
    },
  },
} satisfies Prisma.TimeOffEntrySelect;

type Row = Prisma.TimeOffEntryGetPayload<{ select: typeof timeOffSelect }>;

export type TimeOffDto = {
  id: string;
  employeeId: string;
  employeeName: string;
  companyId: string;
  /** The spec's spelling, op:leave:* (spec 2 section 3). */
  leaveType: LeaveTypeValue;
  startDate: string;
  endDate: string;
  employeeNote: string | null;
  /** Unpaid leave: the month's pay drops pro rata. */
  unpaid: boolean;
  workingDays: number;
  /** Started on or before today: counted as taken (spec: taken vs scheduled). */
  isTaken: boolean;
  /** Beyond the spec: the manager's approval (lib/time-off/workflow.ts). */
  status: TimeOffStatusValue;
  version: number;
  decidedAt: string | null;
  declineReason: string | null;
  /** Whether it went through (or waits in) its company's approval chain: the list shows the chain's progress. */
  inApprovalChain: boolean;
  actions: TimeOffActions;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type TimeOffListDto = { taken: TimeOffDto[]; scheduled: TimeOffDto[] };

const day = (d: Date) => d.toISOString().slice(0, 10);

const NO_ACTIONS: TimeOffActions = { canApprove: false, canDecline: false, canDelete: false };

/** Whose public holidays the entry's working days skip: its employee's country and region, its company's. */
export const entryCalendar = (row: {
  companyId: string;
  employee: { countryCode: string; region: string | null };
}): HolidayCalendar => ({
  countryCode: row.employee.countryCode,
  region: row.employee.region,
  companyId: row.companyId,
});

/** `holidays`: the employees' public holidays over the entries (lib/time-off/entry-holidays.ts). */
/** `atLevel`: whether the actor decides the row at its approval chain's current level (lib/approval-chains/). */
export function toTimeOffDto(
  row: Row,
  holidays: HolidaysOf,
  today = todayUtc(),
  actor?: Actor,
  atLevel?: (row: LevelRow) => boolean,
): TimeOffDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: `${row.employee.firstName} ${row.employee.lastName}`,
    companyId: row.companyId,
    leaveType: fromDbLeaveType(row.leaveType),
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    employeeNote: row.employeeNote,
    unpaid: row.unpaid,
    workingDays: countWorkingDays(
      row.startDate,
      row.endDate,
      row.employee.country.weekendDays,
      holidays(entryCalendar(row)),
    ),
    isTaken: row.startDate <= today,
    status: row.status,
    version: row.version,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    inApprovalChain: row.approvalLevel !== null,
    actions: actor ? timeOffActions(actor, row, today, atLevel?.(levelRowOf(row)) ?? true) : NO_ACTIONS,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedById,
  };
}

export const levelRowOf = (row: Row): LevelRow => ({
  approvalLevel: row.approvalLevel,
  managerUserId: row.employee.manager?.userId ?? null,
});

export function groupTimeOff(
  rows: Row[],
  holidays: HolidaysOf,
  actor?: Actor,
  atLevel?: (row: LevelRow) => boolean,
): TimeOffListDto {
  const today = todayUtc();
  const all = rows.map((r) => toTimeOffDto(r, holidays, today, actor, atLevel));
  return { taken: all.filter((r) => r.isTaken), scheduled: all.filter((r) => !r.isTaken) };
}
