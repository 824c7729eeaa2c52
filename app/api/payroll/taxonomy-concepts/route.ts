import { route } from "@/lib/http/route";
import { ZKnownConcepts, ZKnownConceptsQuery } from "@/lib/taxonomies/known-concepts-schema";
import { listKnownConcepts } from "@/lib/taxonomies/list-known-concepts";

// GET /payroll/taxonomy-concepts?country&lspId: the pay concepts a register of that country and LSP may use (the
// country's taxonomy with the LSP's own mappings in their place), for the pay report upload dialog.
export const GET = route(
  {
    permission: "payReports.upload",
    query: ZKnownConceptsQuery,
    response: ZKnownConcepts,
    summary: "Known pay concepts of a country and LSP",
  },
  async ({ query }) => listKnownConcepts(query),
);
