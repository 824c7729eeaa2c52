// Termination request tenancy: staff reach every request; a manager their company's; anyone else none.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";

export function terminationRequestWhere(actor: Actor): Prisma.TerminationRequestWhereInput {
  return companyIdWhere(actor);
}

export const terminationNotFound = () => new AppError("NOT_FOUND", "Termination request not found");

export async function findTerminationRequestOrThrow<S extends Prisma.TerminationRequestSelect>(
  actor: Actor,
  id: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.TerminationRequestGetPayload<{ select: S }>> {
  const row = await client.terminationRequest.findFirst({
    where: { AND: [{ id }, terminationRequestWhere(actor)] },
    select,
  });
  if (!row) throw terminationNotFound();
  return row as Prisma.TerminationRequestGetPayload<{ select: S }>;
}
