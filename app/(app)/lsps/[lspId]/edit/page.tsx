import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getLsp } from "@/lib/lsps/get-lsp";
import { EditLspForm } from "./page-client";

export const metadata: Metadata = { title: "Edit LSP" };

export default async function EditLspPage({ params }: { params: Promise<{ lspId: string }> }) {
  const { lspId } = await params;
  const actor = await guardPage({ permission: "lsps.update" });
  const lsp = await orNotFound(() => getLsp(actor, lspId));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href={`/lsps/${lsp.id}#details`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Edit LSP</h1>
      <EditLspForm lspId={lsp.id} name={lsp.name} inactive={lsp.inactive} />
    </div>
  );
}
