// The background-job worker process: `npx tsx scripts/worker.ts`. scripts/start.ts runs and supervises it next
// to `next start`; in production run it under the platform's supervisor (README). Any number may run side by
// side on one database. The engine (lib/jobs/run-worker.ts) knows no domain: they are assembled here.
import { runWorker } from "../lib/jobs/run-worker";
import { PAYROLL_JOB_CONCURRENCY, PAYROLL_JOB_HANDLERS } from "../lib/payroll/jobs";
import { packJobHandlers } from "../lib/payroll/packs/jobs";
import { companyPackPayslips } from "../lib/payslips/company-pack-payslips";
import { PAYSLIP_JOB_HANDLERS } from "../lib/payslips/jobs";
import { CONTRACT_JOB_HANDLERS } from "../lib/contracts/jobs";
import { FX_JOB_HANDLERS, FX_SCHEDULES } from "../lib/finance/fx-rates/jobs";
import { TAXONOMY_JOB_HANDLERS } from "../lib/taxonomies/jobs";
import { EXPENSE_JOB_HANDLERS } from "../lib/expenses/export-receipts-job";
import { WEBHOOK_JOB_HANDLERS } from "../lib/webhooks/deliver-webhook";
import { sweepWebhookDeliveries } from "../lib/webhooks/sweep-webhook-deliveries";
import { flushOutbox, isSmtpConfigured } from "../lib/mail/outbox";
import { resumeStalledPayReports } from "../lib/payroll/resume-stalled-pay-reports";
import { scanJobHandlers } from "../lib/storage/scan-file";
import { documentScanSubject } from "../lib/documents/document-scan";
import { payRegisterScanSubject } from "../lib/payroll/pay-register-scan";
import { DATA_EXPORT_JOB_HANDLERS } from "../lib/data-export/jobs";
import { ERP_EXPORT_JOB_HANDLERS } from "../lib/integrations/erp-export/deliver";
import { resumePendingDocumentScans } from "../lib/documents/resume-pending-document-scans";
import { currentScanner } from "../lib/storage/scanner";
import { sweepPartialWrites } from "../lib/storage/sweep-partial-writes";
import { BULK_UPLOAD_JOB_HANDLERS } from "../lib/bulk-uploads/jobs";
import { resumePendingBulkUploads } from "../lib/bulk-uploads/resume-pending-bulk-uploads";
import { OFFBOARDING_JOB_HANDLERS, OFFBOARDING_SCHEDULES } from "../lib/terminations/offboarding/jobs";
import { PASSWORD_RESET_JOB_HANDLERS } from "../lib/account/send-password-reset";
import { HOLIDAY_JOB_HANDLERS, HOLIDAY_SCHEDULES } from "../lib/holidays/jobs";
import { LETTER_JOB_HANDLERS } from "../lib/letters/jobs";
import { APPROVAL_JOB_HANDLERS, APPROVAL_SCHEDULES } from "../lib/approvals/jobs";
import { errorField, logger } from "../lib/observability/logger";

// Every log line of this process says it is the worker (JSON lines: lib/observability/logger.ts).
process.env.OMNI_SERVICE ??= "worker";

const STALLED_SWEEP_MS = 5 * 60_000;

const scanner = currentScanner();
if (scanner.kind === "none")
  logger().warn({
    msg: "no virus scanner (CLAMAV_HOST, CLAMAV_SOCKET or clamscan with signatures): uploads are NOT_SCANNED",
  });
else logger().info({ msg: `virus scanning with ${scanner.kind}` });

runWorker({
  handlers: {
    ...PAYROLL_JOB_HANDLERS,
    ...packJobHandlers(companyPackPayslips),
    ...PAYSLIP_JOB_HANDLERS,
    ...WEBHOOK_JOB_HANDLERS,
    ...scanJobHandlers({ document: documentScanSubject, "pay-register": payRegisterScanSubject }),
    ...DATA_EXPORT_JOB_HANDLERS,
    ...ERP_EXPORT_JOB_HANDLERS,
    ...CONTRACT_JOB_HANDLERS,
    ...BULK_UPLOAD_JOB_HANDLERS,
    ...FX_JOB_HANDLERS,
    ...TAXONOMY_JOB_HANDLERS,
    ...EXPENSE_JOB_HANDLERS,
    ...OFFBOARDING_JOB_HANDLERS,
    ...PASSWORD_RESET_JOB_HANDLERS,
    ...HOLIDAY_JOB_HANDLERS,
    ...LETTER_JOB_HANDLERS,
    ...APPROVAL_JOB_HANDLERS,
  },
  concurrency: PAYROLL_JOB_CONCURRENCY,
  schedules: {
    ...Object.fromEntries(FX_SCHEDULES.map(({ name, cron }) => [name, cron])),
    ...OFFBOARDING_SCHEDULES,
    ...HOLIDAY_SCHEDULES,
    ...APPROVAL_SCHEDULES,
  },
  sweeps: [
    // Work whose job was lost (a crash between commit and enqueue, a queue outage) is queued again.
    { name: "stalled pay reports", everyMs: STALLED_SWEEP_MS, run: resumeStalledPayReports, message: "re-queued" },
    { name: "pending virus scans", everyMs: STALLED_SWEEP_MS, run: resumePendingDocumentScans, message: "re-queued" },
    {
      name: "pending employee imports",
      everyMs: STALLED_SWEEP_MS,
      run: resumePendingBulkUploads,
      message: "re-queued",
    },
    // Webhook deliveries committed without a job (first event of a process, a crash).
    { name: "webhook deliveries", everyMs: 10_000, run: sweepWebhookDeliveries, message: "queued" },
    // Transactional outbox: unsent mail, rows claimed with SKIP LOCKED.
    ...(isSmtpConfigured() ? [{ name: "mail outbox", everyMs: 2_000, run: flushOutbox, message: "sent" }] : []),
    // Temporary files of writes a killed process left behind (disk store).
    {
      name: "unfinished file writes",
      everyMs: 3_600_000,
      run: () => sweepPartialWrites(),
      message: "temporary file(s) of killed writes removed",
    },
  ],
}).catch((error) => {
  logger().fatal({ msg: "worker failed to start", error: errorField(error) });
  process.exit(1);
});
