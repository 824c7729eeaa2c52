import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getDataFrame } from "@/lib/payroll/get-data-frame";
import { DataFrameDetail } from "@/components/payroll/data-frame-detail";

export const metadata: Metadata = { title: "Pay report" };

// Spec 2 section 2: a payroll instance's data-frame page (one pay report file of the instance).
export default async function DataFramePage({ params }: { params: Promise<{ id: string; dataFrameId: string }> }) {
  const { id, dataFrameId } = await params;
  await guardPage({ permission: "payroll.access" });
  const frame = await orNotFound(() => getDataFrame(id, dataFrameId));
  return <DataFrameDetail workbookId={id} frame={frame} />;
}
