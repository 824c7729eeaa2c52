// What the template mapping routes answer (lib/contracts/template-mappings/dto.ts), for the OpenAPI document and the
// routes' return type.
import { z } from "zod";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

/** The spec's template mapping shape (spec 3 section 3). */
export const ZTemplateMapping = z.object({
  id: z.string(),
  countryCode: z.string(),
  companyId: z.string().nullable().describe("null: the country's default for every company"),
  companyName: z.string().nullable(),
  avvokaOriginalTemplateId: z.string(),
  employeeType: z.string().nullable().describe("EOR, PEO or VIRTUAL_EMPLOYER; null for any"),
  disabled: z.boolean(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});

export const ZTemplateMappingPage = z.object({
  items: z.array(ZTemplateMapping),
  nextCursor: ZNextKey,
});
