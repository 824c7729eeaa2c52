// Payroll verification use cases (spec 2 sections 2-9): workbooks, pay report files, uploads, the approval
// workflow, LSP data, justifications, the LSP bill detail with variance, previews and processing errors.
// Pay reports are internal data: the payroll area roles (lib/policy.ts) see all of them.
import type { Readable } from "node:stream";
import { Prisma } from "@/generated/prisma/client";
import type { PayReportStatus, PayrollCycle } from "@/generated/prisma/enums";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { enqueue } from "@/lib/jobs/queue";
import { payReportWorkflow, PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { isUserTransition } from "@/lib/payroll/transitions";
import { payrollPool, removeStored, storeStream } from "@/lib/payroll/pipeline";
import {
  canDeleteStatus,
  isProcessing,
  isPublished,
  PROCESSING_STATUSES,
  type BulkResult,
  type PayReportStatusValue,
  type TBillQuery,
  type TLspData,
  type TWorkbookForm,
  type ZBulkTarget,
  type ZGtnListQuery,
  type ZPreviewPageQuery,
} from "@/lib/payroll/schema";
import type { z } from "zod";

export const PROCESS_JOB = "payroll.process-gross-to-net";
export const COPY_JOB = "payroll.verification-copy";

// ------------------------------------------------------------------------------------------------
// Workbooks
// ------------------------------------------------------------------------------------------------

const workbookSelect = { id: true, name: true, month: true, year: true, status: true, createdAt: true } as const;

export async function listWorkbooks(pageIndex: number, pageSize: number) {
  const [items, totalCount] = await Promise.all([
    db.workbook.findMany({
      select: workbookSelect,
      orderBy: [{ year: "desc" }, { month: "desc" }, { createdAt: "desc" }],
      skip: pageIndex * pageSize,
      take: pageSize,
    }),
    db.workbook.count(),
  ]);
  const nextPageKey = (pageIndex + 1) * pageSize < totalCount ? pageIndex + 1 : null;
  return { items, totalCount, pageSize, nextPageKey };
}

export async function getWorkbook(id: string) {
  const workbook = await db.workbook.findUnique({ where: { id }, select: workbookSelect });
  if (!workbook) throw new AppError("NOT_FOUND", "Workbook not found");
  return workbook;
}

export async function createWorkbook(actor: Actor, input: TWorkbookForm) {
  return db.$transaction(async (tx) => {
    const workbook = await tx.workbook.create({
      data: { ...input, createdById: actor.userId },
      select: workbookSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "workbook.create",
      entityType: "Workbook",
      entityId: workbook.id,
      after: { ...input },
    });
    return { data: { id: workbook.id }, ...workbook };
  });
}

// ------------------------------------------------------------------------------------------------
// Pay report files
// ------------------------------------------------------------------------------------------------

const fileSelect = {
  id: true,
  workbookId: true,
  fileName: true,
  fileType: true,
  country: true,
  lspId: true,
  legalEntityId: true,
  payrollCycle: true,
  payrollPeriod: true,
  source: true,
  processingStatus: true,
  uploadStatus: true,
  uploadedById: true,
  total: true,
  currency: true,
  rowCount: true,
  processedRows: true,
  totalRows: true,
  version: true,
  createdAt: true,
  lsp: { select: { name: true } },
  legalEntity: { select: { name: true } },
  lspData: true,
  _count: { select: { errors: true } },
} satisfies Prisma.GrossToNetFileSelect;

type FileRecord = Prisma.GrossToNetFileGetPayload<{ select: typeof fileSelect }>;

function fileDto(f: FileRecord) {
  const { lsp, legalEntity, _count, lspData, total, ...rest } = f;
  return {
    ...rest,
    providerName: legalEntity?.name ?? lsp?.name ?? null,
    lspName: lsp?.name ?? null,
    // Spec 2 section 2: '-' while processing.
    total: isProcessing(f.processingStatus) || total === null ? null : total.toString(),
    hasLspData: !!lspData,
    lspData: lspData ? lspDataDto(lspData) : null,
    errorCount: _count.errors,
  };
}

function lspDataDto(l: NonNullable<FileRecord["lspData"]>) {
  return {
    lspBillingCurrency: l.lspBillingCurrency,
    lspExchangeRate: l.lspExchangeRate.toString(),
    lspBillNumber: l.lspBillNumber,
    lspBillUrl: l.lspBillUrl,
    invoiceDate: l.invoiceDate?.toISOString().slice(0, 10) ?? null,
    invoiceDueDate: l.invoiceDueDate?.toISOString().slice(0, 10) ?? null,
    invoiceAmount: l.invoiceAmount.toString(),
    memo: l.memo,
    postingPeriod: l.postingPeriod,
    billType: l.billType,
  };
}

export async function listGrossToNet(query: z.infer<typeof ZGtnListQuery>) {
  const where: Prisma.GrossToNetFileWhereInput = {
    payrollPeriod: query.payrollPeriod,
    source: query.source,
    country: query.country,
    lspId: query.lspId,
    payrollCycle: query.payrollCycle,
    processingStatus: query.processingStatus,
    workbookId: query.workbookId,
    ...(query.providerName
      ? {
          OR: [
            { legalEntity: { name: { contains: query.providerName, mode: "insensitive" } } },
            { lsp: { name: { contains: query.providerName, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
  const [rows, totalCount, processingCount, failed] = await Promise.all([
    db.grossToNetFile.findMany({
      where,
      select: fileSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.grossToNetFile.count({ where }),
    db.grossToNetFile.count({
      where: { ...where, processingStatus: { in: PROCESSING_STATUSES as PayReportStatus[] } },
    }),
    db.grossToNetFile.findMany({
      where: { ...where, processingStatus: "ERROR" },
      select: { id: true, fileName: true },
      take: 20,
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return { items: rows.map(fileDto), pageSize: query.pageSize, totalCount, processingCount, failedFiles: failed };
}

export async function getGrossToNet(id: string) {
  const file = await db.grossToNetFile.findUnique({ where: { id }, select: fileSelect });
  if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
  const history = await db.statusHistory.findMany({
    where: { entityType: PAY_REPORT_ENTITY, entityId: id },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true, toStatus: true, fromStatus: true, actorId: true, note: true },
  });
  const actors = await db.user.findMany({
    where: { id: { in: history.map((h) => h.actorId).filter((x): x is string => !!x) } },
    select: { id: true, firstName: true, lastName: true },
  });
  const nameOf = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`]));
  return {
    ...fileDto(file),
    grossToNetStatusChangeLogs: history.map((h) => ({
      updatedAt: h.createdAt,
      status: h.toStatus,
      fromStatus: h.fromStatus,
      updatedBy: h.actorId ? (nameOf.get(h.actorId) ?? h.actorId) : "System",
      note: h.note,
    })),
  };
}

/** Delete a file unless APPROVED or PUBLISHED (spec 2 section 4). Conditional on the status, so a concurrent approval wins. */
export async function deleteGrossToNet(actor: Actor, id: string) {
  const storageKey = await db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, fileName: true, storageKey: true, version: true },
    });
    if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
    if (!canDeleteStatus(file.processingStatus))
      throw new AppError("UNPROCESSABLE", `${file.fileName} cannot be deleted while ${file.processingStatus}.`);
    const { count } = await tx.grossToNetFile.deleteMany({
      where: { id, processingStatus: file.processingStatus, version: file.version },
    });
    if (count === 0) throw new AppError("CONFLICT");
    await recordAudit(tx, {
      actor,
      action: "payReport.delete",
      entityType: PAY_REPORT_ENTITY,
      entityId: id,
      before: { fileName: file.fileName, processingStatus: file.processingStatus },
    });
    return file.storageKey;
  });
  await removeStored(storageKey);
  return { id, result: "DELETED" };
}

export async function resolveTargetIds(target: z.infer<typeof ZBulkTarget>): Promise<string[]> {
  const ids = [...(target.dataFrameIds ?? []), ...(target.grossToNetIds ?? [])];
  if (ids.length) return [...new Set(ids)];
  const files = await db.grossToNetFile.findMany({
    where: {
      country: target.country,
      lspId: target.lspId,
      payrollCycle: target.payrollCycle as PayrollCycle,
      payrollPeriod: target.payrollPeriod,
      processingStatus: { notIn: ["ERROR", "DISCARDED"] },
    },
    select: { id: true },
  });
  return files.map((f) => f.id);
}

function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return "Something went wrong, please contact our support team";
}

export async function bulkDelete(actor: Actor, target: z.infer<typeof ZBulkTarget>): Promise<BulkResult> {
  const ids = await resolveTargetIds(target);
  // Spec 2 section 4: in bulk, delete only if no selected row is approved or published.
  const blocked = await db.grossToNetFile.findMany({
    where: { id: { in: ids }, processingStatus: { in: ["APPROVED", "PUBLISHED"] } },
    select: { fileName: true },
  });
  if (blocked.length)
    throw new AppError(
      "UNPROCESSABLE",
      `Approved or published files cannot be deleted: ${blocked.map((b) => b.fileName).join(", ")}.`,
    );
  const result: BulkResult = {};
  for (const id of ids) {
    try {
      result[id] = (await deleteGrossToNet(actor, id)).result;
    } catch (error) {
      result[id] = messageOf(error);
    }
  }
  return result;
}

// ------------------------------------------------------------------------------------------------
// Uploads
// ------------------------------------------------------------------------------------------------

export type UploadMeta = {
  source: "NEEYAMO" | "SNOWFLAKE" | "MANUAL";
  payrollPeriod: string;
  payrollCycle: PayrollCycle;
  country: string;
  lspId: string | null;
  legalEntityId: string | null;
  workbookId?: string | null;
  lspData?: TLspData | null;
};

export async function assertProvider(meta: Pick<UploadMeta, "country" | "lspId" | "legalEntityId" | "workbookId">) {
  if (meta.legalEntityId) {
    const le = await db.legalEntity.findUnique({
      where: { id: meta.legalEntityId },
      select: { lspId: true, countryCode: true },
    });
    if (!le || (meta.lspId && le.lspId !== meta.lspId) || le.countryCode !== meta.country)
      throw new AppError("BAD_REQUEST", "Provider is required", {
        fieldErrors: { legalEntityId: ["The legal entity does not match the provider and country."] },
      });
  }
  if (meta.workbookId && !(await db.workbook.findUnique({ where: { id: meta.workbookId }, select: { id: true } })))
    throw new AppError("NOT_FOUND", "Workbook not found");
}

/** Stores the file on disk, then commits its DRAFT row (with history and audit); only then is the upload
 *  acknowledged and the processing job queued. */
export async function acceptUpload(
  actor: Actor | null,
  meta: UploadMeta,
  file: { name: string; stream: Readable | NodeJS.ReadableStream },
  options: { enqueue?: boolean } = {},
) {
  const { storageKey } = await storeStream(file.stream);
  try {
    const created = await db.$transaction(async (tx) => {
      const row = await tx.grossToNetFile.create({
        data: {
          fileName: file.name,
          fileType: "PAY_REGISTER",
          country: meta.country,
          lspId: meta.lspId,
          legalEntityId: meta.legalEntityId,
          workbookId: meta.workbookId ?? null,
          payrollCycle: meta.payrollCycle,
          payrollPeriod: meta.payrollPeriod,
          source: meta.source,
          processingStatus: "DRAFT",
          uploadStatus: "SUCCEEDED",
          storageKey,
          uploadedById: actor?.userId ?? null,
          ...(meta.lspData ? { lspData: { create: lspDataInput(meta.lspData) } } : {}),
        },
        select: { id: true, fileName: true, processingStatus: true },
      });
      await tx.statusHistory.create({
        data: {
          entityType: PAY_REPORT_ENTITY,
          entityId: row.id,
          fromStatus: null,
          toStatus: "DRAFT",
          actorId: actor?.userId ?? null,
        },
      });
      await recordAudit(tx, {
        actor,
        action: "payReport.upload",
        entityType: PAY_REPORT_ENTITY,
        entityId: row.id,
        after: {
          fileName: file.name,
          country: meta.country,
          lspId: meta.lspId,
          payrollPeriod: meta.payrollPeriod,
          payrollCycle: meta.payrollCycle,
        },
      });
      return row;
    });
    if (options.enqueue !== false) await enqueueProcessing(created.id);
    return created;
  } catch (error) {
    await removeStored(storageKey);
    throw error;
  }
}

export async function enqueueProcessing(id: string) {
  try {
    await enqueue(PROCESS_JOB, { gtnId: id }, { singletonKey: `gtn:${id}` });
  } catch (error) {
    // The DRAFT row is committed: the worker's start-up sweep (resumeStalledPayReports) picks it up.
    console.error("[payroll] could not queue processing", id, error);
  }
}

/** Re-queues files left in a pipeline status or APPROVED (e.g. after a crash). Idempotent. */
export async function resumeStalledPayReports(olderThanMs = 60_000) {
  const files = await db.grossToNetFile.findMany({
    where: {
      processingStatus: { in: [...(PROCESSING_STATUSES as PayReportStatus[]), "APPROVED"] },
      updatedAt: { lt: new Date(Date.now() - olderThanMs) },
      storageKey: { not: null },
    },
    select: { id: true, processingStatus: true, storageKey: true },
    take: 500,
  });
  for (const f of files) {
    if (f.storageKey?.startsWith("seed/")) continue;
    if (f.processingStatus === "APPROVED")
      await enqueue(COPY_JOB, { gtnId: f.id }, { singletonKey: `copy:${f.id}` }).catch(() => {});
    else await enqueueProcessing(f.id);
  }
  return files.length;
}

function lspDataInput(d: TLspData) {
  return {
    lspBillingCurrency: d.lspBillingCurrency,
    lspExchangeRate: new Prisma.Decimal(d.lspExchangeRate),
    lspBillNumber: d.lspBillNumber,
    lspBillUrl: d.lspBillUrl,
    invoiceDate: new Date(`${d.invoiceDate}T00:00:00Z`),
    invoiceDueDate: new Date(`${d.invoiceDueDate}T00:00:00Z`),
    invoiceAmount: new Prisma.Decimal(d.invoiceAmount),
    memo: d.memo,
    postingPeriod: d.postingPeriod,
    billType: d.billType,
  };
}

export async function putLspData(actor: Actor, id: string, data: TLspData) {
  return db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, lspData: true },
    });
    if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
    // Spec 2 section 6: LSP data is editable unless PUBLISHED.
    if (isPublished(file.processingStatus))
      throw new AppError("UNPROCESSABLE", "LSP data of a published pay report cannot be changed.");
    const input = lspDataInput(data);
    const saved = await tx.lspData.upsert({
      where: { grossToNetId: id },
      create: { grossToNetId: id, ...input },
      update: input,
    });
    await tx.payReportEmployeeTotal.updateMany({
      where: { grossToNetId: id },
      data: { lspBillNumber: data.lspBillNumber },
    });
    await recordAudit(tx, {
      actor,
      action: "payReport.lspData",
      entityType: PAY_REPORT_ENTITY,
      entityId: id,
      before: file.lspData ? lspDataDto(file.lspData) : null,
      after: { ...data },
    });
    return lspDataDto(saved);
  });
}

// ------------------------------------------------------------------------------------------------
// Workflow
// ------------------------------------------------------------------------------------------------

async function transitionReport(actor: Actor, id: string, to: PayReportStatusValue, tx?: Tx) {
  const run = async (t: Tx) => {
    const file = await t.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, version: true },
    });
    if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
    const from = file.processingStatus as PayReportStatusValue;
    if (!isUserTransition(from, to))
      throw new AppError("UNPROCESSABLE", `A pay report cannot go from ${from} to ${to}.`);
    await transition(t, payReportWorkflow, {
      id,
      from,
      to,
      version: file.version,
      actor,
      action: `payReport.${to.toLowerCase()}`,
    });
    return { id, from, to };
  };
  const result = tx ? await run(tx) : await db.$transaction(run);
  // APPROVED ('Preparing data for Verification') becomes COPIED through the verification-copy job.
  if (to === "APPROVED")
    await enqueue(COPY_JOB, { gtnId: id }, { singletonKey: `copy:${id}` }).catch((e) =>
      console.error("[payroll] copy job", e),
    );
  return result;
}

/** POST /approval: start verification (DUPLICATES_CHECKED -> APPROVED). */
export const startVerification = (actor: Actor, id: string) => transitionReport(actor, id, "APPROVED");
/** POST /approval-workflow. */
export function changeStatus(actor: Actor, id: string, newStatus: PayReportStatusValue) {
  if (newStatus === "APPROVED" || newStatus === "PUBLISHED")
    throw new AppError(
      "BAD_REQUEST",
      `Use the ${newStatus === "APPROVED" ? "approval" : "publish"} call for ${newStatus}.`,
    );
  return transitionReport(actor, id, newStatus);
}

/** Bulk workflow: each report in its own transaction; the answer maps id -> 'SUCCESS' or the error. */
export async function bulkTransition(
  actor: Actor,
  target: z.infer<typeof ZBulkTarget>,
  to: PayReportStatusValue,
): Promise<BulkResult> {
  const ids = await resolveTargetIds(target);
  const result: BulkResult = {};
  for (const id of ids) {
    try {
      await transitionReport(actor, id, to);
      result[id] = "SUCCESS";
    } catch (error) {
      result[id] = messageOf(error);
    }
  }
  return result;
}

/** Verification copy job (APPROVED -> COPIED): freezes the employee totals that verification works on by
 *  stamping each with the COPIED status and the report's LSP bill number. Idempotent (conditional transition). */
export async function runVerificationCopy(id: string) {
  await db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id },
      select: { processingStatus: true, version: true, lspData: { select: { lspBillNumber: true } } },
    });
    if (!file || file.processingStatus !== "APPROVED") return;
    await tx.payReportEmployeeTotal.updateMany({
      where: { grossToNetId: id },
      data: { status: "COPIED", lspBillNumber: file.lspData?.lspBillNumber ?? null },
    });
    await transition(tx, payReportWorkflow, {
      id,
      from: "APPROVED",
      to: "COPIED",
      version: file.version,
      actor: null,
      action: "payReport.verificationCopy",
    });
  });
}

// ------------------------------------------------------------------------------------------------
// Views
// ------------------------------------------------------------------------------------------------

export async function manualView(payrollPeriod: string) {
  const rows = await db.grossToNetFile.findMany({
    where: { payrollPeriod, processingStatus: { notIn: ["DISCARDED"] } },
    distinct: ["lspId", "country", "payrollCycle"],
    select: { lspId: true, country: true, payrollCycle: true, lsp: { select: { name: true } } },
    orderBy: [{ country: "asc" }, { lspId: "asc" }, { payrollCycle: "asc" }],
  });
  return rows.map((r) => ({
    lspId: r.lspId,
    country: r.country,
    payrollCycle: r.payrollCycle,
    lspName: r.lsp?.name ?? null,
  }));
}

export async function processingErrors(ids: string[]) {
  const rows = await db.dataProcessingError.findMany({
    where: { grossToNetId: { in: ids } },
    select: { grossToNetId: true, message: true, rowNumber: true },
    orderBy: [{ grossToNetId: "asc" }, { rowNumber: "asc" }],
    take: 2000,
  });
  // Distinct messages per file (spec 2 section 8: the errors modal lists distinct messages).
  const seen = new Set<string>();
  const out: { dataFrameId: string; message: string }[] = [];
  for (const r of rows) {
    const key = `${r.grossToNetId}\u0000${r.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ dataFrameId: r.grossToNetId, message: r.message });
  }
  return out;
}

export const VARIANCE_COLUMNS = [
  "salary",
  "allowance",
  "variablePay",
  "expenses",
  "pensionContribution",
  "benefitContribution",
  "socialCosts",
  "total",
] as const;
const TOTAL_EXPR = (a: string) =>
  `(${a}.salary + ${a}.expenses + ${a}.allowance + ${a}."variablePay" + ${a}."erContribution")`;
const col = (a: string, c: (typeof VARIANCE_COLUMNS)[number]) => (c === "total" ? TOTAL_EXPR(a) : `${a}."${c}"`);

/** Variance percent in SQL, same rules as variancePercent() in schema.ts. */
function pctSql(cur: string, prev: string) {
  return `CASE WHEN ${cur} = 0 AND ${prev} = 0 THEN 0 WHEN ${prev} = 0 THEN 100 WHEN ${cur} = 0 THEN -100
               ELSE round((${cur} - ${prev}) / abs(${prev}) * 100, 2) END`;
}

export type BillEmployeeRow = {
  gtnId: string;
  employeeRef: string;
  employeeId: string | null;
  firstName: string | null;
  lastName: string | null;
  currency: string;
  status: PayReportStatusValue;
  lspBillNumber: string | null;
  justificationId: string | null;
  justification: string | null;
  errorCount: number;
  totals: Record<(typeof VARIANCE_COLUMNS)[number] | "eeDeductions" | "erContribution", string>;
  variances?: Record<
    (typeof VARIANCE_COLUMNS)[number],
    { previous: string; variance: string; variancePercentage: number }
  >;
};

/** The files of the previous period and cycle that count for a variance (processed, not failed or discarded). */
async function previousPeriodFileIds(country: string, lspId: string, previous: { period: string; cycle: string }) {
  const { rows } = await payrollPool().query<{ id: string }>(
    `SELECT id FROM "GrossToNetFile"
      WHERE country = $1 AND "lspId" = $2 AND "payrollPeriod" = $3 AND "payrollCycle" = $4::"PayrollCycle"
        AND "processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED')`,
    [country, lspId, previous.period, previous.cycle],
  );
  return rows.map((r) => r.id);
}

/** Employees of the given files, one row each, optionally with the variance against the previous period and
 *  cycle of the same country and LSP, computed in SQL (variance = this cycle minus the previous, per employee
 *  and category; percent as variancePercent()). limit null = every row (benchmarks). Names sort in "C"
 *  collation: a byte-order sort keeps 100k-row variance pages cheap. */
export async function billEmployees(
  fileIds: string[],
  opts: {
    search?: string;
    country: string;
    lspId: string;
    variance?: { period: string; cycle: string } | null;
    limit: number | null;
    offset: number;
  },
): Promise<{ items: BillEmployeeRow[]; totalCount: number }> {
  if (fileIds.length === 0) return { items: [], totalCount: 0 };
  const params: unknown[] = [fileIds];
  let where = `t."grossToNetId" = ANY($1::text[])`;
  if (opts.search?.trim()) {
    params.push(`%${opts.search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where += ` AND (coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) ILIKE $${params.length}`;
  }
  const paged = opts.limit !== null;
  const order = `t."lastName" COLLATE "C" NULLS LAST, t."firstName" COLLATE "C" NULLS LAST, t."employeeRef" COLLATE "C", t."grossToNetId" COLLATE "C"`;
  let prevCte = "";
  let varianceSelect = "";
  let varianceJoin = "";
  if (opts.variance) {
    const previousFileIds = await previousPeriodFileIds(opts.country, opts.lspId, opts.variance);
    params.push(previousFileIds);
    const n = params.length;
    // The categories plus erContribution, from which the previous total is derived (TOTAL_EXPR is linear).
    const base = [...VARIANCE_COLUMNS.filter((c) => c !== "total"), "erContribution"];
    const pageFilter = paged ? ` AND p."employeeRef" IN (SELECT "employeeRef" FROM page)` : "";
    // An employee appears once per file (unique key), so with one previous file its row is the total and the
    // per-employee aggregation (the dominant cost at 100k employees) is skipped.
    prevCte =
      previousFileIds.length === 1
        ? `, prev AS (
        SELECT p."employeeRef", ${base.map((c) => `p."${c}"`).join(", ")}
          FROM "PayReportEmployeeTotal" p
         WHERE p."grossToNetId" = ($${n}::text[])[1]${pageFilter})`
        : `, prev AS (
        SELECT p."employeeRef", ${base.map((c) => `sum(p."${c}") AS "${c}"`).join(", ")}
          FROM "PayReportEmployeeTotal" p
         WHERE p."grossToNetId" = ANY($${n}::text[])${pageFilter}
         GROUP BY p."employeeRef")`;
    varianceJoin = `LEFT JOIN prev v ON v."employeeRef" = page."employeeRef"`;
    varianceSelect =
      ", " +
      VARIANCE_COLUMNS.map((c) => {
        const cur = `page."${c}"`;
        const prev = `coalesce(${col("v", c)}, 0)`;
        return `${prev} AS "prev_${c}", ${cur} - ${prev} AS "var_${c}", (${pctSql(cur, prev)})::float8 AS "pct_${c}"`;
      }).join(", ");
  }
  const sql = `
    WITH page AS (
      SELECT t."grossToNetId", t."employeeRef", t."employeeId", t."firstName", t."lastName", t.currency,
             f."processingStatus" AS status, coalesce(l."lspBillNumber", t."lspBillNumber") AS "lspBillNumber",
             t."eeDeductions", t."erContribution", ${VARIANCE_COLUMNS.map((c) => `${col("t", c)} AS "${c}"`).join(", ")},
             ${paged ? `row_number() OVER (ORDER BY ${order}) AS rn, count(*) OVER () AS total_count` : "0 AS rn"}
        FROM "PayReportEmployeeTotal" t
        JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
        LEFT JOIN "LspData" l ON l."grossToNetId" = t."grossToNetId"
       WHERE ${where}
       ${paged ? `ORDER BY rn LIMIT ${Math.trunc(opts.limit!)} OFFSET ${Math.trunc(opts.offset)}` : ""}
    ), errs AS (
      SELECT d."grossToNetId", count(*)::int AS n FROM "DataProcessingError" d WHERE d."grossToNetId" = ANY($1::text[]) GROUP BY 1
    )${prevCte}
    SELECT page.*, j.id AS "justificationId", j.note AS justification, coalesce(errs.n, 0) AS "errorCount"${varianceSelect}
      FROM page
      LEFT JOIN errs ON errs."grossToNetId" = page."grossToNetId"
      LEFT JOIN "Justification" j ON j."grossToNetId" = page."grossToNetId" AND j."employeeRef" = page."employeeRef"
      ${varianceJoin}
     ORDER BY ${paged ? "page.rn" : order.replace(/\bt\./g, "page.")}`;
  // Rows as arrays: at 100k employees, building a keyed object per row in the driver costs more than the SQL.
  const { rows, fields } = await payrollPool().query<unknown[]>({ text: sql, values: params, rowMode: "array" });
  const at = Object.fromEntries(fields.map((f, i) => [f.name, i]));
  const totalKeys = [...VARIANCE_COLUMNS, "eeDeductions", "erContribution"] as const;
  const items = rows.map((r) => {
    const totals = {} as BillEmployeeRow["totals"];
    for (const c of totalKeys) totals[c] = r[at[c]] as string;
    const item: BillEmployeeRow = {
      gtnId: r[at.grossToNetId] as string,
      employeeRef: r[at.employeeRef] as string,
      employeeId: (r[at.employeeId] as string) ?? null,
      firstName: (r[at.firstName] as string) ?? null,
      lastName: (r[at.lastName] as string) ?? null,
      currency: r[at.currency] as string,
      status: r[at.status] as PayReportStatusValue,
      lspBillNumber: (r[at.lspBillNumber] as string) ?? null,
      justificationId: (r[at.justificationId] as string) ?? null,
      justification: (r[at.justification] as string) ?? null,
      errorCount: r[at.errorCount] as number,
      totals,
    };
    if (opts.variance) {
      const variances = {} as NonNullable<BillEmployeeRow["variances"]>;
      for (const c of VARIANCE_COLUMNS)
        variances[c] = {
          previous: r[at[`prev_${c}`]] as string,
          variance: r[at[`var_${c}`]] as string,
          variancePercentage: r[at[`pct_${c}`]] as number,
        };
      item.variances = variances;
    }
    return item;
  });
  return { items, totalCount: paged ? (rows.length ? Number(rows[0][at.total_count]) : 0) : rows.length };
}

/** GET /gross-to-net/view/detail: the LSP bill (country, LSP, cycle, period). */
export async function billDetail(query: TBillQuery) {
  const files = await db.grossToNetFile.findMany({
    where: {
      country: query.country,
      lspId: query.lspId,
      payrollCycle: query.payrollCycle,
      payrollPeriod: query.payrollPeriod,
      workbookId: query.workbookId,
      processingStatus: { not: "DISCARDED" },
    },
    select: fileSelect,
    orderBy: { createdAt: "asc" },
  });
  const withTotals = files.filter((f) => !isProcessing(f.processingStatus) && f.processingStatus !== "ERROR");
  const ids = withTotals.map((f) => f.id);
  const variance =
    query.varianceYear && query.varianceMonth && query.variancePayrollCycle
      ? {
          period: `${query.varianceYear}${String(query.varianceMonth).padStart(2, "0")}`,
          cycle: query.variancePayrollCycle,
        }
      : null;
  const [employees, summary, provider, country] = await Promise.all([
    billEmployees(ids, {
      search: query.search,
      country: query.country,
      lspId: query.lspId,
      variance,
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    }),
    ids.length
      ? db.$queryRaw<
          {
            uploadedEmployees: number;
            uploadedRecords: number;
            approvedRecords: number;
            publishedRecords: number;
            grand: string | null;
          }[]
        >`
          SELECT count(DISTINCT t."employeeRef")::int AS "uploadedEmployees", count(*)::int AS "uploadedRecords",
                 count(*) FILTER (WHERE f."processingStatus" IN ('SPECIALIST_APPROVED', 'PRE_PUBLISH_QUERY', 'PUBLISHED'))::int AS "approvedRecords",
                 count(*) FILTER (WHERE f."processingStatus" = 'PUBLISHED')::int AS "publishedRecords",
                 sum(t."totalCost" * coalesce(l."lspExchangeRate", 1))::text AS grand
            FROM "PayReportEmployeeTotal" t JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
            LEFT JOIN "LspData" l ON l."grossToNetId" = t."grossToNetId"
           WHERE t."grossToNetId" = ANY(${ids}::text[])`
      : Promise.resolve([
          { uploadedEmployees: 0, uploadedRecords: 0, approvedRecords: 0, publishedRecords: 0, grand: "0" },
        ]),
    db.localServiceProvider.findUnique({ where: { id: query.lspId }, select: { name: true } }),
    db.country.findUnique({ where: { code: query.country }, select: { name: true, currency: true } }),
  ]);
  const s = summary[0];
  const billingCurrency =
    withTotals.find((f) => f.lspData?.lspBillingCurrency)?.lspData?.lspBillingCurrency ??
    withTotals[0]?.currency ??
    country?.currency ??
    null;
  return {
    country: query.country,
    countryName: country?.name ?? query.country,
    lspId: query.lspId,
    providerName: provider?.name ?? null,
    payrollCycle: query.payrollCycle,
    payrollPeriod: query.payrollPeriod,
    reportSummary: files.map((f) => ({ ...fileDto(f), gtnId: f.id })),
    totals: {
      grandTotalInBillingCurrency: s.grand ?? "0",
      billingCurrency,
      uploadedEmployees: s.uploadedEmployees,
      uploadedRecords: s.uploadedRecords,
      approvedRecords: s.approvedRecords,
      publishedRecords: s.publishedRecords,
    },
    employees: {
      items: employees.items,
      pageTotalCount: employees.totalCount,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
    variance,
  };
}

/** GET report/payroll/preview: summaries of the given reports. */
export async function previewSummaries(ids: string[]) {
  const files = await db.grossToNetFile.findMany({ where: { id: { in: ids } }, select: fileSelect });
  const counts = await db.payReportEmployeeTotal.groupBy({
    by: ["grossToNetId"],
    where: { grossToNetId: { in: ids } },
    _count: { _all: true },
    _sum: { totalCost: true },
  });
  const byId = new Map(counts.map((c) => [c.grossToNetId, c]));
  return files.map((f) => ({
    gtnId: f.id,
    status: f.processingStatus,
    currency: f.currency,
    reportTotalSum: byId.get(f.id)?._sum.totalCost?.toString() ?? "0",
    employeeCount: byId.get(f.id)?._count._all ?? 0,
    payrollCycle: f.payrollCycle,
    payrollPeriod: f.payrollPeriod,
    country: f.country,
    lspId: f.lspId,
    fileName: f.fileName,
    workbookId: f.workbookId,
  }));
}

/** GET report/payroll/preview/{id}: a page of the report's employees; with employeeRef, that employee's concepts. */
export async function previewPage(id: string, query: z.infer<typeof ZPreviewPageQuery>) {
  const file = await db.grossToNetFile.findUnique({
    where: { id },
    select: { id: true, country: true, lspId: true, fileName: true, processingStatus: true, currency: true },
  });
  if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
  const variance =
    query.variancePayrollPeriod && query.variancePayrollCycle
      ? { period: query.variancePayrollPeriod, cycle: query.variancePayrollCycle }
      : null;
  const page = await billEmployees([id], {
    country: file.country,
    lspId: file.lspId ?? "",
    variance,
    limit: query.pageSize,
    offset: query.pageIndex * query.pageSize,
  });
  const concepts = query.employeeRef ? await employeeConcepts(id, query.employeeRef) : undefined;
  return {
    file,
    items: page.items,
    totalCount: page.totalCount,
    pageSize: query.pageSize,
    pageIndex: query.pageIndex,
    concepts,
  };
}

export async function employeeConcepts(gtnId: string, employeeRef: string) {
  const rows = await db.payRegisterRow.findMany({
    where: { grossToNetId: gtnId, employeeRef },
    orderBy: { rowNumber: "asc" },
    select: {
      rowNumber: true,
      concept: true,
      value: true,
      applicationType: true,
      category: true,
      payrollGlobal: true,
      payrollGlobalSubCategory: true,
      inputType: true,
    },
    take: 1000,
  });
  return rows.map((r) => ({ ...r, omniplatformCategory: r.category, value: r.value.toString() }));
}

// ------------------------------------------------------------------------------------------------
// Justifications (spec 2 sections 4, 5)
// ------------------------------------------------------------------------------------------------

const justificationSelect = {
  id: true,
  grossToNetId: true,
  employeeRef: true,
  employeeId: true,
  note: true,
  updatedAt: true,
} as const;
const justificationDto = (j: {
  id: string;
  grossToNetId: string;
  employeeRef: string | null;
  employeeId: string | null;
  note: string;
  updatedAt: Date;
}) => ({
  id: j.id,
  grossToNetId: j.grossToNetId,
  employeeId: j.employeeRef,
  matchedEmployeeId: j.employeeId,
  note: j.note,
  updatedAt: j.updatedAt,
});

export async function listJustifications(grossToNetId: string, employeeRef?: string) {
  const rows = await db.justification.findMany({
    where: { grossToNetId, ...(employeeRef ? { employeeRef } : {}) },
    select: justificationSelect,
    orderBy: { createdAt: "asc" },
  });
  return rows.map(justificationDto);
}

export async function justificationsByGtnIds(ids: string[]) {
  const rows = await db.justification.findMany({
    where: { grossToNetId: { in: ids } },
    select: justificationSelect,
    take: 20000,
  });
  return rows.map(justificationDto);
}

/** Saves a note (trimmed); an empty note deletes the existing one. Read-only once PUBLISHED. */
export async function saveJustification(
  actor: Actor,
  input: { grossToNetId: string; employeeId?: string | null; note: string },
) {
  const employeeRef = input.employeeId ?? null;
  return db.$transaction(async (tx) => {
    const file = await tx.grossToNetFile.findUnique({
      where: { id: input.grossToNetId },
      select: { processingStatus: true },
    });
    if (!file) throw new AppError("NOT_FOUND", "Pay report not found");
    if (isPublished(file.processingStatus))
      throw new AppError("UNPROCESSABLE", "Justifications of a published pay report are read-only.");
    const existing = await tx.justification.findFirst({
      where: { grossToNetId: input.grossToNetId, employeeRef },
      select: justificationSelect,
    });
    const note = input.note.trim();
    if (!note) {
      if (existing) {
        await tx.justification.delete({ where: { id: existing.id } });
        await recordAudit(tx, {
          actor,
          action: "justification.delete",
          entityType: "Justification",
          entityId: existing.id,
          before: { note: existing.note },
        });
      }
      return { deleted: true, id: existing?.id ?? null };
    }
    let matched: string | null = null;
    if (employeeRef) {
      const total = await tx.payReportEmployeeTotal.findUnique({
        where: { grossToNetId_employeeRef: { grossToNetId: input.grossToNetId, employeeRef } },
        select: { employeeId: true },
      });
      if (!total) throw new AppError("NOT_FOUND", "Employee not found in this pay report");
      matched = total.employeeId;
    }
    const saved = existing
      ? await tx.justification.update({ where: { id: existing.id }, data: { note }, select: justificationSelect })
      : await tx.justification.create({
          data: { grossToNetId: input.grossToNetId, employeeRef, employeeId: matched, note, createdById: actor.userId },
          select: justificationSelect,
        });
    await recordAudit(tx, {
      actor,
      action: existing ? "justification.update" : "justification.create",
      entityType: "Justification",
      entityId: saved.id,
      before: existing ? { note: existing.note } : null,
      after: { note },
    });
    return justificationDto(saved);
  });
}

export async function deleteJustification(actor: Actor, id: string) {
  await db.$transaction(async (tx) => {
    const existing = await tx.justification.findUnique({
      where: { id },
      select: { note: true, grossToNet: { select: { processingStatus: true } } },
    });
    if (!existing) throw new AppError("NOT_FOUND", "Justification not found");
    if (isPublished(existing.grossToNet.processingStatus))
      throw new AppError("UNPROCESSABLE", "Justifications of a published pay report are read-only.");
    await tx.justification.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "justification.delete",
      entityType: "Justification",
      entityId: id,
      before: { note: existing.note },
    });
  });
}
