import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getAdmin } from "@/lib/account/admins/get-admin";
import { additionalRoleOptions } from "@/lib/account/admins/schema";
import { EditAdminForm } from "./page-client";

export const metadata: Metadata = { title: "Edit admin" };

export default async function EditAdminPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const actor = await guardPage({ permission: "admins.manage" });
  const admin = await orNotFound(() => getAdmin(actor, userId));
  const base = admin.roles.find((r) => r.type === "admin");
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/admins/${admin.userId}`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Edit {admin.name}</h1>
      <EditAdminForm
        userId={admin.userId}
        currentIdAdminRole={base?.id ?? ""}
        roles={additionalRoleOptions()}
        initial={admin.roles.filter((r) => r.type !== "admin").map((r) => r.type)}
      />
    </div>
  );
}
