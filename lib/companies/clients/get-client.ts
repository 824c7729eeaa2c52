// GET /api/clients/{clientId}?id_type=op_id|internal_id: the contractor client of a company, or its not-yet
// created shape (terms not accepted) so the add-contractor flow starts at the terms step.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { resolveClientCompanyId, type ClientIdType } from "@/lib/access/contractor-client";

export async function getClient(actor: Actor, clientId: string, idType: ClientIdType) {
  const companyId = await resolveClientCompanyId(actor, clientId, idType);
  const [client, company] = await Promise.all([
    db.contractorClient.findUnique({ where: { companyId } }),
    db.company.findUnique({ where: { id: companyId }, select: { name: true } }),
  ]);
  return {
    id: client?.id ?? null,
    companyId,
    companyName: client?.companyName ?? company!.name,
    opTermsAccepted: client?.opTermsAccepted ?? false,
    opTermsAcceptedAt: client?.opTermsAcceptedAt?.toISOString() ?? null,
    opTermsAcceptedBy: client?.opTermsAcceptedBy ?? null,
  };
}
