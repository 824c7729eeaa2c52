// Queues the pack build of a report that reached PUBLISHED (called after the transition committed). A failed
// enqueue is logged, not thrown: the publish stands, and the build can be queued again (retry from the back-office
// jobs page, or buildPayrollPack by hand).
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";

export function enqueuePackBuild(payReportId: string) {
  return enqueueOrLog(PACK_JOB, { gtnId: payReportId }, { singletonKey: `pack:${payReportId}` });
}
