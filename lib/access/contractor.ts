// Contractor tenancy: staff reach every contractor; a manager those with a contract for their company's
// contractor client; a contractor user themself; anyone else none.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { ownCompanyId } from "@/lib/access/company";

export function contractorWhere(actor: Actor): Prisma.ContractorWhereInput {
  const own = ownCompanyId(actor);
  if (own === null) return {};
  if (flagsOf(actor).isManager && actor.companyId) return { contracts: { some: { client: { companyId: own } } } };
  if (flagsOf(actor).isContractor) return { userId: actor.userId };
  return { id: "__none__" };
}

/** Contracts and invoices a manager sees: their company's client only. */
export function clientScope(actor: Actor): { client?: { companyId: string } } {
  const own = ownCompanyId(actor);
  return own === null || flagsOf(actor).isContractor ? {} : { client: { companyId: own } };
}

export const contractorNotFound = () => new AppError("NOT_FOUND", "Contractor not found");

export async function findContractorOrThrow<S extends Prisma.ContractorSelect>(
  actor: Actor,
  id: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.ContractorGetPayload<{ select: S }>> {
  const row = await client.contractor.findFirst({ where: { AND: [{ id }, contractorWhere(actor)] }, select });
  if (!row) throw contractorNotFound();
  return row as Prisma.ContractorGetPayload<{ select: S }>;
}
