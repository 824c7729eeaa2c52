import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { getLegalEntity } from "@/lib/lsps/legal-entities/get-legal-entity";
import { lspCountryChoices } from "@/lib/lsps/serves-country";
import { ProviderDetail } from "@/components/back-office/provider-detail";

export const metadata: Metadata = { title: "Legal entity" };

export default async function LegalEntityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await guardPage({ permission: "legalEntities.read" });
  const [record, choices] = await Promise.all([orNotFound(() => getLegalEntity(id)), lspCountryChoices()]);
  return (
    <ProviderDetail
      record={record}
      noun="Legal entity"
      endpoint="/api/legal-entities"
      pageBase="/back-office/legal-entities"
      historyLabel="Employees or pay reports"
      choices={can(actor, "legalEntities.manage") ? choices : null}
    />
  );
}
