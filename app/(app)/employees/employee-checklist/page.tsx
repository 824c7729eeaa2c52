import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { employeeChecklist } from "@/lib/onboarding/employee-checklist";
import { EmployeeChecklist } from "@/components/employees/employee-checklist";

export const metadata: Metadata = { title: "Employee checklist" };

// Keyset paged (?cursor=, 50 employees a page; issue 28).
export default async function EmployeeChecklistPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const actor = await guardPage({ permission: "onboarding.read" });
  const { cursor } = await searchParams;
  // A cursor the list did not give out answers 404 (orNotFound), not an error page.
  const { rows, nextCursor } = await orNotFound(() =>
    employeeChecklist(actor, undefined, typeof cursor === "string" && cursor ? cursor : undefined),
  );
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Employee checklist</h1>
      <EmployeeChecklist rows={rows} />
      {nextCursor ? (
        <Link className="text-indigo-700 underline" href={`/employees/employee-checklist?cursor=${nextCursor}`}>
          Next page
        </Link>
      ) : null}
    </div>
  );
}
