import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listLetterQueue } from "@/lib/letters/list-letter-queue";
import { LettersClient } from "./page-client";

export const metadata: Metadata = { title: "Letters" };

// Employment letters employees asked for: platform admins see every request, an LSP user their provider's
// employees'. Approve (the signed PDF is then made in the background) or decline with a reason.
export default async function LettersPage() {
  const actor = await guardPage({ permission: "letters.decide" });
  const initial = await listLetterQueue(actor, { status: "REQUESTED" });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Letters</h1>
      <LettersClient initial={initial} />
    </div>
  );
}
