// GET /api/payroll/benefits/import/client/{clientId}: one client's rows over every import, as the benefit
// import summary (totalRecords, errors, countries per payroll instance) plus its accepted lines, newest first
// (the latest 1000). An unknown client is a 404.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { moneyString } from "@/lib/money";
import { countCountries } from "@/lib/benefits/imports/count-countries";
import type { BenefitImportError, ClientBenefitImports } from "@/lib/benefits/imports/schema";

const MAX_LINES = 1000;

export async function getClientBenefitImports(clientId: string): Promise<ClientBenefitImports> {
  const company = await db.company.findUnique({ where: { id: clientId }, select: { id: true } });
  if (!company) throw new AppError("NOT_FOUND", "Client not found");
  const [totalRecords, errors, lines, countries] = await Promise.all([
    db.benefitImportLine.count({ where: { clientId } }),
    db.benefitImportLine.findMany({
      where: { clientId, message: { not: null } },
      orderBy: [{ createdAt: "desc" }, { row: "asc" }],
      take: MAX_LINES,
      select: { row: true, clientId: true, employeeId: true, message: true },
    }),
    db.benefitImportLine.findMany({
      where: { clientId, message: null },
      orderBy: [{ createdAt: "desc" }, { row: "asc" }],
      take: MAX_LINES,
      select: {
        importId: true,
        row: true,
        employeeId: true,
        employeeName: true,
        countryCode: true,
        benefit: true,
        amount: true,
        currency: true,
        createdAt: true,
        import: { select: { payrollInstanceId: true } },
      },
    }),
    countCountries({ clientId }),
  ]);
  return {
    clientId,
    totalRecords,
    errors: errors as BenefitImportError[],
    countries: countries.get("") ?? [],
    lines: lines.map(({ import: imp, countryCode, amount, currency, createdAt, ...l }) => ({
      ...l,
      payrollInstanceId: imp.payrollInstanceId,
      country: countryCode ?? "",
      amount: currency ? moneyString(amount, currency) : "",
      currency: currency ?? "",
      createdAt: createdAt.toISOString(),
    })),
  };
}
