"use client";

// Issue 27: the versions of a pay report. Who may do what comes from the loader's `actions`: reopen a PUBLISHED
// report (with a reason), cancel the reopen, upload the corrected register as the next version; below, the
// diff of two versions per employee and category, and the status history of every version with its notes.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { StatusPill } from "@/components/payroll/shared";
import { CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import type { PayReportVersions } from "@/lib/payroll/versions/schema";
import { usePayReportVersions } from "@/lib/swr/use-pay-report-versions";
import { ReasonDialog } from "./reason-dialog";
import { UploadVersionDialog } from "./upload-version-dialog";
import { VersionList } from "./version-list";
import { VersionDiff } from "./version-diff";
import { VersionHistory } from "./version-history";

const link =
  "text-sm text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";

export function VersionsPageClient({
  payrollInstanceId,
  reportId,
  initial,
}: {
  payrollInstanceId: string;
  reportId: string;
  initial: PayReportVersions;
}) {
  const { data = initial, error, mutate } = usePayReportVersions(reportId, initial);
  const [dialog, setDialog] = useState<"reopen" | "cancel" | "upload" | null>(null);
  const close = () => setDialog(null);
  const current = data.current;
  const base = `/payroll/payroll-instances/${payrollInstanceId}`;
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="flex flex-wrap gap-4">
        <Link href={`${base}#payreports`} className={link}>
          ← Pay reports
        </Link>
        <Link href={`${base}/pay-report-preview/${reportId}`} className={link}>
          Preview pay report
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-semibold text-slate-900">
          {current.fileName} · Version {current.reportVersion}
        </h1>
        <StatusPill status={current.processingStatus} />
      </div>
      {error ? <Banner tone="error" title="A problem occurred" /> : null}
      {current.processingStatus === "REOPENED" ? (
        <Banner tone="warning" title="Reopened for correction">
          Until its corrected version is published, this version stays the published data managers download.
        </Banner>
      ) : null}
      {current.processingStatus === "SUPERSEDED" ? (
        <Banner tone="info" title="Superseded">
          A newer version was published. This version stays readable but is no longer used in reports.
        </Banner>
      ) : null}
      <Card
        title="Pay report"
        actions={
          <div className="flex flex-wrap gap-2">
            {data.actions.reopen ? <Button onClick={() => setDialog("reopen")}>Reopen</Button> : null}
            {data.actions.uploadCorrection ? (
              <Button onClick={() => setDialog("upload")}>Upload corrected version</Button>
            ) : null}
            {data.actions.cancelReopen ? (
              <Button variant="secondary" onClick={() => setDialog("cancel")}>
                Cancel reopen
              </Button>
            ) : null}
          </div>
        }
      >
        <DefinitionList
          items={[
            { label: "Country", value: current.country },
            { label: "Provider", value: current.providerName ?? "Unknown LSP" },
            { label: "Payroll period", value: current.payrollPeriod },
            {
              label: "Payroll cycle",
              value: CYCLE_LABELS[current.payrollCycle as PayrollCycleValue] ?? current.payrollCycle,
            },
          ]}
        />
      </Card>
      <VersionList versions={data.versions} currentId={reportId} base={base} />
      <VersionDiff reportId={reportId} versions={data.versions} />
      <VersionHistory history={data.history} />
      <ReasonDialog
        open={dialog === "reopen" || dialog === "cancel"}
        mode={dialog === "cancel" ? "cancel" : "reopen"}
        reportId={reportId}
        version={current.version}
        fileName={current.fileName}
        onClose={close}
        onDone={() => mutate()}
      />
      <UploadVersionDialog open={dialog === "upload"} report={current} onClose={close} onDone={() => mutate()} />
    </div>
  );
}
