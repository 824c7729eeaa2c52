// GET /api/cutoff-reports/{id}/download: the stored report file when there is one; otherwise the report built
// from the LSP's cutoff dates for that country and month (one row per legal entity and payroll cycle). That is
// at most a few dozen rows, so it is sent with its length, which lets the tab show real download progress.
import "server-only";
import { stringify } from "csv-stringify/sync";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { exists, fileResponse } from "@/lib/storage/files";

const HEADER = ["Report", "Country", "LSP", "Legal entity", "Payroll cycle", "Payroll period", "Cutoff date"];

export async function downloadCutoffReport(id: string): Promise<Response> {
  const report = await db.cutoffReport.findUnique({
    where: { id },
    include: { lsp: { select: { name: true } } },
  });
  if (!report) throw notFound("Cutoff report not found");
  const fileName = `${report.reportName.replace(/[^\w\- ]+/g, "").trim() || "cutoff-report"}.csv`;
  if (report.storageKey && (await exists(report.storageKey))) {
    const stored = await fileResponse({
      storageKey: report.storageKey,
      fileName,
      mimeType: "text/csv",
      disposition: "attachment",
    });
    if (stored) return stored;
  }
  const period = report.period.toISOString().slice(0, 7);
  const dates = await db.cutoffDate.findMany({
    where: { lspId: report.lspId, countryCode: report.countryCode, payrollPeriod: period.replace("-", "") },
    orderBy: [{ legalEntityId: "asc" }, { payrollCycle: "asc" }],
    include: { legalEntity: { select: { name: true } } },
  });
  const rows = dates.map((d) => [
    report.reportName,
    report.countryName,
    report.lsp.name,
    d.legalEntity?.name ?? "",
    d.payrollCycle,
    period,
    d.cutoffDate.toISOString().slice(0, 10),
  ]);
  const body = Buffer.from(stringify([HEADER, ...rows], { record_delimiter: "windows" }), "utf8");
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-length": String(body.length),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
