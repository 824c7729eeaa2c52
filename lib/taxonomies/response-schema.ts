// What the taxonomy job list answers (lib/taxonomies/list-taxonomy-jobs.ts), for the OpenAPI document, the
// route's return type and the tab (the types in lib/taxonomies/schema.ts).
import { z } from "zod";
import { TAXONOMY_JOB_STATUSES } from "@/lib/taxonomies/schema";
import { ZDateTime } from "@/lib/zod/response";

export const ZTaxonomyJobView = z.object({
  id: z.string(),
  countryCode: z.string(),
  legalEntityId: z.string().nullable(),
  legalEntityName: z.string().nullable(),
  createdAt: ZDateTime,
  status: z.enum(TAXONOMY_JOB_STATUSES),
  messages: z.object({ errors: z.array(z.object({ message: z.string() })) }),
  createdBy: z.string().nullable().describe("the creator's e-mail"),
});

export const ZTaxonomyJobList = z.object({ items: z.array(ZTaxonomyJobView), totalCount: z.number().int() });
