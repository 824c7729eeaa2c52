// Queues the 'payslip ready' notices of a report that reached PUBLISHED (after the transition committed): a failed
// enqueue is logged, the publish stands.
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { PAYSLIP_NOTICE_JOB } from "@/lib/payroll/payslip-job-names";

export function enqueuePayslipNotices(payReportId: string) {
  return enqueueOrLog(PAYSLIP_NOTICE_JOB, { gtnId: payReportId }, { singletonKey: `payslips:${payReportId}` });
}
