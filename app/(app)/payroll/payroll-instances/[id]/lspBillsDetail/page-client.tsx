"use client";

// LSP bill detail (spec 2 section 2): summary, name search, justification / variance view, one row per
// employee with the category columns in the spec's order (total last), row checkboxes and bulk buttons,
// justification modal (saved on blur), pay detail, LSP data and status history drawers.
import type { AllowedBillActions } from "@/lib/payroll/workbook-actions";
import Link from "next/link";
import { useMemo, useState } from "react";
import type { BillEmployee, GtnFile } from "@/lib/payroll/dto";
import { CYCLE_LABELS, MONTH_NAMES, isPublished } from "@/lib/payroll/schema";
import { DataTable } from "@/components/ui/data-table";
import { Banner, EmptyState } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { HistoryDialog, LspDataDialog } from "@/components/payroll/shared";
import { BillTableContext, billColumns, type BillTableState } from "./bill-columns";
import { JustificationDialog, PayDetailDialog, nameOf } from "./bill-employee-dialogs";
import { BillToolbar, useBillFilters } from "./bill-filters";
import { BillSummary } from "./bill-summary";
import { BulkActionButtons, DeleteReportsDialog, PublishReportsDialog } from "./bulk-actions";
import { PAGE_SIZE, billScope, keyOf, useBillDetail, type Bill } from "./use-bill-detail";
import { useBulkActions } from "./use-bulk-actions";
import { VarianceChart } from "./variance-chart";
import { FindingsDialog, FindingsSummary, approvalBlockOf, findingsFor, targetOfRow } from "./bill-findings";
import type { FindingsTarget } from "./bill-findings";
import { useBillFindings } from "@/lib/swr/use-anomaly-findings";
import { PayQuestionsSection } from "./pay-questions-section";

export function LspBillDetail({
  workbookId,
  bill,
  actions,
  justifications = true,
}: {
  workbookId: string;
  bill: Bill;
  actions: AllowedBillActions;
  /** Justification view, icon and note modal (flag payrollJustifications, lib/payroll/justifications-flag.ts). */
  justifications?: boolean;
}) {
  const filters = useBillFilters(justifications);
  const { view } = filters;
  const { data, error, mutate, isValidating, rows, files, fileErrors } = useBillDetail(workbookId, bill, filters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [noteRow, setNoteRow] = useState<BillEmployee | null>(null);
  const [payRow, setPayRow] = useState<BillEmployee | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const [lspFile, setLspFile] = useState<GtnFile | null>(null);
  const [findingsOf, setFindingsOf] = useState<FindingsTarget | null>(null);
  const findings = useBillFindings(files.map((f) => f.id));
  const scope = billScope(rows, files, selected);
  const bulk = useBulkActions({ scope, mutate, clearSelection: () => setSelected(new Set()) });

  const pageCount = Math.max(1, Math.ceil((data?.employees.pageTotalCount ?? 0) / PAGE_SIZE));
  const period = `${MONTH_NAMES[Number(bill.payrollPeriod.slice(4)) - 1]} ${bill.payrollPeriod.slice(0, 4)}`;
  const billLabel = `${data?.providerName ?? "unknown LSP"}, ${data?.countryName ?? bill.country}, ${period}, ${CYCLE_LABELS[bill.payrollCycle]}`;
  const title = data ? `${data.countryName}: ${data.providerName ?? "unknown LSP"}` : `${bill.country}: …`;
  const comparable = !data?.varianceSummary?.length || data.varianceSummary.some((s) => s.hasPrevious !== false);
  const columns = useMemo(() => billColumns({ view, justifications, comparable }), [view, justifications, comparable]);
  const table: BillTableState = {
    rows,
    selected,
    setSelected,
    files,
    fileErrors,
    findings: findings.data?.items,
    actions,
    open: {
      findings: (r) => setFindingsOf(targetOfRow(r)),
      note: setNoteRow,
      pay: setPayRow,
      history: setHistoryId,
      remove: bulk.setConfirmDelete,
      lspData: setLspFile,
    },
  };

  return (
    <div className="space-y-5">
      <Link
        href={`/payroll/payroll-instances/${workbookId}#lsp-bills`}
        className="text-sm text-indigo-700 hover:underline"
      >
        ← LSP bills
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {error ? <Banner tone="error" title="Failed to read payroll reports from server." /> : null}
      {data ? <BillSummary data={data} /> : null}
      <FindingsSummary data={findings.data} onOpen={setFindingsOf} />
      <PayQuestionsSection bill={bill} />
      <BillToolbar filters={filters} justifications={justifications} payrollPeriod={bill.payrollPeriod} />
      {view === "variance" && data?.varianceSummary ? (
        <VarianceChart
          summary={data.varianceSummary}
          against={{ year: filters.year, month: filters.month, cycleLabel: CYCLE_LABELS[filters.cycle] }}
        />
      ) : null}
      <BulkActionButtons
        scope={scope}
        bulk={bulk}
        actions={actions}
        approvalBlock={approvalBlockOf(findings.data, scope.scopeIds)}
        onRefresh={() => void Promise.all([mutate(), findings.mutate()])}
        refreshing={isValidating}
      />
      {data && files.length === 0 ? <EmptyState title="No pay reports available." /> : null}
      {data && files.length > 0 && rows.length === 0 ? <EmptyState title="No LSP bill entries available." /> : null}
      {rows.length > 0 ? (
        <BillTableContext.Provider value={table}>
          <DataTable
            caption="LSP bill entries"
            columns={columns}
            rows={rows}
            getRowId={keyOf}
            rowProps={(r) => ({ "data-testid": "bill-row", "data-employee": nameOf(r) })}
          />
        </BillTableContext.Provider>
      ) : null}
      {data && data.employees.pageTotalCount > PAGE_SIZE ? (
        <Pager
          label="Bill employees pages"
          pageIndex={filters.pageIndex}
          pageCount={pageCount}
          onPageIndexChange={filters.setPageIndex}
        />
      ) : null}
      {justifications ? (
        <JustificationDialog
          key={noteRow ? keyOf(noteRow) : "none"}
          row={noteRow}
          canWrite={actions.justify}
          onClose={() => setNoteRow(null)}
          onSaved={() => void Promise.all([mutate(), findings.mutate()])}
        />
      ) : null}
      <PayDetailDialog row={payRow} onClose={() => setPayRow(null)} />
      <HistoryDialog gtnId={historyId} onClose={() => setHistoryId(null)} />
      <LspDataDialog
        file={lspFile}
        readOnly={!actions.lspData || (!!lspFile && isPublished(lspFile.processingStatus))}
        onClose={() => setLspFile(null)}
        onSaved={() => mutate()}
      />
      <FindingsDialog
        open={!!findingsOf}
        findings={findingsOf ? findingsFor(findings.data?.items, findingsOf) : []}
        canAcknowledge={!!findings.data?.canAcknowledge}
        name={findingsOf?.name ?? ""}
        onClose={() => setFindingsOf(null)}
        onChanged={() => findings.mutate()}
      />
      <DeleteReportsDialog bulk={bulk} />
      <PublishReportsDialog bulk={bulk} bill={billLabel} findings={findings.data} />
    </div>
  );
}
