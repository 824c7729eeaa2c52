import type { Metadata } from "next";
import Link from "next/link";
import { assertCompanyReachable as assertCompanyVisible } from "@/lib/access/company";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { AddManagerForm } from "@/components/managers/manager-forms";

export const metadata: Metadata = { title: "Add manager" };

export default async function AddManagerPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "managers.create" });
  await orNotFound(() => assertCompanyVisible(actor, companyId));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/companies/${companyId}#details`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Add manager</h1>
      <AddManagerForm companyId={companyId} />
    </div>
  );
}
