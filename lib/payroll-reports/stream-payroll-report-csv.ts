// GET /payroll-reports/companies/{companyId}/gross-to-net/{payrollPeriod}: the report as CSV, streamed from
// `COPY (SELECT ...) TO STDOUT WITH (FORMAT csv, HEADER)` (PostgreSQL does the RFC 4180 quoting). On the way
// out: a UTF-8 BOM first (spreadsheets then read accented names right) and CRLF line ends (RFC 4180; the SQL
// keeps line breaks out of every cell, so each LF ends a record). Nothing is buffered beyond one chunk.
// The header line goes out as soon as the connection is open: PostgreSQL sorts the period's rows by name before
// it emits the first, so a COPY ... HEADER would hold the first byte back for the whole sort.
import "server-only";
import { Transform, type Readable } from "node:stream";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { Actor } from "@/lib/auth/actor";
import { payrollReportScope } from "@/lib/access/payroll-report";
import { reportRowsSelect } from "@/lib/payroll-reports/report-rows-sql";
import { CSV_HEADER, payrollReportFileName, ZPayrollReportParams } from "@/lib/payroll-reports/schema";

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

export async function streamPayrollReportCsv(
  actor: Actor,
  companyId: string,
  payrollPeriod: string,
): Promise<{ stream: Readable; fileName: string }> {
  const params = ZPayrollReportParams.parse({ companyId, payrollPeriod });
  const scope = await payrollReportScope(actor, params.companyId);
  // A connection of its own, as lib/payroll/export.ts does: a pooled one handed back right after the COPY's
  // end could be reused before it has read the server's ReadyForQuery. Named, so operators can spot it.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: APPLICATION_NAME });
  client.on("error", () => {});
  await client.connect();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    client.end().catch(() => {});
  };
  const copy = client.query(
    copyTo(`COPY (${reportRowsSelect(scope, params.payrollPeriod)}) TO STDOUT WITH (FORMAT csv)`),
  );
  const out = crlfTransform(BOM);
  out.write(HEADER_LINE);
  copy.on("error", (error) => {
    close();
    out.destroy(error);
  });
  copy.on("end", close);
  // The reader went away mid-file: closing the connection ends the COPY on the server.
  out.on("close", close);
  copy.pipe(out);
  return { stream: out, fileName: payrollReportFileName(scope.companyName, params.payrollPeriod) };
}
