import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { companyEmailDomain } from "@/lib/config";
import { additionalRoleOptions } from "@/lib/account/admins/schema";
import { AddAdminForm } from "./page-client";

export const metadata: Metadata = { title: "Add admin" };

export default async function AddAdminPage() {
  await guardPage({ permission: "admins.manage" });
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/admins" className="text-sm text-indigo-700 underline">
        ← Back to admin users
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Add admin</h1>
      <AddAdminForm domain={companyEmailDomain()} roles={additionalRoleOptions()} />
    </div>
  );
}
