"use client";

// The bill's data (GET /api/gross-to-net/view/detail, paged, searched, with the variance period when shown), the
// processing errors of its files, and the scope the bulk actions work on: the selected rows, or else every file
// that did not fail.
import { useMemo } from "react";
import useSWR from "swr";
import type { BillDetail, BillEmployee, ProcessingError } from "@/lib/payroll/dto";
import type { PayrollCycleValue } from "@/lib/payroll/schema";
import { commonUserTargets } from "@/lib/payroll/transitions";
import { apiPath } from "@/lib/swr/api-path";
import { swrFetcher } from "@/lib/http/client";
import { nameOf } from "./bill-employee-dialogs";
import type { BillFilters } from "./bill-filters";

export type Bill = { country: string; lspId: string; payrollCycle: PayrollCycleValue; payrollPeriod: string };
type Row = BillEmployee;

export const PAGE_SIZE = 100;
export const keyOf = (r: Row) => `${r.gtnId}|${r.employeeRef}`;

export function useBillDetail(workbookId: string, bill: Bill, filters: BillFilters) {
  const variance = filters.view === "variance";
  const url = apiPath("/api/gross-to-net/view/detail", {
    ...bill,
    workbookId,
    pageIndex: filters.pageIndex,
    pageSize: PAGE_SIZE,
    search: filters.search,
    varianceYear: variance ? filters.year : null,
    varianceMonth: variance ? filters.month : null,
    variancePayrollCycle: variance ? filters.cycle : null,
  });
  const { data, error, mutate, isValidating } = useSWR<BillDetail>(url, swrFetcher);
  const rows = useMemo(() => data?.employees.items ?? [], [data]);
  const files = data?.reportSummary ?? [];
  const errorIds = files.filter((f) => f.errorCount > 0).map((f) => f.id);
  const { data: fileErrors } = useSWR<ProcessingError[]>(
    errorIds.length ? apiPath("/api/data-processing-errors", { dataFrameIdsList: errorIds.join(",") }) : null,
    swrFetcher,
  );
  return { data, error, mutate, isValidating, rows, files, fileErrors };
}

/** What the bulk buttons act on: the selected rows' files, or every live file when nothing is selected. */
export function billScope(rows: Row[], files: BillDetail["reportSummary"], selected: Set<string>) {
  const selectedRows = rows.filter((r) => selected.has(keyOf(r)));
  const liveFiles = files.filter((f) => f.processingStatus !== "ERROR");
  const scopeRows = selectedRows.length ? selectedRows : rows;
  const scopeIds = selectedRows.length ? [...new Set(selectedRows.map((r) => r.gtnId))] : liveFiles.map((f) => f.id);
  const scopeStatuses = selectedRows.length
    ? selectedRows.map((r) => r.status)
    : liveFiles.map((f) => f.processingStatus);
  const targets = commonUserTargets(scopeStatuses, "detail");
  /** What the buttons' disabled reasons read (billActionGates): every file, failed ones too, or the selection. */
  const gateStatuses = selectedRows.length ? scopeStatuses : files.map((f) => f.processingStatus);
  const deletable = scopeStatuses.length > 0 && scopeStatuses.every((s) => s !== "APPROVED" && s !== "PUBLISHED");
  /** The employees of the given files, for the partial failure toasts. */
  const namesFor = (ids: string[]) => {
    const names = ids.flatMap((id) => scopeRows.filter((r) => r.gtnId === id).map(nameOf));
    return names.length ? names.join(", ") : "unknown";
  };
  return { rows, selectedRows, liveFiles, scopeIds, targets, deletable, gateStatuses, namesFor };
}

export type BillScope = ReturnType<typeof billScope>;
