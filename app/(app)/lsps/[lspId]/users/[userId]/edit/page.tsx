import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getLspUser } from "@/lib/lsps/get-lsp-user";
import { EditLspUserForm } from "./page-client";

export const metadata: Metadata = { title: "Edit LSP manager" };

export default async function EditLspUserPage({ params }: { params: Promise<{ lspId: string; userId: string }> }) {
  const { lspId, userId } = await params;
  const actor = await guardPage({ permission: "lspUsers.edit" });
  const user = await orNotFound(() => getLspUser(actor, lspId, userId));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/lsps/${lspId}/users/${userId}`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Edit LSP manager</h1>
      <EditLspUserForm lspId={lspId} userId={userId} firstName={user.firstName} lastName={user.lastName} />
    </div>
  );
}
