/** @jest-environment node */
// Every background job type against faults of its input or of what it depends on, run by ONE real worker process
// (scripts/worker.ts) started once for the file, on the test PostgreSQL: each entity is made as the product makes
// it and its job queued the way the product queues it; the job must end with a reason a user can read, recorded
// on the entity where it has a place for one, 'failed' at once when retrying cannot help and 'retry' when it may;
// the worker must keep running, and a job of another type queued behind the failures completes. Mail (a polled
// outbox) and benefit imports (done in the request) are not pg-boss jobs: their faults are checked in-process.
// Last, a worker killed (SIGKILL) in the middle of a bulk import is replaced and the import completes once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/queue";
import { writeStream } from "@/lib/storage/files";
import { buildActor, type Actor, type RoleType } from "@/lib/auth/actor";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import { enqueueVerificationCopy } from "@/lib/payroll/enqueue";
import { COPY_JOB, PROCESS_JOB } from "@/lib/payroll/job-names";
import { enqueueContractGeneration } from "@/lib/contracts/enqueue-generation";
import { GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";
import { createBulkUpload } from "@/lib/bulk-uploads/create-bulk-upload";
import { BULK_IMPORT_JOB } from "@/lib/bulk-uploads/job-names";
import { TEMPLATE_COLUMNS } from "@/lib/bulk-uploads/row-schema";
import { TAXONOMY_RUN_JOB } from "@/lib/taxonomies/schema";
import { LEGAL_ENTITY_GONE } from "@/lib/taxonomies/run-taxonomy-job";
import { enqueueScan, SCAN_JOB } from "@/lib/storage/scan-file";
import { resumePendingDocumentScans } from "@/lib/documents/resume-pending-document-scans";
import { serveUpload } from "@/lib/storage/serve-upload";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { sealSecret } from "@/lib/keys/secret-box";
import { DELIVER_JOB, enqueueDeliveries, MAX_ATTEMPTS } from "@/lib/webhooks/enqueue-deliveries";
import { requestErpExport } from "@/lib/integrations/erp-export/request-erp-export";
import { ERP_EXPORT_JOB } from "@/lib/integrations/erp-export/config";
import { FX_REFRESH_JOB } from "@/lib/finance/fx-rates/schema";
import { DEACTIVATE_JOB } from "@/lib/terminations/deactivate-terminated-employees";
import { flushOutbox, MailServerUnavailable, queueEmail } from "@/lib/mail/outbox";
import { importBenefits } from "@/lib/benefits/imports/import-benefits";
import { DATA_EXPORT_JOB } from "@/lib/data-export/job-names";
import { EXPORT_RECEIPTS_JOB } from "@/lib/expenses/job-names";
import { createEmployee } from "../../factories/employees";
import { createCompany } from "../../factories/companies";
import { ensureCountry } from "../../factories/countries";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createPayReport } from "../../factories/payroll-reports";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";
import {
  isRunning,
  kill,
  startWorker,
  stopWorkers,
  waitFor,
  waitUntilServing,
  type WorkerProcess,
} from "../support/worker-process";

jest.setTimeout(120_000);
const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-job-type-faults-"));

// ------------------------------------------------------------------------------------------------
// What the jobs depend on: a web server that refuses (ERP, webhooks, FX source), a clamd that refuses
// ------------------------------------------------------------------------------------------------

let fxAnswer: "not-json" | "500" = "not-json";
const web = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.url === "/erp-refused") {
      res.writeHead(422, { "content-type": "application/json" });
      return void res.end('{"error":"subsidiary unknown"}');
    }
    if (req.url === "/fx" && fxAnswer === "not-json") {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end("<html><body>Maintenance</body></html>");
    }
    res.writeHead(500, { "content-type": "text/plain" });
    res.end("internal error");
  });
});

/** clamd's INSTREAM protocol, answering every scan with the error clamd gives for a stream over its limit. */
const CLAMD_REFUSAL = "INSTREAM size limit exceeded. ERROR";
const clamd = net.createServer((socket) => {
  let buffer = Buffer.alloc(0);
  let commandRead = false;
  socket.on("error", () => {});
  socket.on("data", (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    if (!commandRead) {
      const end = buffer.indexOf(0);
      if (end < 0) return;
      buffer = buffer.subarray(end + 1);
      commandRead = true;
    }
    while (buffer.length >= 4) {
      const size = buffer.readUInt32BE(0);
      if (size === 0) return void socket.end(`${CLAMD_REFUSAL}\0`);
      if (buffer.length < 4 + size) return;
      buffer = buffer.subarray(4 + size);
    }
  });
});

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let base = "";
let host = "";
let worker: WorkerProcess;

beforeAll(async () => {
  const webPort = await listen(web);
  const clamdPort = await listen(clamd);
  host = `127.0.0.1:${webPort}`;
  base = `http://${host}`;
  worker = startWorker({
    FX_RATES_SOURCE_URL: `${base}/fx`,
    CLAMAV_HOST: "127.0.0.1",
    CLAMAV_PORT: String(clamdPort),
    WEBHOOKS_ALLOW_PRIVATE: "true",
  });
  await waitUntilServing(worker);
}, 90_000);

afterAll(async () => {
  await stopWorkers();
  web.closeAllConnections();
  await Promise.all([close(web), close(clamd)]);
});

// ------------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------------

type JobRow = { id: string; state: string; retry_count: number; output: { message?: string } | null };
const JOB_COLUMNS = "id::text, state::text, retry_count, output";

const jobOf = async (name: string, key: string, value: string) =>
  (
    await db.$queryRawUnsafe<JobRow[]>(
      `SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE name = $1 AND data->>$2 = $3 ORDER BY created_on DESC LIMIT 1`,
      name,
      key,
      value,
    )
  )[0];
const jobById = async (id: string) =>
  (await db.$queryRawUnsafe<JobRow[]>(`SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE id = $1::uuid`, id))[0];

/** The job once it has failed: for good ('failed', no retry spent) or, when retrying may help, waiting for it. */
async function failedJob(find: () => Promise<JobRow | undefined>, expected: "failed" | "retry", what: string) {
  const job = await waitFor(`${what} to be ${expected}`, 30_000, async () => {
    const row = await find();
    if (row?.state === "completed") throw new Error(`${what} completed: ${JSON.stringify(row)}`);
    return row?.state === expected ? row : null;
  });
  if (expected === "failed") expect(job.retry_count).toBe(0); // no retry spent on it
  return job;
}

/** Errors the worker's process guard caught because nothing listened for them (each would kill a worker
 *  without the guard). */
const unattributed = () =>
  worker
    .output()
    .split("\n")
    .filter((line) => /uncaught|unhandled/i.test(line));
function expectWorkerAlive() {
  expect(isRunning(worker)).toBe(true);
  expect(unattributed()).toEqual([]);
}

async function adminActor(roles: RoleType[] = ["admin"]): Promise<Actor> {
  const { user } = await createUser(db, { roles });
  return buildActor({
    userId: user.id,
    email: user.email,
    name: "Test admin",
    roles: roles.map((type) => ({ type, tenantId: null, scopes: [] })),
    via: "token",
  });
}

/** A storage key that holds the bytes, or (bytes null) a key that holds nothing: a file lost from storage. */
async function storedKey(fileName: string, bytes: Buffer | string | null): Promise<string> {
  const key = `tests/${crypto.randomUUID()}-${fileName}`;
  if (bytes !== null) await writeStream(key, Readable.from([Buffer.from(bytes)]));
  return key;
}

/** Bytes a CSV reader must refuse: a PDF's start and binary noise (quotes removed: it fails on its header). */
const garbage = Buffer.concat([
  Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n\0\x01\x02\n", "latin1"),
  Buffer.from(crypto.randomBytes(4096).map((b) => (b === 0x22 ? 0x20 : b))),
]);

// ------------------------------------------------------------------------------------------------
// Job types
// ------------------------------------------------------------------------------------------------

describe("[JOBS] every job type fails with a readable reason on a missing or corrupt input", () => {
  it("[JOBS] pay-report processing: a missing, a corrupt, a binary and a truncated register end in ERROR with their reason; the jobs fail at once", async () => {
    const fx = await createPayrollFixture(db);
    const meta = {
      source: "MANUAL" as const,
      payrollPeriod: fx.period,
      payrollCycle: "CYCLE_1" as const,
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      workbookId: fx.workbook.id,
    };
    const full = payRegisterCsv([
      ["T1", "Tia", "Trunc", "Base Salary", "1000"],
      ["T1", "Tia", "Trunc", "Overtime", "50"],
    ]);
    const truncated = full.slice(0, full.lastIndexOf(",")); // cut inside the last row: its value is gone
    // Binary inside a valid register: a NUL byte PostgreSQL refuses to store (its COPY names the row).
    const binaryRow = payRegisterCsv([
      ["T2", "Ned", "Null", "Base Salary", "1000"],
      ["T2", "Ned\u0000", "Null", "Overtime", "50"],
    ]);
    const uploads = {
      missing: await acceptUpload(
        null,
        meta,
        { name: "missing.csv", storageKey: await storedKey("missing.csv", null) },
        { enqueue: true },
      ),
      corrupt: await acceptUpload(
        null,
        meta,
        { name: "scan.csv", stream: Readable.from([garbage]) },
        { enqueue: true },
      ),
      binaryRow: await acceptUpload(
        null,
        meta,
        { name: "nul.csv", stream: Readable.from([binaryRow]) },
        { enqueue: true },
      ),
      truncated: await acceptUpload(
        null,
        meta,
        { name: "half.csv", stream: Readable.from([truncated]) },
        { enqueue: true },
      ),
    };
    const expected = {
      missing: ["missing.csv", "The uploaded file is missing."],
      corrupt: [
        "scan.csv",
        "Missing column(s): employeeId, firstName, lastName, concept, value. Expected header: employeeId, firstName, lastName, concept, value (optional: currency).",
      ],
      binaryRow: [
        "nul.csv",
        "Row 2 after the header: the file holds text that is not valid UTF-8 (for example a NUL byte).",
      ],
      truncated: ["half.csv", "Line 3: expected 5 columns, found 4."],
    } as const;
    for (const [kind, upload] of Object.entries(uploads) as [keyof typeof uploads, { id: string }][]) {
      const [fileName, message] = expected[kind];
      const file = await waitFor(`the ${kind} register's ERROR`, 30_000, async () => {
        const row = await db.grossToNetFile.findUniqueOrThrow({ where: { id: upload.id }, include: { errors: true } });
        return row.processingStatus === "ERROR" ? row : null;
      });
      // What the pay report page shows: the status and the file's processing errors.
      expect(file.errors.map((e) => e.message)).toEqual([message]);
      expect(await db.payRegisterRow.count({ where: { grossToNetId: upload.id } })).toBe(0);
      const job = await failedJob(() => jobOf(PROCESS_JOB, "gtnId", upload.id), "failed", `the ${kind} register's job`);
      expect(job.output?.message).toBe(`The pay report ${fileName} could not be processed: ${message}`);
    }
    expectWorkerAlive();
  });

  it("[JOBS] verification copy: a pay report deleted before its copy fails the job at once, saying so", async () => {
    const report = await createPayReport(db, { period: "203207", status: "APPROVED", employees: [] });
    await db.grossToNetFile.delete({ where: { id: report.id } });
    await enqueueVerificationCopy(report.id);
    const job = await failedJob(() => jobOf(COPY_JOB, "gtnId", report.id), "failed", "the copy job");
    expect(job.output?.message).toBe(
      `The pay report ${report.id} no longer exists: its verification copy could not be made.`,
    );
    expectWorkerAlive();
  });

  it("[JOBS] contract generation: a deleted template with none mapped, and a template with broken questions, are recorded on the contract; the jobs fail at once", async () => {
    const country = await ensureCountry(db, "MT"); // no template is mapped to it in these tests
    const { employee } = await createEmployee(db, { countryCode: country, onboardingStatus: "IN_PROGRESS" });
    const broken = await db.contractTemplate.create({
      data: {
        countryCode: country,
        name: "Broken Malta contract",
        externalTemplateId: uniqueSuffix().slice(-5),
        questions: [{ attribute: 7, question_plain_text: "Start date", type: "date" }],
      },
    });
    const contract = (templateId: string) =>
      db.contract.create({ data: { employeeId: employee.id, documentId: crypto.randomUUID(), templateId } });
    const missing = await contract("deleted-template");
    const corrupt = await contract(broken.id);
    await enqueueContractGeneration(missing.id);
    await enqueueContractGeneration(corrupt.id);

    const cases = [
      [
        missing.id,
        /^The contract could not be generated: No enabled contract template is mapped to MT for EOR employees\.$/,
      ],
      [
        corrupt.id,
        /^The contract could not be generated: The contract template 'Broken Malta contract' is not valid \(question 1, attribute: .+\)\.$/,
      ],
    ] as const;
    for (const [id, reason] of cases) {
      const row = await waitFor("the contract's generation error", 30_000, async () => {
        const c = await db.contract.findUniqueOrThrow({ where: { id } });
        return c.generationError ? c : null;
      });
      expect(row.generationError).toMatch(reason);
      expect(row).toMatchObject({ status: "draft", storageKey: null }); // status kept, no half document
      const job = await failedJob(() => jobOf(GENERATE_CONTRACT_JOB, "contractId", id), "failed", "the contract job");
      expect(job.output?.message).toBe(row.generationError);
    }
    expectWorkerAlive();
  });

  it("[JOBS] bulk import: a missing, a corrupt and a truncated file are listed with their reason, the good file is imported, the job fails at once", async () => {
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const actor = await adminActor(["admin", "customer-success"]);
    const tag = uniqueSuffix();
    const header = TEMPLATE_COLUMNS.join(",");
    const files = [
      ["missing.csv", null],
      ["binary.csv", garbage],
      ["half.csv", `${header}\nAna,Half,"ana-${tag}@example.com,DE`], // cut inside a quoted cell
      ["good.csv", `${header}\nGil,Good,gil-${tag}@example.com,DE,Dev,2027-01-04,1000,EUR,\n`],
    ] as const;
    const stored = [];
    for (const [index, [fileName, bytes]] of files.entries())
      stored.push({
        index,
        field: "file",
        fileName,
        mimeType: "text/csv",
        sizeBytes: bytes?.length ?? 0,
        storageKey: await storedKey(fileName, bytes),
      });
    const upload = await createBulkUpload(actor, { fields: { companyId: company.id }, files: stored, rejected: [] });

    const done = await waitFor("the upload's result", 30_000, async () => {
      const row = await db.bulkUpload.findUniqueOrThrow({
        where: { id: upload.id },
        include: { errors: { orderBy: { id: "asc" } } }, // ids in report order
      });
      return row.state === "finished" ? row : null;
    });
    expect(done).toMatchObject({ total: 1, successCount: 1 });
    const fileErrors = done.errors.filter((e) => e.rowNumber === null).map((e) => [e.name, e.error]);
    expect(fileErrors).toEqual([
      ["missing.csv", "The file is missing from storage: upload it again."],
      ["binary.csv", "The file is not a CSV file: it holds binary data (save the sheet as CSV and upload that)."],
      ["half.csv", expect.stringMatching(/^The file is not a valid CSV: Quote Not Closed/)],
    ]);
    expect(await db.employee.count({ where: { companyId: company.id } })).toBe(1);
    const job = await failedJob(() => jobOf(BULK_IMPORT_JOB, "bulkUploadId", upload.id), "failed", "the import job");
    expect(job.output?.message).toMatch(
      /^3 files could not be imported\. missing\.csv: The file is missing from storage: upload it again\. binary\.csv: The file is not a CSV file: .* half\.csv: The file is not a valid CSV: Quote Not Closed/,
    );
    expectWorkerAlive();
  });

  it("[JOBS] taxonomy update: a legal entity deleted before the run ends the update in ERROR with the reason; the job fails at once", async () => {
    const fx = await createPayrollFixture(db, { country: "FR" });
    const row = await db.taxonomyUpdateJob.create({
      data: { countryCode: fx.country, legalEntityId: fx.legalEntity.id },
    });
    await db.legalEntity.delete({ where: { id: fx.legalEntity.id } });
    await enqueue(TAXONOMY_RUN_JOB, { jobId: row.id }, { singletonKey: `taxonomy:${row.id}` }); // as createTaxonomyJob
    const failed = await waitFor("the update's ERROR", 30_000, async () => {
      const j = await db.taxonomyUpdateJob.findUniqueOrThrow({ where: { id: row.id } });
      return j.status === "ERROR" ? j : null;
    });
    expect(failed.errors).toEqual([{ message: LEGAL_ENTITY_GONE }]);
    const job = await failedJob(() => jobOf(TAXONOMY_RUN_JOB, "jobId", row.id), "failed", "the taxonomy job");
    expect(job.output?.message).toBe(LEGAL_ENTITY_GONE);
    expectWorkerAlive();
  });

  it("[JOBS] virus scan: a missing file fails at once, a scanner that refuses is retried; neither file is ever served", async () => {
    const { employee } = await createEmployee(db);
    const document = async (fileName: string, bytes: Buffer | null) =>
      db.document.create({
        data: {
          title: fileName,
          fileName,
          storageKey: await storedKey(fileName, bytes),
          mimeType: "application/pdf",
          sizeBytes: bytes?.length ?? 0,
          employeeId: employee.id,
          scanStatus: "PENDING",
          status: "PROCESSING",
        },
      });
    const missing = await document("passport.pdf", null);
    const refused = await document("contract.pdf", Buffer.from("%PDF-1.4 a clean contract"));
    await enqueueScan({ kind: "document", id: missing.id });
    await enqueueScan({ kind: "document", id: refused.id });

    const lost = await failedJob(() => jobOf(SCAN_JOB, "id", missing.id), "failed", "the missing file's scan");
    expect(lost.output?.message).toBe(
      "The file passport.pdf is missing from storage, so it could not be scanned for viruses.",
    );
    const retried = await failedJob(() => jobOf(SCAN_JOB, "id", refused.id), "retry", "the refused scan");
    expect(retried.output?.message).toBe(
      `The virus scan of contract.pdf failed (clamd: ${CLAMD_REFUSAL}): it is retried.`,
    );
    // The missing file is recorded FAILED with the reason (never served, never queued again); the refused one
    // stays PENDING (never served) until a retry scans it.
    expect(await db.document.findUniqueOrThrow({ where: { id: missing.id } })).toMatchObject({
      scanStatus: "FAILED",
      scanError: "The file passport.pdf is missing from storage, so it could not be scanned for viruses.",
    });
    expect(await db.document.findUniqueOrThrow({ where: { id: refused.id } })).toMatchObject({ scanStatus: "PENDING" });
    expect(await resumePendingDocumentScans(0)).toBe(1);
    // Served nowhere: a download of the failed file answers with the reason, not 'processing' forever.
    const failed = await db.document.findUniqueOrThrow({ where: { id: missing.id } });
    const file = { storageKey: failed.storageKey ?? "", fileName: "passport.pdf", mimeType: "application/pdf" };
    await expect(
      serveUpload({ ...file, scanStatus: failed.scanStatus, status: failed.status }, "attachment"),
    ).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.scanFailed,
    });
    expectWorkerAlive();
  });

  it("[JOBS] webhook delivery: an endpoint answering 500 is retried with the reason on the delivery; a disabled one fails at once", async () => {
    const endpoint = (active: boolean) =>
      db.webhookEndpoint.create({
        data: { url: `${base}/hooks`, secretEncrypted: sealSecret("whsec_test"), events: ["JobFaults.*"], active },
      });
    const delivery = async (endpointId: string) =>
      db.webhookDelivery.create({
        data: { endpointId, eventId: crypto.randomUUID(), eventType: "JobFaults.TESTED", payload: { ok: true } },
      });
    const [live, disabled] = [await endpoint(true), await endpoint(false)];
    const [failing, refused] = [await delivery(live.id), await delivery(disabled.id)];
    try {
      await enqueueDeliveries([
        { deliveryId: failing.id, until: MAX_ATTEMPTS },
        { deliveryId: refused.id, until: MAX_ATTEMPTS },
      ]);
      const retried = await failedJob(() => jobOf(DELIVER_JOB, "deliveryId", failing.id), "retry", "the 500 delivery");
      expect(retried.output?.message).toBe(
        `The JobFaults.TESTED webhook to ${host} failed: the endpoint answered HTTP 500 (attempt 1 of ${MAX_ATTEMPTS}); it is retried.`,
      );
      expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: failing.id } })).toMatchObject({
        status: "PENDING",
        attempts: 1,
        lastStatusCode: 500,
        lastError: "HTTP 500",
      });
      const failed = await failedJob(() => jobOf(DELIVER_JOB, "deliveryId", refused.id), "failed", "the refused one");
      expect(failed.output?.message).toBe(
        `The JobFaults.TESTED webhook to ${host} failed: the delivery was refused (the endpoint is disabled).`,
      );
      expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: refused.id } })).toMatchObject({
        status: "FAILED",
        lastError: "The endpoint is disabled",
      });
    } finally {
      await db.webhookEndpoint.deleteMany({ where: { id: { in: [live.id, disabled.id] } } });
    }
    expectWorkerAlive();
  });

  it("[JOBS] ERP export: an endpoint answering 500 is retried, one refusing the record (422) fails at once; the reason is on the delivery", async () => {
    const { employee } = await createEmployee(db);
    const actor = await adminActor();
    const request = async (pathname: string) => {
      process.env.ERP_EXPORT_URL = `${base}${pathname}`;
      try {
        return await requestErpExport(actor, employee.id);
      } finally {
        delete process.env.ERP_EXPORT_URL;
      }
    };
    const [failing, refused] = [await request("/erp-500"), await request("/erp-refused")];
    const retried = await failedJob(() => jobOf(ERP_EXPORT_JOB, "deliveryId", failing.id), "retry", "the 500 export");
    const retryReason = `The ERP endpoint ${host} answered HTTP 500 Internal Server Error: the delivery is retried (attempt 1 of 4).`;
    expect(retried.output?.message).toBe(retryReason);
    expect(await db.erpExportDelivery.findUniqueOrThrow({ where: { id: failing.id } })).toMatchObject({
      status: "PENDING",
      lastStatusCode: 500,
      lastError: retryReason,
    });
    const failed = await failedJob(() => jobOf(ERP_EXPORT_JOB, "deliveryId", refused.id), "failed", "the 422 export");
    const reason = `The ERP endpoint ${host} answered HTTP 422 Unprocessable Entity: the employee record was not delivered (attempt 1).`;
    expect(failed.output?.message).toBe(reason);
    expect(await db.erpExportDelivery.findUniqueOrThrow({ where: { id: refused.id } })).toMatchObject({
      status: "FAILED",
      attempts: 1,
      lastStatusCode: 422,
      lastError: reason,
    });
    expectWorkerAlive();
  });

  it("[JOBS] FX refresh: a source answering something else than JSON fails at once, one answering 500 is retried; the stored rates stay", async () => {
    const rates = await db.fxRate.count();
    fxAnswer = "not-json";
    const notJson = (await enqueue(FX_REFRESH_JOB, {}))!;
    const failed = await failedJob(() => jobById(notJson), "failed", "the refresh");
    expect(failed.output?.message).toBe(
      `The FX rate source ${host} did not answer JSON: the FX rates were not refreshed.`,
    );
    fxAnswer = "500";
    const serverError = (await enqueue(FX_REFRESH_JOB, {}))!;
    const retried = await failedJob(() => jobById(serverError), "retry", "the refresh");
    expect(retried.output?.message).toBe(
      `The FX rate source ${host} answered HTTP 500 Internal Server Error: the FX rates were not refreshed.`,
    );
    expect(await db.fxRate.count()).toBe(rates);
    expectWorkerAlive();
  });

  it("[JOBS] offboarding: an employee whose record another change holds is named in the reason and the job retried; the retry deactivates them", async () => {
    const { employee } = await createEmployee(db, { onboardingStatus: "ACTIVE" });
    const yesterday = new Date(Date.now() - 86_400_000);
    const employment = await db.employment.create({
      data: {
        employeeId: employee.id,
        companyId: employee.companyId,
        startDate: new Date("2025-01-01"),
        terminationDate: yesterday,
      },
    });
    await db.employee.update({ where: { id: employee.id }, data: { currentEmploymentId: employment.id } });
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT id FROM "Employee" WHERE id = $1 FOR UPDATE`, [employee.id]);
      const id = (await enqueue(DEACTIVATE_JOB, {}))!;
      const retried = await failedJob(() => jobById(id), "retry", "the deactivation");
      expect(retried.output?.message).toMatch(
        /^\d+ employees? past their last working day could not be made inactive: /,
      );
      expect(retried.output?.message).toContain(
        `${employee.firstName} ${employee.lastName} (${employee.id}): its record was held by another change`,
      );
      await holder.query("ROLLBACK");
      await waitFor("the retry to deactivate the employee", 45_000, async () => {
        const e = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
        return e.onboardingStatus === "INACTIVE";
      });
    } finally {
      await holder.end();
    }
    expectWorkerAlive();
  });

  it("[JOBS] receipts export: a missing receipt fails the job at once and mails the requester the reason", async () => {
    const { employee } = await createEmployee(db);
    const { user } = await createUser(db);
    const receipt = await db.document.create({
      data: {
        title: "lunch.pdf",
        fileName: "lunch.pdf",
        storageKey: await storedKey("lunch.pdf", null),
        mimeType: "application/pdf",
        sizeBytes: 10,
        employeeId: employee.id,
      },
    });
    const documentId = crypto.randomUUID().replace(/-/g, "").slice(0, 25);
    await enqueue(EXPORT_RECEIPTS_JOB, {
      userId: user.id,
      documentId,
      receipts: [{ expenseId: "exp1", documentId: receipt.id }],
    });
    const reason = "The receipts export failed: The file lunch.pdf is missing from storage";
    const job = await failedJob(() => jobOf(EXPORT_RECEIPTS_JOB, "documentId", documentId), "failed", "the export");
    expect(job.output?.message).toBe(reason);
    expect(await db.outboxEmail.findFirst({ where: { to: user.email } })).toMatchObject({ text: reason });
    expectWorkerAlive();
  });

  it("[JOBS] a job of another type queued behind the failures completes", async () => {
    const { employee } = await createEmployee(db);
    await db.document.create({
      data: {
        title: "contract.pdf",
        fileName: "contract.pdf",
        storageKey: await storedKey("contract.pdf", "%PDF-1.4 present"),
        mimeType: "application/pdf",
        sizeBytes: 16,
        employeeId: employee.id,
      },
    });
    const row = await db.employeeDataExport.create({ data: { employeeId: employee.id } });
    await enqueue(DATA_EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id });
    const done = await waitFor("the data export", 30_000, async () => {
      const r = await db.employeeDataExport.findUniqueOrThrow({ where: { id: row.id } });
      return r.status === "READY" ? r : null;
    });
    expect(done.error).toBeNull();
    // The row turns READY inside the handler; pg-boss marks the job completed just after it returns.
    const job = await waitFor("the export job to complete", 30_000, async () => {
      const j = await jobOf(DATA_EXPORT_JOB, "exportId", row.id);
      return j && j.state !== "active" ? j : null;
    });
    expect(job.state).toBe("completed");
    expectWorkerAlive();
  });
});

// ------------------------------------------------------------------------------------------------
// Not pg-boss jobs: the mail outbox (polled by the worker's sweep) and the benefit import (in the request)
// ------------------------------------------------------------------------------------------------

describe("[JOBS] the mail outbox and the benefit import on faults", () => {
  it("[JOBS] mail: a refused message keeps the server's reason, a deferred one stays queued, a server down leaves every row unsent", async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refuse = (code: number, text: string) => callback(Object.assign(new Error(text), { responseCode: code }));
        if (address.address.startsWith("refuse-")) return refuse(550, "5.1.1 Mailbox unavailable");
        if (address.address.startsWith("later-")) return refuse(451, "4.7.1 Greylisted, try again later");
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    const smtpPort = await listen(smtp.server);
    let smtpOpen = true;
    const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
    const tag = uniqueSuffix();
    const mail = (to: string) => queueEmail(db, { to, subject: "Test", text: "Hello" });
    const [refused, later, fine] = [
      await mail(`refuse-${tag}@example.com`),
      await mail(`later-${tag}@example.com`),
      await mail(`fine-${tag}@example.com`),
    ];
    const rows = () => db.outboxEmail.findMany({ where: { id: { in: [refused.id, later.id, fine.id] } } });
    const byId = async () => Object.fromEntries((await rows()).map((r) => [r.id, r]));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
      // The outbox is shared by the whole run: flush until these three are settled.
      const settled = await waitFor("the three messages", 30_000, async () => {
        await flushOutbox(200);
        const r = await byId();
        return r[refused.id].error && r[fine.id].sentAt ? r : null;
      });
      expect(settled[refused.id]).toMatchObject({
        sentAt: null,
        error: "The mail server refused the message: 550 5.1.1 Mailbox unavailable",
      });
      expect(settled[later.id]).toMatchObject({ sentAt: null, error: null }); // deferred (451): tried again later

      await closeSmtp();
      smtpOpen = false;
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`; // nothing listens there any more
      const down = await mail(`fine-again-${tag}@example.com`);
      const error = await flushOutbox(200).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailServerUnavailable);
      expect((error as Error).message).toBe(
        `The mail server 127.0.0.1:${smtpPort} could not take messages (connection refused): they stay queued.`,
      );
      expect(await db.outboxEmail.findUniqueOrThrow({ where: { id: down.id } })).toMatchObject({
        sentAt: null,
        error: null,
      });
      expect((await byId())[later.id]).toMatchObject({ sentAt: null, error: null });
    } finally {
      delete process.env.SMTP_URL;
      if (smtpOpen) await closeSmtp();
    }
  });

  it("[JOBS] benefit import (in the request): a missing, a corrupt and a truncated file are refused with the reason and nothing is stored", async () => {
    const workbook = await db.workbook.create({ data: { name: `Faults ${uniqueSuffix()}`, month: 3, year: 2032 } });
    const actor = await adminActor(["admin", "benefits"]);
    const header = "clientId,employeeId,employeeName,benefit,amount,currency";
    /** The import's refusal: an AppError answered as 400 with the reason (the import must not be accepted). */
    const attempt = async (fileName: string, bytes: Buffer | string | null) => {
      const storageKey = await storedKey(fileName, bytes);
      const refusal = await importBenefits(actor, { payrollInstanceId: workbook.id }, { fileName, storageKey }).then(
        () => null,
        (error: unknown) => error as AppError,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal!.status).toBe(400);
      return refusal!;
    };
    const missing = await attempt("missing.csv", null);
    expect(missing.message).toBe("The uploaded file could not be found in storage: please upload it again.");
    const corrupt = await attempt("binary.csv", garbage);
    expect(corrupt.message).toMatch(/^The file (needs the columns clientId, employeeId|is not a readable CSV: )/);
    const truncated = await attempt("half.csv", `${header}\nc1,e1,"Ana Half,Gym`);
    expect(truncated.message).toMatch(/^The file is not a readable CSV: Quote Not Closed/);
    expect(await db.benefitImport.count({ where: { payrollInstanceId: workbook.id } })).toBe(0);
  });
});

// ------------------------------------------------------------------------------------------------
// SIGKILL in the middle of a bulk import (pay reports: tests/integration/payroll/worker-crash.test.ts)
// ------------------------------------------------------------------------------------------------

describe("[JOBS] a worker killed mid-import", () => {
  it("[JOBS] a bulk import whose worker is killed with SIGKILL is resumed by the next worker: every row imported once", async () => {
    const ROWS = 20_000;
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const actor = await adminActor(["admin", "customer-success"]);
    const tag = uniqueSuffix();
    const lines = [TEMPLATE_COLUMNS.join(",")];
    for (let i = 0; i < ROWS; i++) lines.push(`P${i},Person,p${i}-${tag}@example.com,DE,Dev,2027-01-04,1000,EUR,`);
    const csv = lines.join("\n") + "\n";
    const storageKey = await storedKey("staff.csv", csv);
    const upload = await createBulkUpload(actor, {
      fields: { companyId: company.id },
      files: [
        { index: 0, field: "file", fileName: "staff.csv", mimeType: "text/csv", sizeBytes: csv.length, storageKey },
      ],
      rejected: [],
    });
    const imported = () => db.employee.count({ where: { companyId: company.id } });
    await waitFor("the first chunk", 60_000, async () => (await imported()) > 0);
    await kill(worker);
    const atKill = await imported();
    console.log(`[job faults] worker killed with ${atKill} of ${ROWS} employees imported`);
    expect(atKill).toBeLessThan(ROWS);
    expect((await db.bulkUpload.findUniqueOrThrow({ where: { id: upload.id } })).state).toBe("pending");

    worker = startWorker(); // what the supervisor does
    const done = await waitFor("the resumed import", 90_000, async () => {
      const row = await db.bulkUpload.findUniqueOrThrow({ where: { id: upload.id } });
      return row.state === "finished" ? row : null;
    });
    expect(done).toMatchObject({ total: ROWS, successCount: ROWS });
    expect(await imported()).toBe(ROWS);
    const [{ distinct }] = await db.$queryRaw<{ distinct: number }[]>`
      SELECT count(DISTINCT lower("personalEmail"))::int AS distinct FROM "Employee" WHERE "companyId" = ${company.id}`;
    expect(distinct).toBe(ROWS);
    expect(await db.employment.count({ where: { companyId: company.id } })).toBe(ROWS);
    // The killed run's job was recovered as a retry (the new worker's pending-import sweep may queue another,
    // which then finds the upload finished): every job for the upload completes.
    const jobs = () =>
      db.$queryRawUnsafe<JobRow[]>(
        `SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE name = $1 AND data->>'bulkUploadId' = $2`,
        BULK_IMPORT_JOB,
        upload.id,
      );
    const all = await waitFor("every import job to complete", 30_000, async () => {
      const rows = await jobs();
      return rows.every((j) => j.state === "completed") ? rows : null;
    });
    expect(all.some((j) => j.retry_count === 1)).toBe(true);
    expect(isRunning(worker)).toBe(true);
  });
});
