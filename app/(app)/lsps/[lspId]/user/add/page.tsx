import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getLsp } from "@/lib/lsps/get-lsp";
import { AddLspUserForm } from "./page-client";

export const metadata: Metadata = { title: "Add LSP manager" };

export default async function AddLspUserPage({ params }: { params: Promise<{ lspId: string }> }) {
  const { lspId } = await params;
  const actor = await guardPage({ permission: "lspUsers.manage" });
  const lsp = await orNotFound(() => getLsp(actor, lspId));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/lsps/${lsp.id}#managers`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Add manager to {lsp.name}</h1>
      <AddLspUserForm lspId={lsp.id} />
    </div>
  );
}
