import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderForm } from "@/components/back-office/provider-form";

export const metadata: Metadata = { title: "Add legal entity" };

export default async function CreateLegalentityPage() {
  await guardPage({ permission: "legalEntities.manage" });
  const choices = await lspCountryChoices();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/back-office/legal-entities" className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Add legal entity</h1>
      <ProviderForm
        endpoint="/api/legal-entities"
        pageBase="/back-office/legal-entities"
        noun="Legal entity"
        choices={choices}
      />
    </div>
  );
}
