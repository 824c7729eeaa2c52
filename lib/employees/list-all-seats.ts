// GET /api/seats (admins): every company's seats, newest first, keyset-paged by (createdAt, id).
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/generated/prisma/client";
import { seatWhere } from "@/lib/access/seat";

export const ZAllSeatsQuery = z.object({
  /** The last id of the previous page. */
  cursor: z.string().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  companyId: z.string().max(64).optional(),
  seatStatus: z.enum(["pending", "archived"]).optional(),
});

export async function listAllSeats(actor: Actor, query: z.infer<typeof ZAllSeatsQuery>) {
  const filters: Prisma.SeatWhereInput[] = [seatWhere(actor)];
  if (query.companyId) filters.push({ companyId: query.companyId });
  if (query.seatStatus) filters.push({ seatStatus: query.seatStatus });
  const rows = await db.seat.findMany({
    where: { AND: filters },
    select: {
      id: true,
      companyId: true,
      company: { select: { name: true } },
      firstName: true,
      lastName: true,
      countryCode: true,
      seatStatus: true,
      sowStatus: true,
      desiredStartDate: true,
      createdAt: true,
    },
    orderBy: { id: "desc" },
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
    take: query.pageSize + 1,
  });
  const items = rows.slice(0, query.pageSize).map(({ company, ...seat }) => ({ ...seat, companyName: company.name }));
  return { items, nextCursor: rows.length > query.pageSize ? (items.at(-1)?.id ?? null) : null };
}
