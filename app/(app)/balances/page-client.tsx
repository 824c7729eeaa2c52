"use client";

// /balances: the overdue banner, the balance per currency (every field of the client balance entity), the
// transaction statement download for a date range (spec 2 section 5 rules and messages), the balance chart and
// the cost reconciliation per employee.
import { useState } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { ReconciliationTable } from "@/components/finance/reconciliation-table";
import { downloadResponse } from "@/components/finance/download";
import { transactionDownloadPath, useBalances, useBalanceStatus } from "@/lib/swr/use-balances";
import { apiPath } from "@/lib/swr/api-path";
import { dateRangeSchema, defaultDateRange } from "@/lib/finance/schema";
import type { BalanceHistory, BalanceList, ReconciliationRow } from "@/lib/finance/dto";
import { BalancesTable } from "./balances-table";
import { currencyOptions } from "@/lib/display";

// Issue 28 (page speed): recharts is about 100 kB of compressed script, more than the page's budget allows; the
// chart (and its table of the same figures) loads after the page instead of with it.
const BalanceChart = dynamic(() => import("@/components/finance/balance-chart").then((m) => m.BalanceChart), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading the chart…</p>,
});

export const DOWNLOAD_FAILED = "Failed to download file from server.";

export function BalancesClient({
  companyId,
  today,
  initial,
  history,
  reconciliation,
}: {
  companyId: string;
  today: string;
  initial: BalanceList;
  history: BalanceHistory;
  reconciliation: { payrollPeriod: string | null; periods: string[]; rows: ReconciliationRow[] };
}) {
  const { data } = useBalances(companyId, initial);
  const { data: status } = useBalanceStatus(companyId);
  const balances = data?.balances ?? [];
  const [range, setRange] = useState(() => ({ ...defaultDateRange(new Date(`${today}T12:00:00Z`)), currency: "" }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const currency = range.currency || balances[0]?.currency || "";

  async function download(event: React.FormEvent) {
    event.preventDefault();
    const parsed = dateRangeSchema().safeParse(range);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    setDownloadError(null);
    try {
      const response = await fetch(apiPath(transactionDownloadPath(companyId), { ...parsed.data, currency }), {
        cache: "no-store",
      });
      if (!response.ok) throw new Error(String(response.status));
      await downloadResponse(response, "transaction-balances.csv");
    } catch {
      setDownloadError(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      {status?.isOverdue ? (
        <Banner tone="warning" title={`You have invoices overdue by ${status.daysOverdue} days.`}>
          New hires are paused until the overdue balance is paid.{" "}
          <Link className="font-medium underline" href={`/companies/${encodeURIComponent(companyId)}/invoices`}>
            Review the invoices and make a payment
          </Link>
        </Banner>
      ) : null}
      <Card title="Balances per currency">
        {balances.length === 0 ? (
          <p className="text-sm text-slate-700">No balances yet.</p>
        ) : (
          <BalancesTable balances={balances} />
        )}
      </Card>
      <Card title="Download transactions">
        <form className="grid grid-cols-1 gap-3 md:grid-cols-4 md:items-end" onSubmit={download} noValidate>
          <SelectField
            label="Currency"
            value={currency}
            onChange={(e) => setRange((r) => ({ ...r, currency: e.target.value }))}
            options={currencyOptions(balances.map((b) => b.currency))}
          />
          <TextField
            label="Start date"
            type="date"
            required
            value={range.from_date}
            error={errors.from_date}
            onChange={(e) => setRange((r) => ({ ...r, from_date: e.target.value }))}
          />
          <TextField
            label="End date"
            type="date"
            required
            value={range.to_date}
            error={errors.to_date}
            onChange={(e) => setRange((r) => ({ ...r, to_date: e.target.value }))}
          />
          <Button type="submit" loading={busy} disabled={!currency}>
            Download CSV
          </Button>
        </form>
        {downloadError ? <Banner tone="error" title={downloadError} /> : null}
      </Card>
      <Card title="Balance over time">
        <BalanceChart history={history} />
      </Card>
      <Card title="Cost reconciliation">
        <ReconciliationTable companyId={companyId} initial={reconciliation} />
      </Card>
    </div>
  );
}
