import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { webhookEventCatalogue } from "@/lib/webhooks/event-catalogue";
import { listCompanyOptions } from "@/lib/webhooks/list-company-options";
import { WebhooksClient } from "./page-client";

export const metadata: Metadata = { title: "Webhooks" };

// Back office: OP admins register the URLs that receive signed workflow events (README 'Webhooks').
export default async function WebhooksPage() {
  await guardPage({ permission: "webhooks.manage" });
  const companies = await listCompanyOptions();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Webhooks</h1>
      <p className="text-sm text-slate-600">
        Endpoints receive a signed <code>POST</code> for every workflow status change they subscribe to, platform-wide
        or for one company. Failed deliveries are retried with backoff; each one can be replayed.
      </p>
      <WebhooksClient companies={companies} eventTypes={webhookEventCatalogue()} />
    </div>
  );
}
