import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { OutboxViewer } from "@/components/account/outbox-viewer";

export const metadata: Metadata = { title: "Dev mail viewer" };

export default async function OutboxPage() {
  await guardPage({ permission: "outbox.read" });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Outgoing mail</h1>
      <OutboxViewer />
    </div>
  );
}
