"use client";

// #lsp-bills of the payroll instance detail: one link per LSP bill of the workbook's period.
import Link from "next/link";
import useSWR from "swr";
import type { ManualViewRow } from "@/lib/payroll/dto";
import { apiPath } from "@/lib/swr/api-path";
import { swrFetcher } from "@/lib/http/client";
import { CYCLE_LABELS } from "@/lib/payroll/schema";
import { Banner, EmptyState } from "@/components/ui/misc";
import { periodOf, type Workbook } from "@/components/payroll/instance-workbook";

export function LspBillsTab({ workbook }: { workbook: Workbook }) {
  const { data, error } = useSWR<ManualViewRow[]>(
    apiPath("/api/gross-to-net/view/manual", { payrollPeriod: periodOf(workbook) }),
    swrFetcher,
  );
  if (error) return <Banner tone="error" title="Failed to read payroll reports from server." />;
  if (data && data.length === 0) return <EmptyState title="No LSP bill entries available." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {(data ?? [])
        .filter((b) => b.lspId)
        .map((b) => (
          <li key={`${b.country}-${b.lspId}-${b.payrollCycle}`} className="px-4 py-3">
            <Link
              className="text-indigo-700 hover:underline"
              href={`/payroll/payroll-instances/${workbook.id}/lspBillsDetail?country=${b.country}&lspId=${b.lspId}&payrollCycle=${b.payrollCycle}&payrollPeriod=${periodOf(workbook)}`}
            >
              {b.country}: {b.lspName ?? "unknown LSP"} · {CYCLE_LABELS[b.payrollCycle]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
