// JSON shapes of timesheets, shared by routes, SWR hooks and pages.
import type { z } from "zod";
import type { TimesheetFormat } from "@/lib/timesheets/rows";
import type { OvertimeInput } from "@/lib/timesheets/schema";
import type { TimesheetStatusValue } from "@/lib/timesheets/workflow";
import type { TimeOffDto } from "@/lib/time-off/dto";
import type { ZTimesheetPage, ZTimesheetSummary } from "@/lib/timesheets/response-schema";

export type TimesheetDayDto = {
  date: string;
  dayOfWeek: number;
  /** A weekend day of the employee's country. */
  isWeekend: boolean;
  isSelected: boolean;
  startTime: string;
  breakStartTime: string | null;
  breakEndTime: string | null;
  endTime: string;
  total: { minutes: number; display: string };
  /** The leave type label when time off covers the day. */
  timeOff: string | null;
};

export type TimesheetMonthDto = {
  id: string | null;
  employeeId: string;
  employeeName: string;
  countryCode: string;
  /** The country's weekend (getUTCDay numbers): the regular hours' default days off. */
  weekendDays: number[];
  yearMonth: string;
  status: TimesheetStatusValue;
  format: TimesheetFormat;
  /** False while the month was never saved (the rows come from the regular working hours). */
  persisted: boolean;
  days: TimesheetDayDto[];
  overtime: OvertimeInput[];
  timeoff: TimeOffDto[];
  totalMonthWorkingHours: string;
  totalOvertimeHours: string;
  submittedDate: string | null;
  approvedDate: string | null;
  version: number;
  /** Whether it went through (or waits in) its company's approval chain: the month shows the chain's progress. */
  inApprovalChain: boolean;
  /** The caller's actions on the month: Approve only for a submitted month, by its approver at the chain's current
   *  level (or the single approver outside a chain), never on their own month. */
  actions: TimesheetMonthActions;
};

export type TimesheetMonthActions = { canApprove: boolean };

export type TimesheetSummaryDto = z.infer<typeof ZTimesheetSummary>;
export type TimesheetPageDto = z.infer<typeof ZTimesheetPage>;
