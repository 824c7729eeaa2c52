// The payroll home's read-only lists (spec 2 section 2): FX rates, and cut-off reports for those who may read them.
import "server-only";
import { db } from "@/lib/db";
import { assertCan, can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";

export type FxRateRow = { id: string; fromCurrency: string; toCurrency: string; rate: string; rateDate: string };
export type CutoffReportRow = { id: string; reportName: string; countryName: string; lspName: string; period: string };

export async function getPayrollHome(actor: Actor) {
  assertCan(actor, "payroll.access");
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
  return {
    showCutoff,
    fxRates: fxRates.map((r): FxRateRow => ({
      id: r.id,
      fromCurrency: r.fromCurrency,
      toCurrency: r.toCurrency,
      rate: r.rate.toString(),
      rateDate: r.rateDate.toISOString().slice(0, 10),
    })),
    cutoffReports: cutoffReports.map((r): CutoffReportRow => ({
      id: r.id,
      reportName: r.reportName,
      countryName: r.countryName,
      lspName: r.lsp.name,
      period: r.period.toISOString().slice(0, 7),
    })),
  };
}
