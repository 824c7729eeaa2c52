import type { Metadata } from "next";
import { workbookActionsOf } from "@/lib/payroll/workbook-actions";
import { guardPage } from "@/lib/pages/guard";
import { PayReportPreview } from "@/components/payroll/pay-report-preview";

export const metadata: Metadata = { title: "Pay report preview" };

export default async function PayReportPreviewPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params;
  const actor = await guardPage({ permission: "payroll.access" });
  // What the viewer may do on the workbook's reports (lib/payroll/workbook-actions.ts): here, delete the report.
  const actions = workbookActionsOf(actor);
  return <PayReportPreview payrollInstanceId={id} dataFrameId={reportId} canDelete={actions.remove} />;
}
