import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { listEmployeeEmployments } from "@/lib/employees/employments/list-employee-employments";
import { ZEmployeeEmploymentsQuery } from "@/lib/employees/employments/schema";
import { EmployeeEmploymentsClient } from "./page-client";

export const metadata: Metadata = { title: "Employments" };

// Spec 3 section 2: the employments page the employee page links to (non-LSP users): the employee's employment
// records, sorted and paged on the server (the URL carries both); admins correct status and dates.
export default async function EmployeeEmploymentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ employeeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employments.read" });
  // A malformed sort or page in the address falls back to the defaults rather than failing the page.
  const parsed = ZEmployeeEmploymentsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : ZEmployeeEmploymentsQuery.parse({});
  const list = await orNotFound(() => listEmployeeEmployments(actor, employeeId, query));
  return (
    <div className="space-y-4">
      <Link href={`/employees/${list.employee.id}`} className="text-sm text-indigo-700 underline">
        ← Back to {list.employee.name}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Employments: {list.employee.name}</h1>
      <EmployeeEmploymentsClient
        items={list.items}
        totalCount={list.totalCount}
        query={list.query}
        canEdit={list.actions.edit}
      />
    </div>
  );
}
