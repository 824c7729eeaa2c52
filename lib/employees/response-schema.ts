// What the employee list routes answer (lib/employees/list-employees.ts), for the OpenAPI document and the
// routes' return type.
import { z } from "zod";
import { ZNextKey } from "@/lib/zod/response";

export const ZEmployeeListItem = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  onboardingStatus: z.enum(["IN_PROGRESS", "ACTIVE", "INACTIVE", "PENDING"]),
  country: z.string().length(2),
  countryName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  externalId: z.string().nullable(),
  archived: z.boolean(),
  lsp: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const ZEmployeeListPage = z.object({
  items: z.array(ZEmployeeListItem),
  nextCursor: ZNextKey,
  pageSize: z.number().int(),
});
