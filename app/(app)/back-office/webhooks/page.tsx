import { timeOffWorkflow } from "@/lib/time-off/workflow";
import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import type { Workflow } from "@/lib/workflow";
import { webhookEventCatalogue } from "@/lib/webhooks/event-catalogue";
import { listCompanyOptions } from "@/lib/webhooks/list-company-options";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { seatSowWorkflow, seatStatusWorkflow } from "@/lib/hiring/workflow";
import { WebhooksClient } from "./page-client";

export const metadata: Metadata = { title: "Webhooks" };

// The state machines whose events the form offers by name (any workflow's events are published; a new one is
// added here only so the form can offer its events).
const OFFERED_WORKFLOWS: Workflow<string>[] = [payReportWorkflow, seatSowWorkflow, seatStatusWorkflow, timeOffWorkflow];

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
      <WebhooksClient companies={companies} eventTypes={webhookEventCatalogue(OFFERED_WORKFLOWS)} />
    </div>
  );
}
