import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { PayReportPreview } from "@/components/payroll/pay-report-preview";

export const metadata: Metadata = { title: "Pay report preview" };

export default async function PayReportPreviewPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params;
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (!can(actor, "payroll.access")) redirect("/");
  return <PayReportPreview payrollInstanceId={id} dataFrameId={reportId} canDelete={can(actor, "payReports.delete")} />;
}
