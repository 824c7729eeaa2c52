import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getLspPage } from "@/lib/lsps/get-lsp-page";
import { LspDetailClient } from "./page-client";

export const metadata: Metadata = { title: "LSP" };

export default async function LspPage({ params }: { params: Promise<{ lspId: string }> }) {
  const { lspId } = await params;
  const actor = await guardPage({ permission: "lsps.read" });
  const page = await orNotFound(() => getLspPage(actor, lspId));
  return <LspDetailClient {...page} />;
}
