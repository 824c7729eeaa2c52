// What the termination request list answers (lib/terminations/row.ts, list-termination-requests.ts), for the
// OpenAPI document, the route's return type and the screens (TerminationRow in lib/terminations/dto.ts).
import { z } from "zod";
import { TerminationStatus } from "@/generated/prisma/enums";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

export const ZTerminationRow = z.object({
  id: z.string(),
  companyId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  role: z.string().nullable().describe("the employee's job title"),
  country: z.string().describe("the employee's country code"),
  status: z.enum(TerminationStatus),
  createdAt: ZDateTime,
  requestedBy: z.string().nullable().describe("who submitted it: only for customer-support admins (spec 2 s.6)"),
});

export const ZTerminationPage = z.object({ items: z.array(ZTerminationRow), nextCursor: ZNextKey });
