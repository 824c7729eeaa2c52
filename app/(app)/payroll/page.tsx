import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { db } from "@/lib/db";
import { PayrollHome } from "@/components/payroll/payroll-home";

export const metadata: Metadata = { title: "Payroll" };

// Spec 2 section 2 / spec 3 section 2: /payroll with tabs #payroll-instances (Workbooks), #fx-rates and
// #cutoff-reports (read-only lists for now). Payroll, benefits or finance admins and benefits specialists.
export default async function PayrollPage() {
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (!can(actor, "payroll.access")) redirect("/");
  const showCutoff = can(actor, "cutoffReports.read");
  const [fxRates, cutoffReports] = await Promise.all([
    db.fxRate.findMany({
      orderBy: [{ rateDate: "desc" }, { fromCurrency: "asc" }, { toCurrency: "asc" }],
      take: 200,
      select: { id: true, fromCurrency: true, toCurrency: true, rate: true, rateDate: true },
    }),
    showCutoff
      ? db.cutoffReport.findMany({
          orderBy: [{ period: "desc" }, { countryName: "asc" }],
          take: 100,
          select: { id: true, reportName: true, countryName: true, period: true, lsp: { select: { name: true } } },
        })
      : Promise.resolve([]),
  ]);
  return (
    <PayrollHome
      canCreateWorkbook={can(actor, "workbooks.create")}
      showCutoff={showCutoff}
      fxRates={fxRates.map((r) => ({
        id: r.id,
        fromCurrency: r.fromCurrency,
        toCurrency: r.toCurrency,
        rate: r.rate.toString(),
        rateDate: r.rateDate.toISOString().slice(0, 10),
      }))}
      cutoffReports={cutoffReports.map((r) => ({
        id: r.id,
        reportName: r.reportName,
        countryName: r.countryName,
        lspName: r.lsp.name,
        period: r.period.toISOString().slice(0, 7),
      }))}
    />
  );
}
