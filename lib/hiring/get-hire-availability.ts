// 'Choose your type of hire': which hire types the company may use now.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { isFeatureOn } from "@/lib/config";
import { availableHireTypes } from "@/lib/hiring/availability";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";

export async function getHireAvailability(actor: Actor, companyId: string) {
  const company = await findCompanyOrThrow(actor, companyId, {
    id: true,
    name: true,
    enabledProducts: true,
    isInternal: true,
  });
  const overdue = await getOverdueInvoices(company.id);
  return {
    companyId: company.id,
    companyName: company.name,
    ...availableHireTypes({
      enabledProducts: company.enabledProducts,
      hasOverdueInvoices: overdue.isOverdue,
      addContractorHireFlag: isFeatureOn("addContractorHire"),
      isInternalCompany: company.isInternal,
    }),
  };
}
