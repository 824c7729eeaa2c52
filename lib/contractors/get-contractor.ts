// GET /api/contractors/{contractorId}: the contractor with the contracts the caller may see.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { clientScope, findContractorOrThrow } from "@/lib/access/contractor";

export async function getContractor(actor: Actor, id: string) {
  const c = await findContractorOrThrow(actor, id, {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    requestedEmail: true,
    residenceCountry: true,
    state: true,
    version: true,
    misclassificationRiskAccepted: true,
    misclassificationRiskAcceptedAt: true,
    misclassificationRiskAcceptedBy: true,
    createdAt: true,
    contracts: {
      where: clientScope(actor),
      orderBy: { startDate: "desc" },
      select: {
        id: true,
        jobRole: true,
        invoicingCurrency: true,
        billingCurrency: true,
        expectedInvoicingFrequency: true,
        rate: true,
        startDate: true,
        endDate: true,
        state: true,
        version: true,
        client: { select: { companyId: true, companyName: true } },
      },
    },
  });
  return {
    ...c,
    misclassificationRiskAcceptedAt: c.misclassificationRiskAcceptedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    contracts: c.contracts.map((k) => ({
      ...k,
      rate: k.rate.toFixed(2),
      startDate: k.startDate.toISOString().slice(0, 10),
      endDate: k.endDate?.toISOString().slice(0, 10) ?? null,
    })),
  };
}
