// Template mapping forms (spec 3 section 5): country required; company only for a client-specific mapping;
// template id required, at most 5 characters.
import { z } from "zod";

export const ZCreateTemplateMapping = z
  .object({
    countryCode: z.string().trim().length(2, "Please choose a country").toUpperCase(),
    clientSpecific: z.boolean().default(false),
    companyId: z.string().trim().max(64).optional(),
    employeeType: z.enum(["EOR", "PEO", "VIRTUAL_EMPLOYER"]).optional(),
    avvokaOriginalTemplateId: z
      .string()
      .trim()
      .min(1, "Please enter a template id")
      .max(5, "The template id has at most 5 characters"),
  })
  .superRefine((v, ctx) => {
    if (v.clientSpecific && !v.companyId)
      ctx.addIssue({ code: "custom", path: ["companyId"], message: "Please choose a company" });
  });
export type TCreateTemplateMapping = z.infer<typeof ZCreateTemplateMapping>;

export const ZUpdateTemplateMapping = z.object({
  disabled: z.boolean().optional(),
  avvokaOriginalTemplateId: z.string().trim().min(1).max(5, "The template id has at most 5 characters").optional(),
});
export const ZTemplateMappingParams = z.object({ templateMappingId: z.string().trim().min(1).max(64) });
export const ZTemplateMappingQuery = z.object({
  cursor: z.string().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
  countryCode: z.string().length(2).toUpperCase().optional(),
});
