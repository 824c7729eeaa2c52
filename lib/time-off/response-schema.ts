// What the time-off routes answer (lib/time-off/dto.ts), for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { LEAVE_TYPES, type LeaveTypeValue } from "@/lib/time-off/schema";
import { ZDate, ZDateTime } from "@/lib/zod/response";

const LEAVE_VALUES = LEAVE_TYPES.map((t) => t.value) as [LeaveTypeValue, ...LeaveTypeValue[]];

export const ZTimeOffView = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  companyId: z.string(),
  leaveType: z.enum(LEAVE_VALUES).describe("spec 2 section 3: Sick, Compassionate, Holiday, Other"),
  startDate: ZDate,
  endDate: ZDate,
  employeeNote: z.string().nullable(),
  workingDays: z.number().int(),
  isTaken: z.boolean().describe("started on or before today"),
  createdAt: ZDateTime,
  createdBy: z.string().nullable(),
  updatedAt: ZDateTime,
  updatedBy: z.string().nullable(),
});

export const ZTimeOffList = z.object({ taken: z.array(ZTimeOffView), scheduled: z.array(ZTimeOffView) });
