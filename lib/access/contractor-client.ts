// Contractor client tenancy. A client is addressed by op_id (the OmniPlatform company id) or internal_id (the
// contractor client's own id); a manager reaches only their company's client.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { canReachCompany } from "@/lib/access/company";

export type ClientIdType = "op_id" | "internal_id";
export const clientNotFound = () => new AppError("NOT_FOUND", "Client not found");

/** The company id a client id names (404 when unknown or not reachable). */
export async function resolveClientCompanyId(
  actor: Actor,
  clientId: string,
  idType: ClientIdType,
  client: Tx | typeof db = db,
): Promise<string> {
  let companyId = clientId;
  if (idType === "internal_id") {
    const row = await client.contractorClient.findUnique({ where: { id: clientId }, select: { companyId: true } });
    if (!row) throw clientNotFound();
    companyId = row.companyId;
  }
  if (!canReachCompany(actor, companyId)) throw clientNotFound();
  const company = await client.company.findUnique({ where: { id: companyId }, select: { id: true } });
  if (!company) throw clientNotFound();
  return companyId;
}
