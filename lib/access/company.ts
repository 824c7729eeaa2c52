// Company tenancy: which companies an actor reaches and the one get-or-404. Without the
// "tenancy.allCompanies" grant an actor reaches only their own company; any other id is not found.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

type Client = Tx | typeof db;

/** The company id an actor is confined to, or null when the actor reaches every company. */
export function ownCompanyId(actor: Actor): string | null {
  return can(actor, "tenancy.allCompanies") ? null : (actor.companyId ?? "__none__");
}

/** Tenant `where` on Company. */
export function companyWhere(actor: Actor): Prisma.CompanyWhereInput {
  const own = ownCompanyId(actor);
  return own === null ? {} : { id: own };
}

/** Tenant `where` for any row that carries a companyId (seats, managers, ...). */
export function companyIdWhere(actor: Actor): { companyId?: string } {
  const own = ownCompanyId(actor);
  return own === null ? {} : { companyId: own };
}

export function canReachCompany(actor: Actor, companyId: string): boolean {
  const own = ownCompanyId(actor);
  return own === null || own === companyId;
}

export const companyNotFound = () => new AppError("NOT_FOUND", "Company not found");

/** One reachable company with the given select, or 404. */
export async function findCompanyOrThrow<S extends Prisma.CompanySelect>(
  actor: Actor,
  companyId: string,
  select: S,
  client: Client = db,
): Promise<Prisma.CompanyGetPayload<{ select: S }>> {
  if (!canReachCompany(actor, companyId)) throw companyNotFound();
  const company = await client.company.findUnique({ where: { id: companyId }, select });
  if (!company) throw companyNotFound();
  return company as Prisma.CompanyGetPayload<{ select: S }>;
}

/** Throws 404 unless the actor reaches the company; returns what callers most often need. */
export function assertCompanyReachable(actor: Actor, companyId: string, client: Client = db) {
  return findCompanyOrThrow(actor, companyId, { id: true, isInternal: true, needsManagerReview: true }, client);
}
