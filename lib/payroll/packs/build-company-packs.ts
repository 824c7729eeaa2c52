// The signed packs of a published report's client companies (issue 27): a pay report covers a country and a
// provider, so it holds several companies' employees; each company that has at least one employee in it
// (PayReportEmployeeTotal -> Employee.companyId) gets a pack of its own part, which its managers download
// (pack-access.ts). A company pack holds, over that company's employees only: register-extract.csv (the company's
// rows of the stored register, as parsed from the file; the register as received names other companies'
// employees, so the manifest ties the extract to it by its name, SHA-256 and size instead, from the whole pack),
// the LSP bill, the variance, the findings and the justifications; and the report's approval history. The manifest
// names the company. Built after the whole pack, one company at a time: a company that fails fails alone and is
// named (buildCompanyPacks returns the failures; jobs.ts reports them). Idempotent per company.
import { Prisma } from "@/generated/prisma/client";
import { db, queryRows } from "@/lib/db";
import { isRetryable, readableReason } from "@/lib/jobs/job-failure";
import { to as copyTo } from "pg-copy-streams";
import { REGISTER_EXTRACT_NAME, type PackManifest } from "@/lib/payroll/packs/pack-format";
import {
  billCopySql,
  buildPackCsvFiles,
  generatedSources,
  previousOf,
  registerExtractCopySql,
  varianceCopySql,
} from "@/lib/payroll/packs/pack-files";
import {
  copyToBuffer,
  early,
  publishedReport,
  withPgClients,
  writeSignedPack,
  type BuiltPack,
  type PackSource,
  type PublishedReport,
} from "@/lib/payroll/packs/write-signed-pack";

export type PackCompany = { id: string; name: string };
export type CompanyPackFailure = { company: PackCompany; reason: string; retryable: boolean };

/** Files a domain adds to each company's pack after the report's own (the employees' payslips: lib/payslips/),
 *  streamed; a file that cannot be made is left out with its reason (`omit`), listed in the manifest. */
export type CompanyPackFiles = (
  report: PublishedReport,
  company: PackCompany,
  omit: (name: string, reason: string) => void,
) => AsyncIterable<PackSource>;

/** The client companies with at least one employee in the report, by name. */
export function companiesOfReport(payReportId: string): Promise<PackCompany[]> {
  return queryRows<PackCompany>(Prisma.sql`
    SELECT c.id, c.name FROM "Company" c
     WHERE EXISTS (SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                    WHERE t."grossToNetId" = ${payReportId} AND e."companyId" = c.id)
     ORDER BY c.name, c.id`);
}

/** The register as received, as the whole pack's manifest lists it (name, SHA-256, size). */
function registerOf(whole: BuiltPack) {
  const entry = (whole.manifest as PackManifest | null)?.files?.find((f) => f.name.startsWith("register/"));
  if (!entry) throw new Error("the whole report's pack lists no register");
  return entry;
}

/** One company's pack of the report: the existing one, else built now. */
export async function buildCompanyPack(
  whole: BuiltPack,
  report: PublishedReport,
  company: PackCompany,
  files?: CompanyPackFiles,
): Promise<BuiltPack> {
  const existing = await db.payrollPack.findFirst({ where: { payReportId: report.id, companyId: company.id } });
  if (existing) return existing;
  // The three COPYs at once, each on a connection of its own: the register extract streams into the ZIP while the
  // bill and the variance are produced (as the whole pack does).
  return withPgClients(3, async ([extractClient, billClient, varianceClient]) => {
    const quote = (value: string) => extractClient.escapeLiteral(value);
    const generated = early(buildPackCsvFiles(report.id, company.id));
    const previous = await previousOf({ ...report, payrollCycle: String(report.payrollCycle) });
    const bill = early(copyToBuffer(billClient, billCopySql(report.id, quote, company.id)));
    const variance = early(copyToBuffer(varianceClient, varianceCopySql(report.id, previous, quote, company.id)));
    const own: PackSource[] = [
      {
        name: REGISTER_EXTRACT_NAME,
        label: `${company.name}'s rows of the register`,
        open: () => extractClient.query(copyTo(registerExtractCopySql(report.id, company.id, quote))),
      },
      { name: "lsp-bill.csv", open: () => bill },
      { name: "variance.csv", open: () => variance },
      ...generatedSources(generated),
    ];
    const omitted: { name: string; reason: string }[] = [];
    async function* sources() {
      yield* own;
      if (files) yield* files(report, company, (name, reason) => omitted.push({ name, reason }));
    }
    return writeSignedPack({
      report,
      company,
      registerAsReceived: registerOf(whole),
      publishedAt: early(generated.then((g) => g.publishedAt)),
      sources: sources(),
      omitted: () => omitted,
    });
  });
}

/** Every company pack of the report the whole pack belongs to, each in its own step; the failures, by company. */
export async function buildCompanyPacks(
  whole: BuiltPack,
  files?: CompanyPackFiles,
): Promise<{ built: BuiltPack[]; failed: CompanyPackFailure[] }> {
  const report = await publishedReport(whole.payReportId);
  const built: BuiltPack[] = [];
  const failed: CompanyPackFailure[] = [];
  for (const company of await companiesOfReport(report.id)) {
    try {
      built.push(await buildCompanyPack(whole, report, company, files));
    } catch (error) {
      failed.push({ company, reason: readableReason(error), retryable: isRetryable(error) });
    }
  }
  return { built, failed };
}
