import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { AppError } from "@/lib/errors";
import { listVersions } from "@/lib/payroll/versions/list-versions";
import type { PayReportVersions } from "@/lib/payroll/versions/schema";
import { VersionsPageClient } from "./page-client";

export const metadata: Metadata = { title: "Pay report versions" };

// Issue 27: the versions of a pay report (reopen, corrected uploads, the diff between versions, the history).
export default async function PayReportVersionsPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params;
  const actor = await guardPage({ permission: "payroll.access" });
  const data = await listVersions(actor, reportId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  if (data.current.workbookId !== id) notFound();
  // As the API answers it (dates as ISO text), so the client's SWR data has one shape.
  const initial: PayReportVersions = {
    ...data,
    current: { ...data.current, createdAt: data.current.createdAt.toISOString() },
    versions: data.versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    history: data.history.map((h) => ({ ...h, when: h.when.toISOString() })),
  };
  return <VersionsPageClient payrollInstanceId={id} reportId={reportId} initial={initial} />;
}
