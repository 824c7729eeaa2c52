import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { getPayrollProvider } from "@/lib/lsps/providers/get-payroll-provider";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderDetail } from "@/components/back-office/provider-detail";

export const metadata: Metadata = { title: "Payroll provider" };

export default async function PayrollProviderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await guardPage({ permission: "payrollProviders.read" });
  const [record, choices] = await Promise.all([orNotFound(() => getPayrollProvider(id)), lspCountryChoices()]);
  return (
    <ProviderDetail
      record={record}
      noun="Payroll provider"
      endpoint="/api/payroll-providers"
      pageBase="/back-office/payroll-providers"
      historyLabel="Pay reports"
      choices={can(actor, "payrollProviders.manage") ? choices : null}
    />
  );
}
