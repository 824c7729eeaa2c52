// The background-job worker process, started next to `next start` by scripts/start.ts.
import { getBoss, ensureQueue, type JobHandler } from "../lib/jobs/queue";
import { PAYROLL_JOB_HANDLERS } from "../lib/payroll/jobs";
import { CONTRACT_JOB_HANDLERS } from "../lib/contracts/jobs";
import { FX_JOB_HANDLERS, FX_SCHEDULES } from "../lib/fx-rates/jobs";
import { TAXONOMY_JOB_HANDLERS } from "../lib/taxonomies/jobs";
import { EXPENSE_JOB_HANDLERS } from "../lib/expenses/export-receipts-job";
import { WEBHOOK_JOB_HANDLERS } from "../lib/webhooks/deliver-webhook";
import { sweepWebhookDeliveries } from "../lib/webhooks/sweep-webhook-deliveries";
import { flushOutbox, isSmtpConfigured } from "../lib/mail/outbox";
import { recoverOrphanedProcessing, resumeStalledPayReports } from "../lib/payroll/resume-stalled-pay-reports";
import { UPLOAD_JOB_HANDLERS } from "../lib/uploads/scan-file";
import { DATA_EXPORT_JOB_HANDLERS } from "../lib/data-export/jobs";
import { ERP_EXPORT_JOB_HANDLERS } from "../lib/erp-export/deliver";
import { resumePendingScans } from "../lib/uploads/resume-pending-scans";
import { currentScanner } from "../lib/uploads/scanner";
import { BULK_UPLOAD_JOB_HANDLERS } from "../lib/bulk-uploads/jobs";
import { resumePendingBulkUploads } from "../lib/bulk-uploads/resume-pending-bulk-uploads";
import { OFFBOARDING_JOB_HANDLERS, OFFBOARDING_SCHEDULES } from "../lib/offboarding/jobs";

const STALLED_SWEEP_MS = 5 * 60_000;
const ORPHAN_SWEEP_MS = 10_000;
const WEBHOOK_SWEEP_MS = 10_000;

// Every domain's job handlers, assembled here so lib/jobs (the queue) knows no domain.
const JOB_HANDLERS: Record<string, JobHandler> = {
  ...PAYROLL_JOB_HANDLERS,
  ...WEBHOOK_JOB_HANDLERS,
  ...UPLOAD_JOB_HANDLERS,
  ...DATA_EXPORT_JOB_HANDLERS,
  ...ERP_EXPORT_JOB_HANDLERS,
  ...CONTRACT_JOB_HANDLERS,
  ...BULK_UPLOAD_JOB_HANDLERS,
  ...FX_JOB_HANDLERS,
  ...TAXONOMY_JOB_HANDLERS,
  ...EXPENSE_JOB_HANDLERS,
  ...OFFBOARDING_JOB_HANDLERS,
};

// Cron jobs (UTC).
const SCHEDULES = [...FX_SCHEDULES];

async function sweepStalledPayReports() {
  const count = await resumeStalledPayReports();
  if (count > 0) console.log(`[worker] re-queued ${count} stalled pay report(s)`);
  const scans = await resumePendingScans();
  if (scans > 0) console.log(`[worker] re-queued ${scans} pending virus scan(s)`);
  const imports = await resumePendingBulkUploads();
  if (imports > 0) console.log(`[worker] re-queued ${imports} pending employee import(s)`);
}

async function recoverOrphans() {
  const count = await recoverOrphanedProcessing();
  if (count > 0) console.log(`[worker] re-queued ${count} pay report job(s) left active by a dead worker`);
}

async function main() {
  const boss = await getBoss();
  // Jobs a killed worker left 'active' first (a running one holds its file's lock and is left alone), then
  // every 10 s for a run whose connection the database had not yet dropped at start.
  await recoverOrphans().catch((error) => console.error("[worker] orphan sweep", error));
  setInterval(() => recoverOrphans().catch((error) => console.error("[worker] orphan sweep", error)), ORPHAN_SWEEP_MS);
  for (const [name, handler] of Object.entries(JOB_HANDLERS)) {
    await ensureQueue(name);
    await boss.work(name, { batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data as Record<string, unknown>);
    });
  }
  for (const { name, cron } of SCHEDULES) await boss.schedule(name, cron, {}, { tz: "UTC" });
  for (const [name, cron] of Object.entries(OFFBOARDING_SCHEDULES)) await boss.schedule(name, cron, {}, { tz: "UTC" });
  // Pay reports whose job was lost (crash, queue outage) are picked up again at start and then periodically.
  await sweepStalledPayReports().catch((error) => console.error("[worker] stalled sweep", error));
  setInterval(
    () => sweepStalledPayReports().catch((error) => console.error("[worker] stalled sweep", error)),
    STALLED_SWEEP_MS,
  );
  // Webhook deliveries committed without a job (first event of a process, a crash) are queued by this sweep.
  const sweepWebhooks = () =>
    sweepWebhookDeliveries()
      .then((n) => n > 0 && console.log(`[worker] queued ${n} pending webhook delivery(ies)`))
      .catch((error) => console.error("[worker] webhook sweep", error));
  await sweepWebhooks();
  setInterval(sweepWebhooks, WEBHOOK_SWEEP_MS);
  if (isSmtpConfigured()) {
    // Transactional outbox: poll for unsent mail (rows are claimed with SKIP LOCKED).
    setInterval(() => flushOutbox().catch((error) => console.error("[worker] mail", error)), 2000);
  }
  console.log(`[worker] running ${Object.keys(JOB_HANDLERS).length} job type(s)`);
  const scanner = currentScanner();
  if (scanner.kind === "none")
    console.warn(
      "[worker] no virus scanner (CLAMAV_HOST, CLAMAV_SOCKET or clamscan with signatures): uploads are NOT_SCANNED",
    );
  else console.log(`[worker] virus scanning with ${scanner.kind}`);
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
