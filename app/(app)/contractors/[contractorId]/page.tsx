import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { getContractor } from "@/lib/contractors/get-contractor";
import { listContractorInvoices } from "@/lib/contractors/list-contractor-invoices";
import { contractorContractWorkflow, contractorWorkflow } from "@/lib/contractors/workflow";
import { CONTRACTOR_INVOICE_PAGE_SIZE } from "@/lib/contractors/schema";
import { ContractorDetailClient } from "./page-client";

export const metadata: Metadata = { title: "Contractor" };

// Spec 2 sections 3, 4: the contractor, their contracts and invoices (numbered pages, overdue shown). Admins get
// the state changes the transition tables allow (lib/contractors/workflow.ts); others see no actions.
export default async function ContractorDetailPage({ params }: { params: Promise<{ contractorId: string }> }) {
  const actor = await guardPage({ permission: "contractors.read" });
  const { contractorId } = await params;
  const contractor = await orNotFound(() => getContractor(actor, contractorId));
  const invoices = await listContractorInvoices(actor, contractorId, { size: CONTRACTOR_INVOICE_PAGE_SIZE });
  const manage = can(actor, "contractors.manage");
  return (
    <ContractorDetailClient
      contractor={contractor}
      invoices={invoices}
      stateTargets={manage ? [...contractorWorkflow.targetsFrom(contractor.state)] : []}
      contractTargets={Object.fromEntries(
        contractor.contracts.map((k) => [k.id, manage ? [...contractorContractWorkflow.targetsFrom(k.state)] : []]),
      )}
    />
  );
}
