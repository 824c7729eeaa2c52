// The approval reminders' job (assembled by scripts/worker.ts, which also schedules it): daily at 07:00 UTC, before
// the working day in Europe, the requests that have waited two working days remind their approvers.
import type { JobHandler } from "@/lib/jobs/queue";
import { remindWaitingApprovals } from "@/lib/approvals/remind-waiting-approvals";

export const REMIND_APPROVALS_JOB = "approvals.remind-waiting";

export const APPROVAL_JOB_HANDLERS: Record<string, JobHandler> = {
  [REMIND_APPROVALS_JOB]: async () => {
    await remindWaitingApprovals();
  },
};

export const APPROVAL_SCHEDULES: Record<string, string> = { [REMIND_APPROVALS_JOB]: "0 7 * * *" };
