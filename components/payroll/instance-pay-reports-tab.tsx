"use client";

// #payreports of the payroll instance detail (spec 2 section 2): the gross-to-net files of this workbook with
// filters in the URL (pay-reports-filters.tsx), banners (pay-reports-banners.tsx), each row's workflow buttons
// and menu (pay-reports-columns.tsx), upload and delete modals.
import type { GtnFile } from "@/lib/payroll/dto";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { useState } from "react";
import { usePayReports } from "@/lib/swr/use-pay-reports";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { isPublished } from "@/lib/payroll/schema";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState } from "@/components/ui/misc";
import { ErrorsDialog, HistoryDialog, LspDataDialog } from "@/components/payroll/shared";
import { UploadDialog } from "@/components/payroll/instance-upload-dialog";
import {
  PAY_REPORT_PAGE_SIZES,
  PayReportsFilterBar,
  usePayReportParams,
} from "@/components/payroll/pay-reports-filters";
import { PayReportsBanners } from "@/components/payroll/pay-reports-banners";
import { payReportColumns } from "@/components/payroll/pay-reports-columns";
import type { Provider, Workbook } from "@/components/payroll/instance-workbook";
import type { AllowedWorkbookActions } from "@/lib/payroll/workbook-actions";

export function PayReportsTab({
  workbook,
  providers,
  actions,
}: {
  workbook: Workbook;
  providers: Provider[];
  actions: AllowedWorkbookActions;
}) {
  const { filters, pageSize, setParams } = usePayReportParams();
  const { data, error, mutate, isValidating, pageIndex, pageCount, hasNext, next, previous } = usePayReports({
    workbookId: workbook.id,
    pageSize,
    country: filters.country,
    providerName: filters.provider,
    payrollCycle: filters.cycle,
    processingStatus: filters.status,
  });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<GtnFile | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [lspFile, setLspFile] = useState<GtnFile | null>(null);
  const [errorsFile, setErrorsFile] = useState<{ id: string; fileName: string } | null>(null);

  const remove = async () => {
    const file = deleting!;
    try {
      await apiFetch(`/api/gross-to-net/${file.id}`, { method: "DELETE" });
      toast.success(`${file.fileName} successfully deleted`);
      setDeleting(null);
      mutate();
    } catch {
      toast.error(`Something went wrong while deleting file ${file.fileName}`);
    }
  };
  const columns = payReportColumns(workbook.id, actions, {
    onChanged: () => mutate(),
    onErrors: setErrorsFile,
    onDelete: setDeleting,
    onHistory: (f) => setHistory(f.id),
    onLspData: setLspFile,
  });
  return (
    <div className="space-y-4">
      <PayReportsFilterBar
        filters={filters}
        setParams={setParams}
        providers={providers}
        onUpload={actions.upload ? () => setUploadOpen(true) : null}
      />
      {data ? (
        <PayReportsBanners data={data} refreshing={isValidating} onRefresh={() => mutate()} onErrors={setErrorsFile} />
      ) : null}
      {error ? <Banner tone="error" title="Failed to read payroll reports from server." /> : null}
      {data && data.items.length === 0 ? <EmptyState title="No pay reports available." /> : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption="Pay reports"
          columns={columns}
          rows={data.items}
          getRowId={(f) => f.id}
          rowProps={(f) => ({ "data-testid": "pay-report-row", "data-file": f.fileName })}
        />
      ) : null}
      {data ? (
        <Pager
          label="Pay reports pages"
          pageIndex={pageIndex}
          pageCount={pageCount}
          totalCount={data.totalCount}
          hasNext={hasNext}
          pageSize={pageSize}
          pageSizes={PAY_REPORT_PAGE_SIZES}
          onPageIndexChange={(index) => (index > pageIndex ? next() : previous())}
          onPageSizeChange={(size) => setParams({ pageSize: String(size) })}
        />
      ) : null}
      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        workbook={workbook}
        providers={providers}
        onUploaded={() => mutate()}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.fileName}`}
        description={`Are you sure you wish to delete the ${deleting?.fileName} pay report file? This process can't be undone.`}
        confirmLabel="Delete"
        onConfirm={remove}
        danger
      />
      <HistoryDialog gtnId={history} onClose={() => setHistory(null)} />
      <LspDataDialog
        file={lspFile}
        readOnly={!actions.lspData || (!!lspFile && isPublished(lspFile.processingStatus))}
        onClose={() => setLspFile(null)}
        onSaved={() => mutate()}
      />
      <ErrorsDialog file={errorsFile} onClose={() => setErrorsFile(null)} />
    </div>
  );
}
