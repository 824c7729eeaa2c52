import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { employeeChecklist } from "@/lib/onboarding/employee-checklist";
import { EmployeeChecklist } from "@/components/employees/employee-checklist";

export const metadata: Metadata = { title: "Employee checklist" };

// Keyset paged (?cursor=, 50 employees a page; issue 28).
export default async function CompanyEmployeeChecklistPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const { companyId } = await params;
  const { cursor } = await searchParams;
  const actor = await guardPage({ permission: "onboarding.read" });
  const { rows, nextCursor } = await orNotFound(() =>
    employeeChecklist(actor, companyId, typeof cursor === "string" && cursor ? cursor : undefined),
  );
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Employee checklist</h1>
      <EmployeeChecklist rows={rows} />
      {nextCursor ? (
        <Link
          className="text-indigo-700 underline"
          href={`/companies/${encodeURIComponent(companyId)}/employee-checklist?cursor=${nextCursor}`}
        >
          Next page
        </Link>
      ) : null}
    </div>
  );
}
