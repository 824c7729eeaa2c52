import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { isNewIntegrationOn } from "@/lib/integrations/new-integration-flag";
import { listIntegrations } from "@/lib/integrations/list-integrations";
import { IntegrationCards } from "./integration-cards";

export const metadata: Metadata = { title: "Integrations" };

// Back office: what the product connects to today and each one's state, behind the newIntegration flag.
export default async function IntegrationsPage() {
  const actor = await guardPage({ permission: "integrations.read" });
  if (!isNewIntegrationOn()) notFound();
  const integrations = await listIntegrations(actor);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Integrations</h1>
      <p className="text-sm text-slate-600">
        The systems the platform exchanges data with, and what each one has set up and last did.
      </p>
      <IntegrationCards integrations={integrations} />
    </div>
  );
}
