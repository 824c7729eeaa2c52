import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getBulkUpload } from "@/lib/bulk-uploads/get-bulk-upload";
import { BulkUploadResult } from "./page-client";

export const metadata: Metadata = { title: "Import Employees" };

export default async function BulkUploadPage({
  params,
}: {
  params: Promise<{ companyId: string; bulkUploadId: string }>;
}) {
  const { companyId, bulkUploadId } = await params;
  const actor = await guardPage({ permission: "bulkUploads.create" });
  const upload = await orNotFound(() => getBulkUpload(actor, bulkUploadId));
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Import Employees</h1>
      <BulkUploadResult companyId={companyId} initial={upload} />
    </div>
  );
}
