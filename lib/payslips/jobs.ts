// The payslip job handlers, assembled by scripts/worker.ts: the 'payslip ready' notices of a published report.
// A failure (database) is retried by pg-boss; the notices go out in one statement, so a retry never sends twice.
import type { JobHandler } from "@/lib/jobs/queue";
import { PAYSLIP_NOTICE_JOB } from "@/lib/payroll/payslip-job-names";
import { queuePayslipNotices } from "@/lib/payslips/queue-payslip-notices";

export const PAYSLIP_JOB_HANDLERS: Record<string, JobHandler> = {
  [PAYSLIP_NOTICE_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (id) await queuePayslipNotices(id);
  },
};
