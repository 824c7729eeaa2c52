// GET /gross-to-net/export: a zip of CSVs streamed straight from PostgreSQL. For each report, two entries
// (employee totals, concept rows) each produced by `COPY (SELECT ...) TO STDOUT WITH CSV` and piped through
// archiver (deflate level 1: CSV compresses well and level 1 keeps up with COPY). Nothing is built in memory:
// the next COPY starts only after archiver has consumed the previous entry.
import { once } from "node:events";
import { PassThrough, pipeline, type Readable } from "node:stream";
import type { Archiver } from "archiver";
import { to as copyTo } from "pg-copy-streams";
import { newPgClient } from "@/lib/db";

export type ExportFile = { id: string; fileName: string };

// archiver 7 exports a factory function; its @types package describes v8's classes, so type it here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const archiver = require("archiver") as (format: "zip", options: { zlib?: { level?: number } }) => Archiver;

function safeName(name: string) {
  return (
    name
      .replace(/\.csv$/i, "")
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .slice(0, 120) || "report"
  );
}

export function exportQueries(quote: (s: string) => string, fileId: string, employeeRefs?: string[]) {
  const refFilter = employeeRefs?.length ? ` AND "employeeRef" IN (${employeeRefs.map(quote).join(", ")})` : "";
  return {
    totals: `COPY (SELECT "employeeRef" AS "employeeId", "firstName", "lastName", currency, salary, allowance, "variablePay", expenses,
                 "pensionContribution", "benefitContribution", "socialCosts", "eeDeductions", "erContribution", gross, "taxableGross", net,
                 "totalCost", "lspBillNumber"
            FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = ${quote(fileId)}${refFilter} ORDER BY "lastName", "firstName", "employeeRef")
          TO STDOUT WITH (FORMAT csv, HEADER true)`,
    concepts: `COPY (SELECT "rowNumber", "employeeRef" AS "employeeId", "firstName", "lastName", concept, value, "applicationType", category,
                 "payrollGlobal", "payrollGlobalSubCategory", "inputType"
            FROM "PayRegisterRow" WHERE "grossToNetId" = ${quote(fileId)}${refFilter} ORDER BY "rowNumber")
          TO STDOUT WITH (FORMAT csv, HEADER true)`,
  };
}

/** A readable zip stream; the pg connection closes when the zip ends or the reader goes away. */
export function exportZipStream(
  files: ExportFile[],
  options: { employeeRefs?: string[]; level?: number } = {},
): Readable {
  const archive = archiver("zip", { zlib: { level: options.level ?? 1 } });
  const out = new PassThrough();
  // Its reader sees the archive's error; a reader that goes away stops the archive.
  pipeline(archive, out, () => {});
  const client = newPgClient();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    client.end().catch(() => {});
  };
  out.on("close", () => {
    if (!archive.destroyed) archive.abort();
    close();
  });
  (async () => {
    await client.connect();
    const quote = (s: string) => client.escapeLiteral(s);
    const used = new Set<string>();
    for (const file of files) {
      let base = safeName(file.fileName);
      while (used.has(base)) base = `${base}_${file.id.slice(-6)}`;
      used.add(base);
      const q = exportQueries(quote, file.id, options.employeeRefs);
      for (const [suffix, sql] of [
        ["employees", q.totals],
        ["concepts", q.concepts],
      ] as const) {
        if (closed) return;
        const stream = client.query(copyTo(sql));
        const done = once(archive, "entry");
        archive.append(stream, { name: `${base}_${suffix}.csv` });
        await done;
      }
    }
    await archive.finalize();
    close();
  })().catch((error) => {
    archive.emit("error", error);
    out.destroy(error as Error);
    close();
  });
  return out;
}
