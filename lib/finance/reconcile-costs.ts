// Reconciliation (beyond the spec): per employee for one payroll period, the quoted monthly cost (the order
// form's annual salary plus employer costs, divided by 12), the pay-register total (PUBLISHED pay reports'
// total cost) and the invoiced amount (billing items of the period without the management fee). A difference
// is flagged when it exceeds 1% of the register total, or when the currencies disagree.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import { Decimal, moneyString, toDecimal } from "@/lib/money";

export const RECONCILIATION_TOLERANCE = new Decimal("0.01");

type Raw = {
  employeeId: string;
  name: string;
  countryCode: string;
  quoteCurrency: string | null;
  quoteAnnual: Prisma.Decimal | null;
  registerCurrency: string | null;
  registerTotal: Prisma.Decimal | null;
  invoiceCurrency: string | null;
  invoiced: Prisma.Decimal | null;
};

export type ReconciliationRow = {
  employeeId: string;
  name: string;
  countryCode: string;
  currency: string;
  quoted: string | null;
  register: string | null;
  invoiced: string | null;
  quoteVsRegister: string | null;
  invoicedVsRegister: string | null;
  flagged: boolean;
  currencyMismatch: boolean;
};

function flag(diff: Decimal | null, base: Decimal | null) {
  if (!diff || !base) return false;
  return diff.abs().greaterThan(base.abs().times(RECONCILIATION_TOLERANCE));
}

export async function reconcileCosts(actor: Actor, companyId: string, payrollPeriod?: string) {
  const company = await balanceCompanyOrThrow(actor, companyId);
  const periods = await db.billingItem.findMany({
    where: { companyId: company.id, payrollPeriod: { not: null } },
    distinct: ["payrollPeriod"],
    select: { payrollPeriod: true },
    orderBy: { payrollPeriod: "desc" },
    take: 24,
  });
  const period = payrollPeriod ?? periods[0]?.payrollPeriod ?? null;
  if (!period) return { payrollPeriod: null, periods: [], rows: [] as ReconciliationRow[] };
  const raw = await db.$queryRaw<Raw[]>(Prisma.sql`
    SELECT e.id AS "employeeId", e."firstName" || ' ' || e."lastName" AS name, e."countryCode",
           p."annualBaseSalaryCurrency" AS "quoteCurrency",
           p."annualBaseSalaryAmount" + coalesce(p."employerCostsSubtotal", 0) AS "quoteAnnual",
           r.currency AS "registerCurrency", r.total AS "registerTotal", b.currency AS "invoiceCurrency", b.invoiced
      FROM "Employee" e
      LEFT JOIN "SeatEmployeeProfile" p ON p."seatId" = e."seatId"
      LEFT JOIN (SELECT t."employeeId", min(t.currency) AS currency, sum(t."totalCost") AS total
                   FROM "PayReportEmployeeTotal" t JOIN "GrossToNetFile" g ON g.id = t."grossToNetId"
                  WHERE g."processingStatus" IN ('PUBLISHED', 'REOPENED') AND g."payrollPeriod" = ${period}
                  GROUP BY 1) r ON r."employeeId" = e.id
      LEFT JOIN (SELECT "employeeId", min(currency) AS currency, sum("totalAmount" - "lspFeeAmount") AS invoiced
                   FROM "BillingItem" WHERE "companyId" = ${company.id} AND "payrollPeriod" = ${period}
                  GROUP BY 1) b ON b."employeeId" = e.id
     WHERE e."companyId" = ${company.id} AND (r.total IS NOT NULL OR b.invoiced IS NOT NULL)
     ORDER BY e."lastName", e."firstName", e.id
     LIMIT 1000`);
  const rows: ReconciliationRow[] = raw.map((r) => {
    const currency = r.registerCurrency ?? r.invoiceCurrency ?? r.quoteCurrency ?? "EUR";
    const quoted = r.quoteAnnual !== null ? toDecimal(r.quoteAnnual).dividedBy(12) : null;
    const register = r.registerTotal !== null ? toDecimal(r.registerTotal) : null;
    const invoiced = r.invoiced !== null ? toDecimal(r.invoiced) : null;
    const currencies = [r.quoteCurrency, r.registerCurrency, r.invoiceCurrency].filter(Boolean);
    const currencyMismatch = new Set(currencies).size > 1;
    const quoteDiff = quoted && register && !currencyMismatch ? quoted.minus(register) : null;
    const invoiceDiff = invoiced && register && !currencyMismatch ? invoiced.minus(register) : null;
    const m = (v: Decimal | null) => (v ? moneyString(v, currency) : null);
    return {
      employeeId: r.employeeId,
      name: r.name,
      countryCode: r.countryCode,
      currency,
      quoted: m(quoted),
      register: m(register),
      invoiced: m(invoiced),
      quoteVsRegister: m(quoteDiff),
      invoicedVsRegister: m(invoiceDiff),
      currencyMismatch,
      flagged: currencyMismatch || flag(quoteDiff, register) || flag(invoiceDiff, register) || !register !== !invoiced,
    };
  });
  return { payrollPeriod: period, periods: periods.map((p) => p.payrollPeriod!), rows };
}
