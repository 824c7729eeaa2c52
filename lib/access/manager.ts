// Manager tenancy: a manager row belongs to a company; an actor reaches the managers of the companies they reach.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";

/** Tenant `where` on Manager. */
export function managerWhere(actor: Actor): Prisma.ManagerWhereInput {
  return companyIdWhere(actor);
}

export const managerNotFound = () => new AppError("NOT_FOUND", "Manager not found");

/** The reachable manager record of a user (with the given select), or 404. */
export async function findManagerOfUserOrThrow<S extends Prisma.ManagerSelect>(
  actor: Actor,
  userId: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.ManagerGetPayload<{ select: S }>> {
  const manager = await client.manager.findFirst({ where: { userId, ...managerWhere(actor) }, select });
  if (!manager) throw managerNotFound();
  return manager as Prisma.ManagerGetPayload<{ select: S }>;
}
