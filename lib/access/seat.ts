// Seat tenancy: a seat belongs to a company, so an actor reaches the seats of the companies they reach.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";

/** Tenant `where` on Seat. */
export function seatWhere(actor: Actor): Prisma.SeatWhereInput {
  return companyIdWhere(actor);
}

/** One reachable seat (with the given select or include), or 404. */
export async function findSeatOrThrow<A extends Prisma.SeatDefaultArgs>(
  actor: Actor,
  id: string,
  args: A,
  client: Tx | typeof db = db,
): Promise<Prisma.SeatGetPayload<A>> {
  const seat = await client.seat.findFirst({ ...(args as object), where: { id, ...seatWhere(actor) } });
  if (!seat) throw new AppError("NOT_FOUND", "Seat not found");
  return seat as Prisma.SeatGetPayload<A>;
}
