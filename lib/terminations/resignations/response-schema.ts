// What the resignation list answers (lib/terminations/resignations/list-resignations.ts), for the OpenAPI document, the route's
// return type and the table (ResignationRow).
import { z } from "zod";
import { ResignationStatus } from "@/generated/prisma/enums";
import { ZDate, ZDateTime, ZNextKey } from "@/lib/zod/response";

export const ZResignationRow = z.object({
  id: z.string(),
  companyId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  lastWorkingDay: ZDate,
  isManagerAware: z.boolean(),
  scheduledLeaves: z.string().nullable(),
  vacationDays: z.number().int().nullable(),
  reason: z.string(),
  otherReason: z.string().nullable(),
  status: z.enum(ResignationStatus),
  version: z.number().int(),
  createdAt: ZDateTime,
});

export const ZResignationPage = z.object({ items: z.array(ZResignationRow), nextCursor: ZNextKey });
