// POST /payroll/invoices and POST /payroll/benefits-invoice: bill a company's published pay reports of one
// period. One billing item per employee and currency, summed over the period's PUBLISHED pay reports (every
// cycle); an employee already billed for the period (same kind) is skipped, so a second call bills only what
// was published since. Payroll invoice: total = pay-register total cost - benefit contributions + the company's
// monthly management fee in that currency. Benefits invoice (isBenefit): total = benefit contributions.
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { Decimal, moneyString, toDecimal } from "@/lib/money";
import type { TCreateInvoice } from "@/lib/finance/schema";

type Totals = {
  employeeId: string;
  lspId: string | null;
  currency: string;
  salary: Prisma.Decimal;
  variable: Prisma.Decimal;
  expenses: Prisma.Decimal;
  pension: Prisma.Decimal;
  benefit: Prisma.Decimal;
  social: Prisma.Decimal;
  total: Prisma.Decimal;
};

export const NOTHING_TO_INVOICE = "No published pay report rows left to invoice for this company and period.";

export async function createInvoice(actor: Actor, input: TCreateInvoice, kind: "payroll" | "benefits" = "payroll") {
  const company = await findCompanyOrThrow(actor, input.companyId, { id: true, name: true });
  const isBenefit = kind === "benefits";
  return db.$transaction(async (tx) => {
    // Serialises invoicing of one company and period, so two clicks never bill an employee twice.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`invoice:${company.id}:${input.payrollPeriod}`}))`;
    const rows = await tx.$queryRaw<Totals[]>(Prisma.sql`
      SELECT t."employeeId", e."lspId", t.currency,
             sum(t.salary + t.allowance) AS salary, sum(t."variablePay") AS variable, sum(t.expenses) AS expenses,
             sum(t."pensionContribution") AS pension, sum(t."benefitContribution") AS benefit,
             sum(t."socialCosts") AS social, sum(t."totalCost") AS total
        FROM "PayReportEmployeeTotal" t
        JOIN "GrossToNetFile" g ON g.id = t."grossToNetId"
        JOIN "Employee" e ON e.id = t."employeeId"
       WHERE g."processingStatus" IN ('PUBLISHED', 'REOPENED') AND g."payrollPeriod" = ${input.payrollPeriod}
         AND e."companyId" = ${company.id}
         AND NOT EXISTS (SELECT 1 FROM "BillingItem" b WHERE b."employeeId" = t."employeeId"
               AND b."payrollPeriod" = ${input.payrollPeriod} AND b."isBenefit" = ${isBenefit}
               AND b.currency = t.currency)
       GROUP BY 1, 2, 3 ORDER BY 1, 3`);
    const billable = isBenefit ? rows.filter((r) => !toDecimal(r.benefit).isZero()) : rows;
    if (billable.length === 0) throw new AppError("UNPROCESSABLE", NOTHING_TO_INVOICE);
    const fees = await tx.companyFeeAmount.findMany({
      where: { companyId: company.id, kind: "MANAGEMENT_FEE" },
      select: { currency: true, amount: true },
    });
    const invoiceId = randomUUID();
    const invoiceNumber = `INV-${input.payrollPeriod}-${invoiceId.replace(/-/g, "").slice(-8).toUpperCase()}`;
    const invoiceDate = new Date(new Date().toISOString().slice(0, 10));
    const items = billable.map((r) => {
      const m = (v: Decimal.Value) => moneyString(v, r.currency);
      const fee = isBenefit ? new Decimal(0) : toDecimal(fees.find((f) => f.currency === r.currency)?.amount);
      const total = isBenefit ? toDecimal(r.benefit) : toDecimal(r.total).minus(toDecimal(r.benefit)).plus(fee);
      return {
        invoiceId,
        invoiceNumber,
        invoiceDate,
        companyId: company.id,
        employeeId: r.employeeId,
        lspId: r.lspId,
        currency: r.currency,
        payrollPeriod: input.payrollPeriod,
        isBenefit,
        totalAmount: m(total),
        benefitAmount: isBenefit ? m(toDecimal(r.benefit)) : "0",
        ...(isBenefit
          ? {}
          : {
              salaryAmount: m(toDecimal(r.salary)),
              variableAmount: m(toDecimal(r.variable)),
              expenseAmount: m(toDecimal(r.expenses)),
              pensionContributionAmount: m(toDecimal(r.pension)),
              socialCostsAmount: m(toDecimal(r.social)),
              lspFeeAmount: m(fee),
            }),
      };
    });
    await tx.billingItem.createMany({ data: items });
    const totals = new Map<string, Decimal>();
    for (const item of items)
      totals.set(item.currency, (totals.get(item.currency) ?? new Decimal(0)).plus(item.totalAmount));
    const summary = {
      invoiceId,
      invoiceNumber,
      invoiceDate: invoiceDate.toISOString().slice(0, 10),
      companyId: company.id,
      payrollPeriod: input.payrollPeriod,
      isBenefit,
      itemCount: items.length,
      totals: [...totals].map(([currency, total]) => ({ currency, total: moneyString(total, currency) })),
    };
    await recordAudit(tx, {
      actor,
      action: "invoice.create",
      entityType: "Invoice",
      entityId: invoiceId,
      after: summary,
    });
    return summary;
  });
}
