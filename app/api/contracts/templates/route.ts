import { route } from "@/lib/http/route";
import { ZTemplatesQuery } from "@/lib/contracts/schema";
import { listTemplates } from "@/lib/contracts/template-mappings/list-templates";

export const GET = route(
  { permission: "contractTemplates.read", query: ZTemplatesQuery, summary: "Contract templates of a country" },
  async ({ actor, query }) => listTemplates(actor, query),
);
