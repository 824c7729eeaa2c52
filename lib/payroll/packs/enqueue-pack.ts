// Queues the pack build of a report that reached PUBLISHED (called after the transition committed). A failed
// enqueue is logged, not thrown: the publish stands, and the build can be queued again (retry from the back-office
// jobs page, or buildPayrollPack by hand).
import { enqueue } from "@/lib/jobs/queue";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";

export async function enqueuePackBuild(payReportId: string): Promise<void> {
  try {
    await enqueue(PACK_JOB, { gtnId: payReportId }, { singletonKey: `pack:${payReportId}` });
  } catch (error) {
    console.error("[payroll] could not queue the pack build", payReportId, error);
  }
}
