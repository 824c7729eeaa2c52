// GET /payroll-reports/companies/{companyId}/gross-to-net/{payrollPeriod}: the report as CSV, streamed from
// `COPY (SELECT ...) TO STDOUT WITH (FORMAT csv, HEADER)` (PostgreSQL does the RFC 4180 quoting). On the way
// out: a UTF-8 BOM first (spreadsheets then read accented names right) and CRLF line ends (RFC 4180; the SQL
// keeps line breaks out of every cell, so each LF ends a record). Nothing is buffered beyond one chunk. The rows are
// the latest published version of each report (issue 27); the file name carries the version from 2 on.
// streamCopyCsv is the streaming part on its own (the expense export uses it too). The report's header line goes
// out as soon as the connection is open: PostgreSQL sorts the period's rows by name before it emits the first,
// so a COPY ... HEADER would hold the first byte back for the whole sort.
import "server-only";
import { PassThrough, pipeline, Transform, type Readable } from "node:stream";
import pg, { escapeLiteral } from "pg";
import { to as copyTo } from "pg-copy-streams";
import { bulkPool } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { reportRowsFrom, reportRowsSelect } from "@/lib/payroll/company-reports/report-rows-sql";
import { CSV_HEADER, payrollReportFileName, ZPayrollReportParams } from "@/lib/payroll/company-reports/schema";

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
export const APPLICATION_NAME = "omni-payroll-report";
// As COPY's HEADER writes it: a name is quoted only when it holds a comma, a quote or a line break.
const HEADER_LINE = `${CSV_HEADER.map((h) => (/[",\r\n]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h)).join(",")}\n`;

/** Bytes in, the same bytes out with every LF as CRLF (LF never occurs inside a multi-byte UTF-8 character). */
export function crlfTransform(prefix?: Buffer): Transform {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = Buffer.from(chunk.toString("latin1").replace(/\n/g, "\r\n"), "latin1");
      callback(null, first && prefix ? Buffer.concat([prefix, out]) : out);
      first = false;
    },
  });
}

/** A bound value as an SQL literal: COPY takes no bind parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") return escapeLiteral(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  throw new Error(`COPY: cannot inline a ${typeof value} value`);
}

/** A Prisma.sql statement as text with its values inlined as escaped literals. */
export function inlineSql(statement: Prisma.Sql): string {
  return statement.strings.reduce((text, part, i) => text + literal(statement.values[i - 1]) + part);
}

/**
 * `COPY (select) TO STDOUT WITH (FORMAT csv, HEADER)` as a byte stream: a connection of its own (a pooled one
 * handed back right after the COPY's end could be reused before it has read the server's ReadyForQuery), named
 * so operators can spot it, closed when the COPY ends, fails or the reader goes away. `bomAndCrlf`: a UTF-8 BOM
 * first and CRLF line ends (for spreadsheets); otherwise PostgreSQL's bytes as they come. `headerLine`: written
 * at once instead of COPY's HEADER (which comes only with the first row, after any sort).
 */
export async function streamCopyCsv(
  select: string | Prisma.Sql,
  options: { applicationName: string; bomAndCrlf?: boolean; headerLine?: string },
): Promise<Readable> {
  const sql = typeof select === "string" ? select : inlineSql(select);
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    application_name: options.applicationName,
  });
  client.on("error", () => {});
  await client.connect();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    client.end().catch(() => {});
  };
  const copy = client.query(
    copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER ${options.headerLine === undefined})`),
  );
  const transform = options.bomAndCrlf ? crlfTransform(BOM) : options.headerLine ? new PassThrough() : null;
  const out = transform ?? copy;
  if (options.headerLine) transform?.write(options.headerLine);
  copy.on("error", (error) => {
    close();
    out.destroy(error);
  });
  copy.on("end", close);
  // The reader went away mid-file: closing the connection ends the COPY on the server.
  out.on("close", close);
  if (transform) pipeline(copy, transform, () => {});
  return out;
}

export async function streamPayrollReportCsv(
  actor: Actor,
  companyId: string,
  payrollPeriod: string,
): Promise<{ stream: Readable; fileName: string }> {
  const params = ZPayrollReportParams.parse({ companyId, payrollPeriod });
  const scope = await payrollReportScope(actor, params.companyId);
  // Issue 27: the file names the version when a report of the period was corrected (_v2).
  const { rows } = await bulkPool().query<{ v: number }>(
    `SELECT coalesce(max(f."reportVersion"), 1)::int AS v ${reportRowsFrom(scope, params.payrollPeriod)}`,
  );
  const stream = await streamCopyCsv(reportRowsSelect(scope, params.payrollPeriod), {
    applicationName: APPLICATION_NAME,
    bomAndCrlf: true,
    headerLine: HEADER_LINE,
  });
  return { stream, fileName: payrollReportFileName(scope.companyName, params.payrollPeriod, rows[0]?.v ?? 1) };
}
