import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import { getManagerOrThrow } from "@/lib/managers/service";
import { EditManagerForm } from "@/components/managers/manager-forms";
import { ForbiddenPage } from "@/components/companies/forbidden-page";
import type { TUpdateManager } from "@/lib/managers/schema";

export const metadata: Metadata = { title: "Edit manager" };

export default async function EditManagerPage({
  params,
}: {
  params: Promise<{ companyId: string; managerId: string }>;
}) {
  const { companyId, managerId } = await params;
  const actor = await currentActor();
  if (!actor || !can(actor, "managers.update")) return <ForbiddenPage />;
  let manager;
  try {
    manager = await getManagerOrThrow(actor, companyId, managerId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
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
