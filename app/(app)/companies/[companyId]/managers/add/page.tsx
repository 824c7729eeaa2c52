import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import { assertCompanyReachable as assertCompanyVisible } from "@/lib/access/company";
import { AddManagerForm } from "@/components/managers/manager-forms";
import { ForbiddenPage } from "@/components/companies/forbidden-page";

export const metadata: Metadata = { title: "Add manager" };

export default async function AddManagerPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await currentActor();
  if (!actor || !can(actor, "managers.create")) return <ForbiddenPage />;
  try {
    await assertCompanyVisible(actor, companyId);
  } catch (error) {
    if (error instanceof AppError) notFound();
    throw error;
  }
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
