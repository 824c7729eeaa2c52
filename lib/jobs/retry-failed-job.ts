// POST /api/back-office/jobs/{id}/retry: a failed job runs once more (pg-boss retry(): state back to 'retry', one
// more attempt in its limit, runnable at once). Only a failed job still in pg-boss's job table can be retried: a
// queued, running or completed one answers 409, one that pg-boss has archived too.
import { Prisma } from "@/generated/prisma/client";
import { db, queryRows } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { getBoss } from "@/lib/jobs/queue";
import { pgBossInstalled } from "@/lib/jobs/pgboss-tables";
import { JOB_ID_PATTERN } from "@/lib/jobs/schema";
import type { RetriedJob } from "@/lib/jobs/response-schema";

const notFound = () => new AppError("NOT_FOUND", "Job not found");
const STATE_TEXT: Record<string, string> = {
  created: "queued",
  retry: "queued for a retry",
  active: "running",
  completed: "completed",
  cancelled: "cancelled",
};
const notFailed = (state: string) =>
  new AppError("CONFLICT", `Only a failed job can be retried: this one is ${STATE_TEXT[state] ?? state}.`);

export async function retryFailedJob(actor: Actor, id: string): Promise<RetriedJob> {
  if (!JOB_ID_PATTERN.test(id) || !(await pgBossInstalled())) throw notFound();
  const [job] = await queryRows<{ name: string; state: string; archived: boolean }>(Prisma.sql`
    SELECT name, state::text AS state, false AS archived FROM pgboss.job WHERE id = ${id}::uuid
    UNION ALL
    SELECT name, state::text, true FROM pgboss.archive WHERE id = ${id}::uuid
    LIMIT 1`);
  if (!job) throw notFound();
  if (job.archived)
    throw new AppError(
      "CONFLICT",
      "This job has been archived by the queue and can no longer be retried. Start the work again from its page.",
    );
  if (job.state !== "failed") throw notFailed(job.state);
  const boss = await getBoss();
  // pg-boss 10 answers { affected } at run time (its types say void): 0 when someone else retried it first.
  const result = (await boss.retry(job.name, id)) as unknown as { affected?: number } | undefined;
  if (result?.affected === 0) throw notFailed("no longer failed (it was retried meanwhile)");
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "job.retry",
      entityType: "BackgroundJob",
      entityId: id,
      before: { name: job.name, state: "failed" },
      after: { state: "retry" },
    }),
  );
  return { id, name: job.name, state: "retry" };
}
