"use client";

// /balances: the overdue banner, the balance per currency (every field of the client balance entity), the
// transaction statement download for a date range (spec 2 section 5 rules and messages), the balance chart and
// the cost reconciliation per employee.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { BalanceChart } from "@/components/finance/balance-chart";
import { ReconciliationTable } from "@/components/finance/reconciliation-table";
import { downloadResponse } from "@/components/finance/download";
import { transactionDownloadPath, useBalances, useBalanceStatus } from "@/lib/swr/use-balances";
import { apiPath } from "@/lib/swr/api-path";
import { dateRangeSchema, defaultDateRange } from "@/lib/finance/schema";
import type { BalanceHistory, BalanceList, BalanceRow, ReconciliationRow } from "@/lib/finance/dto";
import { currencyDecimals, formatAmount } from "@/lib/money";
import { formatDate } from "@/lib/dates";

export const DOWNLOAD_FAILED = "Failed to download file from server.";

const FIELDS: [keyof BalanceRow, string][] = [
  ["accountBalance", "Account balance"],
  ["payrollBalanceUnpaid", "Payroll balance unpaid"],
  ["depositBalanceUnpaid", "Deposit balance unpaid"],
  ["prepaymentBalanceUnpaid", "Prepayment balance unpaid"],
  ["creditBalanceUnapplied", "Credit balance unapplied"],
  ["payrollBalanceUnapplied", "Payroll balance unapplied"],
  ["depositBalanceUnapplied", "Deposit balance unapplied"],
  ["prepaymentBalanceUnapplied", "Prepayment balance unapplied"],
  ["cashBalanceUnapplied", "Cash balance unapplied"],
  ["depositBalancePaid", "Deposit balance paid"],
  ["prepaymentBalancePaid", "Prepayment balance paid"],
  ["depositAndPrepaymentBalanceHeld", "Deposit and prepayment balance held"],
];

function cell(row: BalanceRow, field: keyof BalanceRow) {
  const value = row[field];
  if (field === "daysOverdue") return value ? `${value} days` : "Not overdue";
  if (field === "isPausedUpsell") return value ? "Yes" : "No";
  if (field === "lastSyncedAt") return value ? formatDate(value as string) : "-";
  return formatAmount(value as string, currencyDecimals(row.currency));
}

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
          New hires are paused until the overdue balance is paid.
        </Banner>
      ) : null}
      <Card title="Balances per currency">
        {balances.length === 0 ? (
          <p className="text-sm text-slate-700">No balances yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="balances-table">
              <caption className="sr-only">Client balance per currency</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-4 py-2 text-left font-semibold text-slate-700">
                    Balance
                  </th>
                  {balances.map((b) => (
                    <th key={b.currency} scope="col" className="px-4 py-2 text-right font-semibold text-slate-700">
                      {b.currency}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[
                  ...FIELDS,
                  ["daysOverdue", "Days overdue"] as const,
                  ["isPausedUpsell", "Upsell paused"] as const,
                  ["lastSyncedAt", "Last synced"] as const,
                ].map(([field, label]) => (
                  <tr key={field}>
                    <th scope="row" className="px-4 py-2 text-left font-medium text-slate-800">
                      {label}
                    </th>
                    {balances.map((b) => (
                      <td key={b.currency} className="px-4 py-2 text-right tabular-nums text-slate-800">
                        {cell(b, field as keyof BalanceRow)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title="Download transactions">
        <form className="grid gap-3 md:grid-cols-4 md:items-end" onSubmit={download} noValidate>
          <SelectField
            label="Currency"
            value={currency}
            onChange={(e) => setRange((r) => ({ ...r, currency: e.target.value }))}
            options={balances.map((b) => ({ value: b.currency, label: b.currency }))}
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
