// 'Choose your type of hire': which hire types the company may use now.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { isFeatureOn } from "@/lib/config";
import { availableHireTypes } from "@/lib/hiring/availability";

export async function getHireAvailability(actor: Actor, companyId: string) {
  const company = await findCompanyOrThrow(actor, companyId, {
    id: true,
    name: true,
    enabledProducts: true,
    isInternal: true,
    clientBalances: { select: { daysOverdue: true } },
  });
  return {
    companyId: company.id,
    companyName: company.name,
    ...availableHireTypes({
      enabledProducts: company.enabledProducts,
      hasOverdueInvoices: company.clientBalances.some((b) => (b.daysOverdue ?? 0) > 0),
      addContractorHireFlag: isFeatureOn("addContractorHire"),
      isInternalCompany: company.isInternal,
    }),
  };
}
