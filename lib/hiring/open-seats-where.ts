// A company's open seats: the rows of the pending employees tab (lib/hiring/list-seats.ts) before its filters.
// Archived seats are hidden; converted seats are employees now. Shared by the list and the counts that link to
// it (lib/home/), so a count and its list never disagree.
import type { Prisma } from "@/generated/prisma/client";
import type { DbSowStatus } from "@/lib/hiring/workflow";

/** `companyId` null: every company's (the caller's tenancy is added by who asks, lib/access/seat.ts). */
export function openSeatsWhere(companyId: string | null, sowStatuses: DbSowStatus[] = []): Prisma.SeatWhereInput {
  const where: Prisma.SeatWhereInput = { seatStatus: "pending", employee: { is: null } };
  if (companyId !== null) where.companyId = companyId;
  if (sowStatuses.length) where.sowStatus = { in: sowStatuses };
  return where;
}
