// The background-job worker process, started next to `next start` by scripts/start.ts.
import { getBoss, ensureQueue } from "../lib/jobs/queue";
import { JOB_HANDLERS } from "../lib/jobs/handlers";
import { flushOutbox, isSmtpConfigured } from "../lib/mail/outbox";

async function main() {
  const boss = await getBoss();
  for (const [name, handler] of Object.entries(JOB_HANDLERS)) {
    await ensureQueue(name);
    await boss.work(name, { batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data as Record<string, unknown>);
    });
  }
  if (isSmtpConfigured()) {
    // Transactional outbox: poll for unsent mail (rows are claimed with SKIP LOCKED).
    setInterval(() => flushOutbox().catch((error) => console.error("[worker] mail", error)), 2000);
  }
  console.log(`[worker] running ${Object.keys(JOB_HANDLERS).length} job type(s)`);
  const stop = async () => {
    await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error("[worker]", error);
  process.exit(1);
});
