"use client";

// Pay report preview (spec 2 section 2): employees of one report, pageIndex / pageSize (50 or 100, default
// 100) / selectedRow in the URL; the selected employee's concepts below. Load error: 'A problem occurred'.
import { Pager } from "@/components/ui/pager";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { formatAmount } from "@/lib/money";
import { canDeleteStatus, CATEGORY_COLUMNS, isPublished } from "@/lib/payroll/schema";
import type { PreviewPage } from "@/lib/payroll/dto";
import { apiPath } from "@/lib/swr/api-path";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState } from "@/components/ui/misc";
import { StatusPill } from "@/components/payroll/shared";

type Row = PreviewPage["items"][number];

export function PayReportPreview({
  payrollInstanceId,
  dataFrameId,
  canDelete,
}: {
  payrollInstanceId: string;
  dataFrameId: string;
  canDelete: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const sp = useSearchParams();
  const pageIndex = Math.max(0, Number(sp.get("pageIndex") ?? 0) || 0);
  const pageSize = sp.get("pageSize") === "50" ? 50 : 100;
  const selectedRow = sp.get("selectedRow") ?? "";
  // Reads the address bar, not `sp`, so `set` and the columns stay the same between renders: a cell renders as a
  // component, and new columns would remount the rows (the focused employee button would be lost on each click).
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      router.replace(`${pathname}?${next}`, { scroll: false });
    },
    [router, pathname],
  );
  const { data, error } = useSWR<PreviewPage>(
    apiPath(`/api/report/payroll/preview/${dataFrameId}`, { pageIndex, pageSize, employeeRef: selectedRow }),
    swrFetcher,
  );
  const [confirm, setConfirm] = useState(false);
  const back = `/payroll/payroll-instances/${payrollInstanceId}#payreports`;
  const remove = async () => {
    try {
      await apiFetch(`/api/gross-to-net/${dataFrameId}`, { method: "DELETE" });
      toast.success(`${data?.file.fileName} successfully deleted`);
      router.push(back);
    } catch {
      toast.error(`Something went wrong while deleting file ${data?.file.fileName}`);
    }
  };
  const pageCount = Math.max(1, Math.ceil((data?.totalCount ?? 0) / pageSize));
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: "employee",
        header: "Employee",
        cell: ({ row: { original: r } }) => (
          <button
            type="button"
            className="text-indigo-700 hover:underline"
            onClick={() => set({ selectedRow: r.employeeRef })}
          >
            {[r.firstName, r.lastName].filter(Boolean).join(" ") || r.employeeRef}
          </button>
        ),
      },
      ...CATEGORY_COLUMNS.map(([k, label]): ColumnDef<Row, unknown> => ({
        id: k,
        header: label,
        meta: { className: "text-right tabular-nums" },
        cell: ({ row }) => formatAmount(row.original.totals[k]),
      })),
    ],
    [set],
  );
  return (
    <div className="space-y-5">
      <Link href={back} className="text-sm text-indigo-700 hover:underline">
        ← Pay reports
      </Link>
      {error ? <Banner tone="error" title="A problem occurred" /> : null}
      {data ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">{data.file.fileName}</h1>
            <StatusPill status={data.file.processingStatus} />
            <Link
              href={`/payroll/payroll-instances/${payrollInstanceId}/pay-report-preview/${dataFrameId}/versions`}
              className="text-sm text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Versions and history
            </Link>
            {canDelete && canDeleteStatus(data.file.processingStatus) && !isPublished(data.file.processingStatus) ? (
              <Button variant="danger" className="ml-auto" onClick={() => setConfirm(true)}>
                Delete
              </Button>
            ) : null}
          </div>
          {data.items.length === 0 ? (
            <EmptyState title="No LSP bill entries available." />
          ) : (
            <DataTable
              caption="Employees"
              columns={columns}
              rows={data.items}
              getRowId={(r) => r.employeeRef}
              rowProps={(r) => ({
                "aria-selected": r.employeeRef === selectedRow,
                className: r.employeeRef === selectedRow ? "bg-indigo-50" : undefined,
              })}
            />
          )}
          <Pager
            label="Pay report rows pages"
            pageIndex={pageIndex}
            pageCount={pageCount}
            pageSize={pageSize}
            pageSizes={[50, 100]}
            onPageIndexChange={(index) => set({ pageIndex: String(index) })}
            onPageSizeChange={(size) => set({ pageSize: String(size), pageIndex: "0" })}
          />
          {data.concepts ? (
            <section aria-label="Pay concepts" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="mb-2 font-semibold">Concepts of {selectedRow}</h2>
              <ul className="space-y-1 text-sm">
                {data.concepts.map((c) => (
                  <li key={c.rowNumber} className="flex justify-between gap-3">
                    <span>
                      {c.concept}{" "}
                      <span className="text-slate-500">
                        ({c.applicationType ?? "-"}, {c.omniplatformCategory ?? "-"})
                      </span>
                    </span>
                    <span className="tabular-nums">{formatAmount(c.value)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Delete ${data?.file.fileName}`}
        description={`Are you sure you wish to delete the ${data?.file.fileName} pay report file? This process can't be undone.`}
        confirmLabel="Delete"
        onConfirm={remove}
        danger
      />
    </div>
  );
}
