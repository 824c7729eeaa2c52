import type { Metadata } from "next";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/policy";
import { ForbiddenPage } from "@/components/companies/forbidden-page";
import { OutboxViewer } from "@/components/account/outbox-viewer";

export const metadata: Metadata = { title: "Dev mail viewer" };

export default async function OutboxPage() {
  const actor = await currentActor();
  if (!actor || !can(actor, "outbox.read")) return <ForbiddenPage />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Outgoing mail</h1>
      <OutboxViewer />
    </div>
  );
}
