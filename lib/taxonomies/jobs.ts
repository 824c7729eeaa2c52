// Taxonomy background job (assembled by scripts/worker.ts).
import type { JobHandler } from "@/lib/jobs/queue";
import { runTaxonomyJob } from "@/lib/taxonomies/run-taxonomy-job";
import { TAXONOMY_RUN_JOB } from "@/lib/taxonomies/schema";

export const TAXONOMY_JOB_HANDLERS: Record<string, JobHandler> = {
  [TAXONOMY_RUN_JOB]: async (data) => {
    const id = String(data.jobId ?? "");
    if (id) await runTaxonomyJob(id);
  },
};
