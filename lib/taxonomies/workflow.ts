// Taxonomy update jobs' status table (spec 3 section 4): CREATED -> STARTED -> FINISHED or ERROR; an errored
// or stuck job can be started again by the retried background job.
import { defineWorkflow } from "@/lib/workflow";
import type { TaxonomyJobStatusValue } from "@/lib/taxonomies/schema";

export const taxonomyJobWorkflow = defineWorkflow<TaxonomyJobStatusValue>({
  entityType: "TaxonomyUpdateJob",
  model: "taxonomyUpdateJob",
  transitions: {
    CREATED: ["STARTED"],
    STARTED: ["FINISHED", "ERROR", "STARTED"],
    FINISHED: [],
    ERROR: ["STARTED"],
  },
});
