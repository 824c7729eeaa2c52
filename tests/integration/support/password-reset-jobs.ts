// What the worker does with 'Forgot password?' jobs: runs the registered handler on the queued jobs for these
// addresses, then removes them (the worker would mark them done).
import { getDb } from "@/lib/db";
import { PASSWORD_RESET_JOB, PASSWORD_RESET_JOB_HANDLERS } from "@/lib/account/send-password-reset";

export async function runPasswordResetJobs(emails: string[]): Promise<number> {
  const db = getDb();
  const jobs = await db.$queryRawUnsafe<{ id: string; data: Record<string, unknown> }[]>(
    `SELECT id, data FROM pgboss.job WHERE name = $1 AND state = 'created' AND data->>'email' = ANY($2::text[])
      ORDER BY created_on`,
    PASSWORD_RESET_JOB,
    emails.map((e) => e.toLowerCase()),
  );
  for (const job of jobs) {
    await PASSWORD_RESET_JOB_HANDLERS[PASSWORD_RESET_JOB](job.data);
    await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1 AND id = $2::uuid`, PASSWORD_RESET_JOB, job.id);
  }
  return jobs.length;
}
