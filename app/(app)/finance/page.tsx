import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { listCostProviders } from "@/lib/finance/list-cost-providers";
import { offeredInvoiceTypes } from "@/lib/finance/invoice-types";
import { FinancePageClient } from "./page-client";

export const metadata: Metadata = { title: "Finance" };

// Spec 2 section 2: /finance, the Invoice Monitoring tab and the employee-cost parse (finance admins).
export default async function FinancePage() {
  const actor = await guardPage({ permission: "finance.access" });
  const providers = can(actor, "invoices.write") ? await listCostProviders(actor) : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Finance</h1>
      <FinancePageClient
        canMonitor={can(actor, "invoiceLogs.read")}
        providers={providers}
        invoiceTypes={offeredInvoiceTypes()}
      />
    </div>
  );
}
