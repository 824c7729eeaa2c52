// PUT /api/clients/{clientId}/terms (and the demo POST /clients/{clientId}/accept): 'I agree to the Client
// Terms' is recorded once, with who and when; a second acceptance leaves the first record untouched.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { resolveClientCompanyId, type ClientIdType } from "@/lib/access/contractor-client";
import { getClient } from "@/lib/companies/clients/get-client";

export async function acceptClientTerms(actor: Actor, clientId: string, idType: ClientIdType) {
  const companyId = await resolveClientCompanyId(actor, clientId, idType);
  await db.$transaction(async (tx) => {
    const company = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } });
    const row = await tx.contractorClient.upsert({
      where: { companyId },
      create: { companyId, companyName: company.name },
      update: {},
      select: { id: true },
    });
    const { count } = await tx.contractorClient.updateMany({
      where: { id: row.id, opTermsAccepted: false },
      data: { opTermsAccepted: true, opTermsAcceptedAt: new Date(), opTermsAcceptedBy: actor.userId },
    });
    if (count)
      await recordAudit(tx, {
        actor,
        action: "contractorClient.acceptTerms",
        entityType: "ContractorClient",
        entityId: row.id,
        before: { opTermsAccepted: false },
        after: { opTermsAccepted: true, opTermsAcceptedBy: actor.userId },
      });
  });
  return getClient(actor, companyId, "op_id");
}
