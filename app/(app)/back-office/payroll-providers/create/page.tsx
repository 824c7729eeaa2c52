import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderForm } from "@/components/back-office/provider-form";

export const metadata: Metadata = { title: "Add payroll provider" };

export default async function CreatePayrollproviderPage() {
  await guardPage({ permission: "payrollProviders.manage" });
  const choices = await lspCountryChoices();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/back-office/payroll-providers" className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Add payroll provider</h1>
      <ProviderForm
        endpoint="/api/payroll-providers"
        pageBase="/back-office/payroll-providers"
        noun="Payroll provider"
        choices={choices}
      />
    </div>
  );
}
