import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getResignationFormContext } from "@/lib/terminations/resignations/get-resignation-form-context";
import { ResignForm } from "@/components/resignations/resign-form";

export const metadata: Metadata = { title: "Resign" };

// The resignation page for company and employee ids (spec 3 section 2): an employee resigns, or an admin
// records a resignation on their behalf.
export default async function ResignationPage({
  params,
}: {
  params: Promise<{ companyId: string; employeeId: string }>;
}) {
  const { companyId, employeeId } = await params;
  const actor = await guardPage({ permission: "resignations.create" });
  const context = await orNotFound(() => getResignationFormContext(actor, companyId, employeeId));
  const returnTo = context.isOwn ? `/employees/${employeeId}` : `/companies/${companyId}#resignation-requests`;
  return (
    <div className="max-w-2xl space-y-4">
      <Link href={returnTo} className="text-sm font-medium text-indigo-700 hover:underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        {context.isOwn ? "Resign" : `Record a resignation for ${context.employeeName}`}
      </h1>
      <p className="text-sm text-slate-700">
        {context.isOwn ? "Your" : "The employee's"} manager and our customer-success team are told as soon as it is
        sent; an admin then reviews it.
      </p>
      <ResignForm context={context} returnTo={returnTo} />
    </div>
  );
}
