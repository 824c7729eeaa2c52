import { route } from "@/lib/http/route";
import { ZTemplateMappingParams, ZUpdateTemplateMapping } from "@/lib/contracts/template-mappings/schema";
import { updateTemplateMapping } from "@/lib/contracts/template-mappings/update-template-mapping";

export const PATCH = route(
  {
    permission: "templateMappings.manage",
    params: ZTemplateMappingParams,
    body: ZUpdateTemplateMapping,
    summary: "Enable, disable or re-point a template mapping",
  },
  async ({ actor, params, body }) => updateTemplateMapping(actor, params.templateMappingId, body),
);
