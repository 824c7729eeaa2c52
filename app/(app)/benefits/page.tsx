import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { isFeatureOn } from "@/lib/config";
import { listBenefitClients } from "@/lib/benefits/list-benefit-clients";
import { can } from "@/lib/policy";
import { BenefitsAdmin } from "./page-client";

export const metadata: Metadata = { title: "Benefits" };

// Benefits admins: every client's supplementary benefits choice per country. The benefits flag switches the page with
// its navigation entry (spec 3 section 2).
export default async function BenefitsPage() {
  const actor = await guardPage({ permission: "benefits.admin" });
  if (!isFeatureOn("benefits")) notFound();
  const companies = await listBenefitClients(actor);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Benefits</h1>
      <BenefitsAdmin companies={companies} canChoose={can(actor, "benefits.choose")} />
    </div>
  );
}
