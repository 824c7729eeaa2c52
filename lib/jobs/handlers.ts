// Job name -> handler. Each domain registers its workers here; scripts/worker.ts runs them all.
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

import { PAYROLL_JOB_HANDLERS } from "@/lib/payroll/jobs";

export const JOB_HANDLERS: Record<string, JobHandler> = {
  ...PAYROLL_JOB_HANDLERS,
};
