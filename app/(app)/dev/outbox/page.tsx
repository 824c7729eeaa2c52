import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isDevMailViewerOn } from "@/lib/mail/outbox";
import { guardPage } from "@/lib/pages/guard";
import { OutboxViewer } from "@/components/account/outbox-viewer";
import { Banner } from "@/components/ui/misc";

export const metadata: Metadata = { title: "Dev mail viewer" };

export default async function OutboxPage() {
  // A development aid: it does not exist unless DEV_MAIL_VIEWER=true (and never with SMTP configured).
  if (!isDevMailViewerOn()) notFound();
  await guardPage({ permission: "outbox.read" });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Outgoing mail</h1>
      <Banner tone="warning" title="Development mail viewer is on">
        Every stored e-mail is readable here, password links included. Never turn DEV_MAIL_VIEWER on in production.
      </Banner>
      <OutboxViewer />
    </div>
  );
}
