// GET /api/contractors/{contractorId}: the contractor with the contracts the caller may see.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
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
  const [country, acceptedBy] = await Promise.all([
    db.country.findUnique({ where: { code: c.residenceCountry }, select: { name: true } }),
    c.misclassificationRiskAcceptedBy
      ? db.user.findUnique({
          where: { id: c.misclassificationRiskAcceptedBy },
          select: { firstName: true, lastName: true },
        })
      : null,
  ]);
  return {
    ...c,
    residenceCountryName: country?.name ?? null,
    misclassificationRiskAcceptedByName: acceptedBy ? `${acceptedBy.firstName} ${acceptedBy.lastName}` : null,
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

export type ContractorDetail = Awaited<ReturnType<typeof getContractor>>;
