import type { Metadata } from "next";
import { can } from "@/lib/policy";
import { guardPage } from "@/lib/pages/guard";
import { PayrollHome } from "@/components/payroll/payroll-home";

export const metadata: Metadata = { title: "Payroll" };

// Spec 2 section 2 / spec 3 section 2: /payroll with tabs #payroll-instances (Workbooks), #fx-rates,
// #provider-id, #cutoff-reports and #taxonomies-update, each shown as lib/policy.ts allows.
export default async function PayrollPage() {
  const actor = await guardPage({ permission: "payroll.access" });
  return (
    <PayrollHome
      canCreateWorkbook={can(actor, "workbooks.create")}
      showCutoff={can(actor, "cutoffReports.read")}
      showProviderId={can(actor, "providerIds.upload")}
      showTaxonomies={can(actor, "taxonomies.manage")}
    />
  );
}
