// GET /gross-to-net/export (spec 2 section 7: "base64 zip, downloaded as export.zip"): the zip of per-report CSVs
// (lib/payroll/export.ts, streamed from COPY TO STDOUT) answered as its base64 text, still streamed: the server
// holds no more than a chunk; a client decoding the answer holds the text (4/3 of the zip). `?download=1` answers
// the zip's bytes as export.zip instead, which the LSP bill screen saves.
import "server-only";
import { pipeline, Readable } from "node:stream";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ZExportQuery } from "@/lib/payroll/schema";
import { resolveTargetIds } from "@/lib/payroll/bulk-target";
import { exportZipStream } from "@/lib/payroll/export";
import { base64Encoder } from "@/lib/storage/base64-stream";

export async function exportPayReports(query: z.output<typeof ZExportQuery>): Promise<Response> {
  if (!query.dataFrameIds?.length && !(query.country && query.payrollCycle && query.payrollPeriod))
    throw new AppError("BAD_REQUEST", "Give dataFrameIds or country, payrollCycle and payrollPeriod.");
  const ids = await resolveTargetIds(query);
  const files = await db.grossToNetFile.findMany({
    where: { id: { in: ids } },
    select: { id: true, fileName: true },
    orderBy: { createdAt: "asc" },
  });
  if (files.length === 0) throw new AppError("NOT_FOUND", "No pay reports to export.");
  const zip = exportZipStream(files, { employeeRefs: query.employeeRefs });
  if (query.download)
    return new Response(Readable.toWeb(zip) as unknown as ReadableStream, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": 'attachment; filename="export.zip"',
        "cache-control": "no-store",
      },
    });
  // pipeline: an error on either side, or a reader that goes away, destroys both (and so ends the COPY).
  const text = pipeline(zip, base64Encoder(), () => {});
  return new Response(Readable.toWeb(text) as unknown as ReadableStream, {
    headers: { "content-type": "text/plain; charset=us-ascii", "cache-control": "no-store" },
  });
}
