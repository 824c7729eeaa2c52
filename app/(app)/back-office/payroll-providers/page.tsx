import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { ZProviderListQuery } from "@/lib/lsps/legal-entities/schema";
import { listPayrollProviders } from "@/lib/lsps/providers/list-payroll-providers";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderTable } from "@/components/back-office/provider-table";

export const metadata: Metadata = { title: "Payroll providers" };

export default async function PayrollProvidersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string>>;
}) {
  const actor = await guardPage({ permission: "payrollProviders.read" });
  const parsed = ZProviderListQuery.safeParse(await searchParams);
  const filters = parsed.success ? parsed.data : {};
  const [rows, lsps] = await Promise.all([listPayrollProviders(filters), lspCountryChoices()]);
  return (
    <ProviderTable
      title="Payroll providers"
      pageBase="/back-office/payroll-providers"
      rows={rows}
      lsps={lsps}
      filters={filters}
      canCreate={can(actor, "payrollProviders.manage")}
      createLabel="Add payroll provider"
    />
  );
}
