import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { ZProviderListQuery } from "@/lib/lsps/legal-entities/schema";
import { listLegalEntities } from "@/lib/lsps/legal-entities/list-legal-entities";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderTable } from "@/components/back-office/provider-table";

export const metadata: Metadata = { title: "Legal entities" };

export default async function LegalEntitiesPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const actor = await guardPage({ permission: "legalEntities.read" });
  const parsed = ZProviderListQuery.safeParse(await searchParams);
  const filters = parsed.success ? parsed.data : {};
  const [rows, lsps] = await Promise.all([listLegalEntities(filters), lspCountryChoices()]);
  return (
    <ProviderTable
      title="Legal entities"
      pageBase="/back-office/legal-entities"
      rows={rows}
      lsps={lsps}
      filters={filters}
      canCreate={can(actor, "legalEntities.manage")}
      createLabel="Add legal entity"
    />
  );
}
