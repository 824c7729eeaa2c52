import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { InvoiceMonitoringClient } from "./page-client";

export const metadata: Metadata = { title: "Finance" };

// Spec 2 section 2: /finance, the Invoice Monitoring tab (finance admins).
export default async function FinancePage() {
  const actor = await guardPage({ permission: "finance.access" });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Finance</h1>
      <h2 className="text-lg font-semibold text-slate-800">Invoice Monitoring</h2>
      {can(actor, "invoiceLogs.read") ? <InvoiceMonitoringClient /> : null}
    </div>
  );
}
