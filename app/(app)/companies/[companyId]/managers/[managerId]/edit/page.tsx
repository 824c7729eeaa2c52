import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getManagerOrThrow } from "@/lib/account/managers/service";
import { EditManagerForm } from "@/components/managers/manager-forms";
import type { TUpdateManager } from "@/lib/account/managers/schema";

export const metadata: Metadata = { title: "Edit manager" };

export default async function EditManagerPage({
  params,
}: {
  params: Promise<{ companyId: string; managerId: string }>;
}) {
  const { companyId, managerId } = await params;
  const actor = await guardPage({ permission: "managers.update" });
  const manager = await orNotFound(() => getManagerOrThrow(actor, companyId, managerId));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/companies/${companyId}/managers/${managerId}`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Edit {manager.name}</h1>
      <EditManagerForm
        companyId={companyId}
        managerId={managerId}
        defaults={{
          jobTitle: manager.jobTitle ?? "",
          department: (manager.department ?? "") as TUpdateManager["department"],
        }}
      />
    </div>
  );
}
