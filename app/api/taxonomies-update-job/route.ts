import { accepted, route } from "@/lib/http/route";
import { ZTaxonomyJobForm, ZTaxonomyJobQuery } from "@/lib/taxonomies/schema";
import { listTaxonomyJobs } from "@/lib/taxonomies/list-taxonomy-jobs";
import { createTaxonomyJob } from "@/lib/taxonomies/create-taxonomy-job";
import { ZTaxonomyJobList } from "@/lib/taxonomies/response-schema";

// GET /taxonomies-update-job (pageIndex, pageSize, legalEntityId, countryCode, status): items, totalCount.
export const GET = route(
  { permission: "taxonomies.manage", query: ZTaxonomyJobQuery, response: ZTaxonomyJobList },
  async ({ query }) => listTaxonomyJobs(query),
);

// POST /taxonomies-update-job {countryCode, legalEntityId}: 202 with the job (run in the background).
export const POST = route({ permission: "taxonomies.manage", body: ZTaxonomyJobForm }, async ({ actor, body }) =>
  accepted(await createTaxonomyJob(actor, body)),
);
