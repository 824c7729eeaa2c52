// Finance accounts: client balances, cutoff reports and dates, payroll reports, payment vendors,
// accounting customers and billing entities.
import type { Prisma } from "../../../generated/prisma/client";
import { INTERNAL_COMPANY_ID } from "../../demo-accounts";
import type { SeedContext } from "../context";
import { COUNTRY } from "../builders/countries";
import { COMPANIES } from "../companies";
import { LSPS, leId } from "../data/providers";
import type { Employees } from "../employees";
import { DAY, at, dec, iso, pad, todayMidnight } from "../values";

/** The payroll cycles with a cutoff date in a country, and the day of the month each one closes. */
export function cutoffCycles(cc: string): { cycle: "CYCLE_1" | "CYCLE_2"; day: number }[] {
  const first = { cycle: "CYCLE_1" as const, day: cc === "GB" ? 10 : 15 };
  return ["DE", "FR", "GB"].includes(cc) ? [first, { cycle: "CYCLE_2", day: 25 }] : [first];
}

export async function seedFinanceAccounts({ tx, count }: SeedContext, staff: Employees) {
  const employees = staff.list;
  const balance = (
    companyId: string,
    currency: string,
    daysOverdue: number | null,
    unpaid: number,
    extra: Partial<Prisma.ClientBalanceCreateManyInput> = {},
  ): Prisma.ClientBalanceCreateManyInput => ({
    companyId,
    currency,
    daysOverdue,
    accountBalance: dec(unpaid - 2000),
    payrollBalanceUnpaid: dec(unpaid),
    depositBalanceUnpaid: dec(unpaid * 0.1),
    prepaymentBalanceUnpaid: "0",
    creditBalanceUnapplied: "2000.00",
    payrollBalanceUnapplied: "0",
    depositBalanceUnapplied: "0",
    prepaymentBalanceUnapplied: "0",
    cashBalanceUnapplied: "0",
    depositBalancePaid: dec(unpaid * 0.8),
    prepaymentBalancePaid: dec(unpaid * 0.2),
    depositAndPrepaymentBalanceHeld: dec(unpaid),
    isPausedUpsell: false,
    lastSyncedAt: at(-1, 6),
    ...extra,
  });
  const balances = [
    balance("acme", "EUR", null, 48210.5),
    balance("acme", "GBP", 0, 12040),
    balance("acme", "USD", null, 0),
    balance("globex", "USD", 0, 96500),
    balance("initech", "USD", 12, 31800.75),
    balance("umbrella", "EUR", 45, 61250, { isPausedUpsell: true }),
    balance("stark", "EUR", null, 22400),
    balance("stark", "GBP", 0, 8800),
    balance("newco", "GBP", null, 0),
  ];
  await tx.clientBalance.createMany({ data: balances });
  count("ClientBalance", balances.length);

  const cutoffReports: Prisma.CutoffReportCreateManyInput[] = [];
  const cutoffCombos: [string, string][] = [
    ["euroemploy", "DE"],
    ["francepay", "FR"],
    ["britstaff", "GB"],
    ["iberia-talent", "ES"],
    ["americas-payroll", "US"],
  ];
  for (let m = 0; ; m++) {
    // From April 2024 to the current month: the cutoff tab's period defaults to the current month (spec 3, constants).
    const date = new Date(Date.UTC(2024, 3 + m, 1));
    if (date.getTime() > todayMidnight) break;
    for (const [lspId, cc] of cutoffCombos.slice(0, m >= 27 ? 5 : 3)) {
      const label = date.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
      cutoffReports.push({
        reportName: `Cutoff report - ${COUNTRY.get(cc)!.name} - ${label}`,
        countryCode: cc,
        countryName: COUNTRY.get(cc)!.name,
        lspId,
        period: date,
        storageKey: `seed/cutoff-reports/${lspId}-${cc}-${iso(date).slice(0, 7)}.csv`,
        createdAt: new Date(Math.min(date.getTime() + 14 * DAY, todayMidnight)),
      });
    }
  }
  await tx.cutoffReport.createMany({ data: cutoffReports });
  count("CutoffReport", cutoffReports.length);

  const cutoffDates: Prisma.CutoffDateCreateManyInput[] = [];
  const firstMonth = new Date(todayMidnight);
  for (const lsp of LSPS.filter((l) => l.active))
    for (const cc of lsp.countries)
      for (let m = -1; m < 5; m++) {
        const y = firstMonth.getUTCFullYear();
        const mm = firstMonth.getUTCMonth() + m;
        const period = new Date(Date.UTC(y, mm, 1));
        const p = `${period.getUTCFullYear()}${pad(period.getUTCMonth() + 1, 2)}`;
        for (const { cycle, day } of cutoffCycles(cc))
          cutoffDates.push({
            lspId: lsp.id,
            countryCode: cc,
            legalEntityId: leId(lsp.id, cc),
            payrollCycle: cycle,
            payrollPeriod: p,
            cutoffDate: new Date(Date.UTC(y, mm, day)),
          });
      }
  await tx.cutoffDate.createMany({ data: cutoffDates });
  count("CutoffDate", cutoffDates.length);

  const payrollReports: Prisma.PayrollReportCreateManyInput[] = [];
  const reportPlan: [string, number][] = [
    ["acme", 6],
    ["globex", 3],
    ["umbrella", 2],
    [INTERNAL_COMPANY_ID, 2],
  ];
  for (const [companyId, months] of reportPlan)
    for (let k = 0; k < months; k++) {
      const month = 10 - k;
      const period = `2026${pad(month, 2)}`;
      payrollReports.push({
        companyId,
        payrollPeriod: period,
        storageKey: null,
        employeeCount: employees.filter((e) => e.companyId === companyId && e.onboardingStatus === "ACTIVE").length,
        createdAt: new Date(Date.UTC(2026, month, 3, 7)),
      });
    }
  await tx.payrollReport.createMany({ data: payrollReports });
  count("PayrollReport", payrollReports.length);

  let vendorCount = 0;
  for (const lsp of LSPS.filter((l) => l.active)) {
    await tx.paymentVendor.create({
      data: {
        id: `vendor-${lsp.id}`,
        netsuiteName: `${lsp.name} (vendor)`,
        netsuiteId: `V${pad(2000 + vendorCount, 5)}`,
        countryCode: lsp.countries[0],
        currencies: [...new Set(lsp.countries.map((c) => COUNTRY.get(c)!.currency))],
        lsps: { connect: [{ id: lsp.id }] },
      },
    });
    vendorCount++;
  }
  count("PaymentVendor", vendorCount);
  const customers: Prisma.CustomerCreateManyInput[] = [
    ...COMPANIES.filter((c) => !c.internal).map((c, i) => ({
      entityId: c.id,
      entityType: "company",
      netSuiteId: `C${pad(5000 + i, 5)}`,
      netSuiteType: "customer",
      companyId: c.id,
    })),
    ...LSPS.filter((l) => l.active).map((l, i) => ({
      entityId: l.id,
      entityType: "lsp",
      netSuiteId: `L${pad(7000 + i, 5)}`,
      netSuiteType: "vendor",
    })),
  ];
  await tx.customer.createMany({ data: customers });
  count("Customer", customers.length);
  const billingEntities: Prisma.BillingEntityCreateManyInput[] = [
    {
      companyId: "acme",
      billingEntityId: "be-acme-eu",
      isDirectDebit: true,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/acme-eu",
      enrolledCurrencies: ["EUR", "GBP"],
      formFlag: true,
      isMultiBillingEntity: true,
    },
    {
      companyId: "acme",
      billingEntityId: "be-acme-us",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/acme-us",
      enrolledCurrencies: [],
      formFlag: false,
      isMultiBillingEntity: true,
    },
    {
      companyId: "globex",
      billingEntityId: "be-globex",
      isDirectDebit: true,
      enrolledCurrencies: ["USD"],
      formFlag: true,
    },
    {
      companyId: "initech",
      billingEntityId: "be-initech",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/initech",
      enrolledCurrencies: [],
    },
    { companyId: "umbrella", billingEntityId: "be-umbrella", isDirectDebit: false, enrolledCurrencies: [] },
    {
      companyId: "stark",
      billingEntityId: "be-stark",
      isDirectDebit: true,
      enrolledCurrencies: ["EUR", "GBP"],
      formFlag: true,
    },
    {
      companyId: "newco",
      billingEntityId: "be-newco",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/newco",
      enrolledCurrencies: [],
    },
  ];
  await tx.billingEntity.createMany({ data: billingEntities });
  count("BillingEntity", billingEntities.length);
}
