import { route, created } from "@/lib/http/route";
import { ZCreateTemplateMapping, ZTemplateMappingQuery } from "@/lib/contracts/template-mappings/schema";
import { listTemplateMappings } from "@/lib/contracts/template-mappings/list-template-mappings";
import { createTemplateMapping } from "@/lib/contracts/template-mappings/create-template-mapping";
import { ZTemplateMappingPage } from "@/lib/contracts/template-mappings/response-schema";

export const GET = route(
  {
    permission: "templateMappings.manage",
    query: ZTemplateMappingQuery,
    summary: "Template mappings (keyset pages)",
    response: ZTemplateMappingPage,
  },
  async ({ query }) => listTemplateMappings(query),
);

export const POST = route(
  { permission: "templateMappings.manage", body: ZCreateTemplateMapping, summary: "Create a template mapping" },
  async ({ actor, body }) => created(await createTemplateMapping(actor, body)),
);
