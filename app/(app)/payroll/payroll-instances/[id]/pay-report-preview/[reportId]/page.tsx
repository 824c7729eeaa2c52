import type { Metadata } from "next";
import { can } from "@/lib/policy";
import { guardPage } from "@/lib/pages/guard";
import { PayReportPreview } from "@/components/payroll/pay-report-preview";

export const metadata: Metadata = { title: "Pay report preview" };

export default async function PayReportPreviewPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params;
  const actor = await guardPage({ permission: "payroll.access" });
  return <PayReportPreview payrollInstanceId={id} dataFrameId={reportId} canDelete={can(actor, "payReports.delete")} />;
}
