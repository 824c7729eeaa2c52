// Builds the signed payroll pack of a PUBLISHED pay report (issue 27), the whole report's, which payroll admins
// download: the register as received (streamed from storage), the LSP bill, the variance, the findings, the
// justifications and the approval history (lib/payroll/packs/pack-files.ts), signed and stored by
// lib/payroll/packs/write-signed-pack.ts. The pieces run at once: while the register is compressed into the ZIP, the
// bill and the variance are produced by COPY on two connections of their own, and the small CSVs are read, so each is
// ready (bytes) when its turn in the ZIP comes. Idempotent: a report that has its pack keeps it. Each client
// company's part of the report is built after it (build-company-packs.ts).
import { db } from "@/lib/db";
import { safeFileName } from "@/lib/storage/keys";
import { readStream } from "@/lib/storage/files";
import {
  billCopySql,
  buildPackCsvFiles,
  generatedSources,
  previousOf,
  varianceCopySql,
} from "@/lib/payroll/packs/pack-files";
import {
  copyToBuffer,
  early,
  publishedReport,
  withPgClients,
  writeSignedPack,
  type BuiltPack,
} from "@/lib/payroll/packs/write-signed-pack";

export { PACK_ZIP_LEVEL, type BuiltPack } from "@/lib/payroll/packs/write-signed-pack";

/** The whole report's pack: the existing one, else built now. */
export async function buildPayrollPack(payReportId: string): Promise<BuiltPack> {
  const existing = await db.payrollPack.findFirst({ where: { payReportId, companyId: null } });
  if (existing) return existing;
  const report = await publishedReport(payReportId);
  return withPgClients(2, async ([billClient, varianceClient]) => {
    const quote = (value: string) => billClient.escapeLiteral(value);
    const generated = early(buildPackCsvFiles(report.id));
    const bill = early(copyToBuffer(billClient, billCopySql(report.id, quote)));
    const variance = early(
      previousOf({ ...report, payrollCycle: String(report.payrollCycle) }).then((previous) =>
        copyToBuffer(varianceClient, varianceCopySql(report.id, previous, quote)),
      ),
    );
    return writeSignedPack({
      report,
      company: null,
      publishedAt: early(generated.then((g) => g.publishedAt)),
      sources: [
        {
          name: `register/${safeFileName(report.fileName)}`,
          label: `register ${report.fileName}`,
          open: () => readStream(report.storageKey),
        },
        { name: "lsp-bill.csv", open: () => bill },
        { name: "variance.csv", open: () => variance },
        ...generatedSources(generated),
      ],
    });
  });
}
