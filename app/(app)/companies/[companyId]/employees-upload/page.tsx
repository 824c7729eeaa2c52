import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { assertCompanyReachable } from "@/lib/access/company";
import { ImportEmployeesClient } from "./page-client";

export const metadata: Metadata = { title: "Import Employees" };

export default async function EmployeesUploadPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "bulkUploads.create" });
  await orNotFound(() => assertCompanyReachable(actor, companyId));
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href={`/companies/${companyId}#employees`} className="text-sm text-indigo-700 underline">
        ← Back to employees
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Import Employees</h1>
      <ImportEmployeesClient companyId={companyId} />
    </div>
  );
}
