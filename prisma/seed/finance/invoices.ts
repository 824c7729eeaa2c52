// Finance: invoice logs with their simple invoices (each status and type), and billing items per client
// employee and payroll period (salary and benefits).
import type { InvoiceLogStatus, InvoiceLogType, Prisma } from "../../../generated/prisma/client";
import { INTERNAL_COMPANY_ID } from "../../demo-accounts";
import type { DemoUserIds, SeedContext } from "../context";
import { COUNTRY } from "../builders/countries";
import { COMPANIES } from "../companies";
import type { Employees } from "../employees";
import { at, dec, pad, ymd } from "../values";

export async function seedInvoices(ctx: SeedContext, staff: Employees, demoUserId: DemoUserIds) {
  const { tx, count, pick } = ctx;
  const employees = staff.list;
  const invoiceLogs: Prisma.InvoiceLogCreateManyInput[] = [];
  const simpleInvoices: Prisma.SimpleInvoiceCreateManyInput[] = [];
  const logStatuses: InvoiceLogStatus[] = ["SUCCESS", "SUBMITTED", "FAILED"];
  const logTypes: InvoiceLogType[] = [
    "SETUP_FEE_AND_DEPOSIT",
    "INITIAL_SALARY_RETAINER",
    "SETUP_FEE_ONLY",
    "DEPOSIT_ONLY",
  ];
  const invoiceCandidates = employees.filter(
    (e) => e.companyId !== INTERNAL_COMPANY_ID && e.onboardingStatus !== "PENDING",
  );
  let logIndex = 0;
  for (const status of logStatuses)
    for (const type of logTypes) {
      for (let rep = 0; rep < (status === "SUCCESS" ? 3 : 1); rep++) {
        const e = invoiceCandidates[(logIndex * 5) % invoiceCandidates.length];
        const company = COMPANIES.find((c) => c.id === e.companyId)!;
        const id = `invlog-${pad(++logIndex)}`;
        const currency = e.billingCurrency as string;
        const monthly = Number(e.annualBaseSalaryAmount) / 12;
        const amount =
          type === "SETUP_FEE_ONLY"
            ? 460
            : type === "DEPOSIT_ONLY"
              ? monthly
              : type === "INITIAL_SALARY_RETAINER"
                ? monthly * 1.3
                : 460 + monthly;
        invoiceLogs.push({
          id,
          companyId: e.companyId,
          employeeId: e.id,
          companyName: company.name,
          employeeName: `${e.firstName} ${e.lastName}`,
          employeeCountry: e.countryCode,
          invoiceType: type,
          reason:
            type === "INITIAL_SALARY_RETAINER" ? "Salary pre-payment before first payroll" : "New employee onboarding",
          triggeredBy: pick([demoUserId.financeAdmin, demoUserId.csAdmin, "system"]),
          status,
          createdAt: at(-60 + logIndex * 4, 11),
        });
        simpleInvoices.push({
          invoiceLogId: id,
          employeeId: e.id,
          totalAmount: dec(amount),
          currency,
          title: `${type === "INITIAL_SALARY_RETAINER" ? "Salary pre-payment" : type.replace(/_/g, " ").toLowerCase()} - ${e.firstName} ${e.lastName}`,
          description: `${company.name}: ${COUNTRY.get(e.countryCode)!.name} hire`,
          attachmentUrls: status === "SUCCESS" ? [`seed/invoices/${id}.pdf`] : [],
          lspId: e.lspId ?? null,
          type,
          error:
            status === "FAILED"
              ? pick([
                  "Customer not found in the accounting system",
                  "Currency mismatch between subsidiary and customer",
                  "Timeout while creating the invoice",
                ])
              : null,
          createdAt: at(-60 + logIndex * 4, 11),
        });
      }
    }
  await tx.invoiceLog.createMany({ data: invoiceLogs });
  await tx.simpleInvoice.createMany({ data: simpleInvoices });
  count("InvoiceLog", invoiceLogs.length);
  count("SimpleInvoice", simpleInvoices.length);

  const billingItems: Prisma.BillingItemCreateManyInput[] = [];
  // Stark pays on time; the other billed clients leave October unpaid, so they are overdue (and their new
  // employee hires paused) from 25 November 2026 on (lib/finance/get-overdue-invoices.ts).
  const paid = (period: string, companyId: string) => period === "202609" || companyId === "stark";
  let invoiceNo = 0;
  for (const period of ["202609", "202610"])
    for (const e of employees.filter(
      (x) => x.onboardingStatus === "ACTIVE" && ["acme", "globex", "stark", "umbrella"].includes(x.companyId),
    )) {
      const salary = Number(e.annualBaseSalaryAmount) / 12;
      const social = salary * 0.19;
      const pension = salary * 0.05;
      const lspFee = 549;
      const expense = (Number(e.id.slice(-1)) || 0) * 12.5;
      const total = salary + social + pension + lspFee + expense;
      const month = Number(period.slice(4));
      billingItems.push({
        invoiceId: `inv-${e.companyId}-${period}`,
        invoiceNumber: `INV-${period}-${pad(++invoiceNo, 4)}`,
        invoiceDate: new Date(Date.UTC(2026, month - 1, 25)),
        companyId: e.companyId,
        employeeId: e.id,
        lspId: e.lspId ?? null,
        currency: e.annualBaseSalaryCurrency!,
        totalAmount: dec(total),
        salaryAmount: dec(salary),
        lspFeeAmount: dec(lspFee),
        expenseAmount: dec(expense),
        socialCostsAmount: dec(social),
        pensionContributionAmount: dec(pension),
        healthAmount: e.countryCode === "US" ? "650.00" : "0",
        paymentStatus: paid(period, e.companyId)
          ? "payment_processed"
          : invoiceNo % 9 === 0
            ? "payment_failed"
            : "payment_pending",
        paymentProcessedAt: paid(period, e.companyId) ? new Date(Date.UTC(2026, month, 5)) : null,
        paymentInstructionExportId: paid(period, e.companyId) ? `pay-export-${period}` : null,
        clientInvoiceExportId: paid(period, e.companyId) ? `client-export-${period}` : "NOT_EXPORTED",
        payrollPeriod: period,
      });
    }
  for (const e of employees
    .filter((x) => x.hasSupplementaryBenefits === "yes" && x.onboardingStatus === "ACTIVE")
    .slice(0, 5))
    billingItems.push({
      invoiceId: `inv-benefits-${e.companyId}-202610`,
      invoiceNumber: `BEN-202610-${pad(++invoiceNo, 4)}`,
      invoiceDate: ymd(2026, 10, 28),
      companyId: e.companyId,
      employeeId: e.id,
      lspId: e.lspId ?? null,
      currency: e.annualBaseSalaryCurrency!,
      totalAmount: "240.00",
      benefitAmount: "220.00",
      nonStatutoryBenefitAmount: "20.00",
      isBenefit: true,
      payrollPeriod: "202610",
      ...(paid("202610", e.companyId)
        ? { paymentStatus: "payment_processed" as const, paymentProcessedAt: new Date(Date.UTC(2026, 10, 12)) }
        : {}),
    });
  await tx.billingItem.createMany({ data: billingItems });
  count("BillingItem", billingItems.length);
}
