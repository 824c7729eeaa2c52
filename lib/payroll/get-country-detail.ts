// The country-detail page of a payroll instance (spec 2 section 2: "country-detail pages also exist"): the
// instance's pay reports for one country (discarded ones aside), grouped into LSP bills (LSP, cycle, period)
// with their employee counts and totals from previewSummaries. At most 500 files (a country has a handful).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { fileDto, fileSelect } from "@/lib/payroll/file-dto";
import { previewSummaries } from "@/lib/payroll/preview-summaries";

export async function getCountryDetail(workbookId: string, countryCode: string) {
  const code = countryCode.toUpperCase();
  const country = await db.country.findUnique({ where: { code }, select: { code: true, name: true, currency: true } });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  const files = await db.grossToNetFile.findMany({
    where: { workbookId, country: code, processingStatus: { not: "DISCARDED" } },
    select: fileSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  const summaries = new Map((await previewSummaries(files.map((f) => f.id))).map((s) => [s.gtnId, s]));
  const bills = new Map<
    string,
    { lspId: string | null; lspName: string | null; payrollCycle: string; payrollPeriod: string; fileIds: string[] }
  >();
  for (const f of files) {
    const key = `${f.lspId}|${f.payrollCycle}|${f.payrollPeriod}`;
    const bill = bills.get(key) ?? {
      lspId: f.lspId,
      lspName: f.lsp?.name ?? null,
      payrollCycle: f.payrollCycle,
      payrollPeriod: f.payrollPeriod,
      fileIds: [],
    };
    bill.fileIds.push(f.id);
    bills.set(key, bill);
  }
  return {
    country,
    files: files.map((f) => ({
      ...fileDto(f),
      employeeCount: summaries.get(f.id)?.employeeCount ?? 0,
      reportTotalSum: summaries.get(f.id)?.reportTotalSum ?? "0",
    })),
    bills: [...bills.values()],
  };
}
export type CountryDetail = Awaited<ReturnType<typeof getCountryDetail>>;
