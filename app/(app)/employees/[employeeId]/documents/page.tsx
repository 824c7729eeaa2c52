import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeDocumentsContext } from "@/lib/documents/get-employee-documents-context";
import { EmployeeDocumentsClient } from "./page-client";

export const metadata: Metadata = { title: "Documents" };

// Spec 3 section 2: the documents page the employee page links to (non-LSP users). The spec's documents view
// (title, description, date; View, Download, delete with confirmation; newest first) as a table with paging.
export default async function EmployeeDocumentsPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "documents.read" });
  const { employee, actions } = await orNotFound(() => getEmployeeDocumentsContext(actor, employeeId));
  return (
    <div className="space-y-4">
      <Link href={`/employees/${employee.id}`} className="text-sm text-indigo-700 underline">
        ← Back to {employee.name}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Documents: {employee.name}</h1>
      <EmployeeDocumentsClient employeeId={employee.id} canUpload={actions.upload} canDelete={actions.delete} />
    </div>
  );
}
