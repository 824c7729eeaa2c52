// GET /gross-to-net: pay report files by filter, newest first, in the spec's page (items, pageSize, pageIndex,
// totalCount; spec 2 section 7). The spec's pageIndex pages by OFFSET; `cursor` (the previous page's nextCursor)
// seeks by keyset instead, which the screen uses so a deep page costs what the first does. The total and the
// counts the payroll instance page polls come in one side statement, run beside the page's.
import type { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { GTN_CURSOR_RE, PROCESSING_STATUSES, type ZGtnListQuery } from "@/lib/payroll/schema";
import { fileDto, type FileRecord } from "@/lib/payroll/file-dto";
import { andSql as and, grossToNetConditions } from "@/lib/payroll/gross-to-net-conditions";

type Query = Omit<z.infer<typeof ZGtnListQuery>, "pageIndex"> & { pageIndex?: number };
type Row = Omit<FileRecord, "lsp" | "legalEntity" | "lspData" | "_count" | "total"> & {
  total: string | null;
  lspName: string | null;
  legalEntityName: string | null;
  lspData: Record<string, unknown> | null;
  errorCount: number;
};

const PROCESSING = Prisma.join(PROCESSING_STATUSES.map((s) => Prisma.sql`${s}::"PayReportStatus"`));

export async function listGrossToNet(query: Query) {
  const pageIndex = query.pageIndex ?? 0;
  const where = grossToNetConditions(query);
  const keyset = [...where];
  const cursor = query.cursor ? GTN_CURSOR_RE.exec(query.cursor) : null;
  if (cursor) {
    const at = new Date(Number(cursor[1]));
    // The redundant `<=` is what the (createdAt, id) index can range-scan on.
    keyset.push(Prisma.sql`f."createdAt" <= ${at} AND (f."createdAt" < ${at} OR f.id < ${cursor[2]})`);
  }
  const [rows, [counts]] = await Promise.all([
    queryRows<Row>(
      Prisma.sql`
      SELECT f.id, f."workbookId", f."fileName", f."fileType", f.country, f."lspId", f."legalEntityId",
             f."payrollCycle"::text AS "payrollCycle", f."payrollPeriod", f.source::text AS source,
             f."processingStatus"::text AS "processingStatus", f."uploadStatus"::text AS "uploadStatus",
             f."uploadedById", f.total, f.currency, f."rowCount", f."processedRows", f."totalRows", f.version,
             f."createdAt", l.name AS "lspName", le.name AS "legalEntityName",
             CASE WHEN d."grossToNetId" IS NULL THEN NULL ELSE to_jsonb(d) END AS "lspData",
             (SELECT count(*)::int FROM "DataProcessingError" e WHERE e."grossToNetId" = f.id) AS "errorCount"
        FROM "GrossToNetFile" f
        LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
        LEFT JOIN "LegalEntity" le ON le.id = f."legalEntityId"
        LEFT JOIN "LspData" d ON d."grossToNetId" = f.id
       WHERE ${and(keyset)}
       ORDER BY f."createdAt" DESC, f.id DESC
       LIMIT ${query.pageSize + 1} OFFSET ${cursor ? 0 : pageIndex * query.pageSize}`,
      { prepareAs: "gross-to-net-list" },
    ),
    queryRows<{ totalCount: number; processingCount: number; failedFiles: { id: string; fileName: string }[] }>(
      Prisma.sql`
      SELECT (SELECT count(*)::int FROM "GrossToNetFile" f WHERE ${and(where)}) AS "totalCount",
             (SELECT count(*)::int FROM "GrossToNetFile" f
               WHERE ${and(where)} AND f."processingStatus" IN (${PROCESSING})) AS "processingCount",
             (SELECT coalesce(json_agg(x), '[]'::json) FROM (
                SELECT f.id, f."fileName" FROM "GrossToNetFile" f WHERE ${and(where)} AND f."processingStatus" = 'ERROR'
                 ORDER BY f."createdAt" DESC, f.id DESC LIMIT 20) x) AS "failedFiles"`,
      { prepareAs: "gross-to-net-counts" },
    ),
  ]);
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map(toDto),
    pageSize: query.pageSize,
    pageIndex,
    totalCount: counts.totalCount,
    nextCursor: rows.length > query.pageSize ? `${last.createdAt.getTime()}.${last.id}` : null,
    processingCount: counts.processingCount,
    failedFiles: counts.failedFiles,
  };
}

/** The joined row in the shape fileDto reads (dates and decimals of the LSP data come back as JSON text). */
function toDto(row: Row) {
  const d = row.lspData as Record<string, string | null> | null;
  const date = (v: string | null | undefined) => (v ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null);
  // fileDto reads its fields one by one: the row's extra columns (lspName, errorCount...) are not copied.
  return fileDto({
    ...row,
    total: row.total === null ? null : new Prisma.Decimal(row.total),
    lsp: row.lspName === null ? null : { name: row.lspName },
    legalEntity: row.legalEntityName === null ? null : { name: row.legalEntityName },
    _count: { errors: row.errorCount },
    lspData: d
      ? ({
          ...d,
          lspExchangeRate: new Prisma.Decimal(String(d.lspExchangeRate)),
          invoiceAmount: new Prisma.Decimal(String(d.invoiceAmount)),
          invoiceDate: date(d.invoiceDate),
          invoiceDueDate: date(d.invoiceDueDate),
        } as unknown as FileRecord["lspData"])
      : null,
  } as FileRecord);
}
