// What the employment list answers (lib/employees/employments/list-employments.ts, EMPLOYMENT_SELECT of access.ts), for the
// OpenAPI document and the route's return type.
import { z } from "zod";
import { EmployeeType, EmploymentStatus } from "@/generated/prisma/enums";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

/** A calendar date column, as JSON writes it: midnight UTC of that day. */
const ZDay = ZDateTime.describe("a calendar date, at midnight UTC");

export const ZEmployment = z.object({
  id: z.string(),
  employeeId: z.string(),
  type: z.enum(EmployeeType),
  companyId: z.string(),
  lspId: z.string().nullable(),
  legalEntityId: z.string().nullable(),
  status: z.enum(EmploymentStatus),
  startDate: ZDay.nullable(),
  terminationDate: ZDay.nullable(),
  firstPayrollDate: ZDay.nullable(),
  lastPayrollDate: ZDay.nullable(),
  activeAt: ZDateTime.nullable(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});

export const ZEmploymentPage = z.object({ items: z.array(ZEmployment), nextCursor: ZNextKey });
