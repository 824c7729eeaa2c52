// Data-export job handlers, assembled by scripts/worker.ts.
import type { JobHandler } from "@/lib/jobs/queue";
import { DATA_EXPORT_JOB } from "@/lib/data-export/job-names";
import { buildDataExport } from "@/lib/data-export/build-export";

export const DATA_EXPORT_JOB_HANDLERS: Record<string, JobHandler> = {
  [DATA_EXPORT_JOB]: async (data) => {
    const id = String(data.exportId ?? "");
    if (id) await buildDataExport(id);
  },
};
