"use client";

// 'Upload corrected version' of a REOPENED report: the workbook, country, provider, period and cycle are the
// reopened version's (shown, not editable); the file goes through the normal upload and pipeline as the next
// version (POST /api/gross-to-net/{id}/versions).
import { useState } from "react";
import { toast } from "sonner";
import { CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import type { PayReportVersions } from "@/lib/payroll/versions/schema";
import { CsvUploadForm, type UploadAnswer } from "@/components/payroll/csv-upload-form";
import { Dialog } from "@/components/ui/dialog";
import { Banner, DefinitionList } from "@/components/ui/misc";

export function UploadVersionDialog({
  open,
  report,
  onClose,
  onDone,
}: {
  open: boolean;
  report: PayReportVersions["current"];
  onClose: () => void;
  onDone: () => void;
}) {
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const onAnswer = (a: UploadAnswer) => {
    if (a.status === 201) {
      toast.success(`Version ${report.reportVersion + 1} uploaded: it is being processed`);
      setAnswer(null);
      onDone();
      onClose();
    } else setAnswer(a);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setAnswer(null);
          onClose();
        }
      }}
      title="Upload corrected version"
      description={`The corrected register becomes version ${report.reportVersion + 1} of ${report.fileName}.`}
    >
      <div className="space-y-4">
        <DefinitionList
          items={[
            { label: "Country", value: report.country },
            { label: "Provider", value: report.providerName ?? "Unknown LSP" },
            { label: "Payroll period", value: report.payrollPeriod },
            {
              label: "Payroll cycle",
              value: CYCLE_LABELS[report.payrollCycle as PayrollCycleValue] ?? report.payrollCycle,
            },
          ]}
        />
        {answer && answer.status !== 201 && !answer.body.fieldErrors?.fileContent ? (
          <Banner tone="error" title={answer.body.message ?? "The file could not be uploaded."} />
        ) : null}
        <CsvUploadForm
          label="Corrected register"
          url={`/api/gross-to-net/${encodeURIComponent(report.id)}/versions`}
          fields={{}}
          submitLabel="Upload"
          onAnswer={onAnswer}
          fieldErrors={answer?.body.fieldErrors}
        />
      </div>
    </Dialog>
  );
}
