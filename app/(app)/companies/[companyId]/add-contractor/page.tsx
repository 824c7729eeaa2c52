import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isFeatureOn } from "@/lib/config";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getAddContractorContext } from "@/lib/contractors/get-add-contractor-context";
import { AddContractorClient } from "./page-client";

export const metadata: Metadata = { title: "Add contractor" };

// Spec 1 sections 2 and 5: the contractor flow. Behind the add-contractor flag (off by default, spec 1
// section 9): with the flag off the page does not exist, as POST /api/contractors answers 404.
export default async function AddContractorPage({ params }: { params: Promise<{ companyId: string }> }) {
  const actor = await guardPage({ permission: "contractors.create" });
  if (!isFeatureOn("addContractorHire")) notFound();
  const { companyId } = await params;
  const context = await orNotFound(() => getAddContractorContext(actor, companyId));
  return <AddContractorClient context={context} />;
}
