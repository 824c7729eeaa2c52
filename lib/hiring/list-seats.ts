// The pending employees tab: a company's open seats, filtered and paged on the server.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import type { SowStatusValue } from "@/lib/hiring/constants";
import type { ZSeatListQuery } from "@/lib/hiring/schema";
import { sowFromSpec } from "@/lib/hiring/workflow";
import { seatInclude, toSeatDto } from "@/lib/hiring/seat-dto";
import { nameSearchWhere } from "@/lib/queries/name-search";
import { openSeatsWhere } from "@/lib/hiring/open-seats-where";

export async function listSeats(actor: Actor, companyId: string, query: z.output<typeof ZSeatListQuery>) {
  await findCompanyOrThrow(actor, companyId, { id: true });
  const statuses = query.status ? ([] as SowStatusValue[]).concat(query.status) : [];
  const countries = query.country ? ([] as string[]).concat(query.country).map((c) => c.toUpperCase()) : [];
  const base = openSeatsWhere(companyId);
  const where = openSeatsWhere(companyId, statuses.map(sowFromSpec));
  if (countries.length) where.countryCode = { in: countries };
  if (query.search) where.AND = [await nameSearchWhere("seat", query.search, { where: base, field: "search" })];
  const [items, totalCount, countryRows] = await Promise.all([
    db.seat.findMany({
      where,
      include: seatInclude,
      orderBy: [{ desiredStartDate: "asc" }, { createdAt: "desc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.seat.count({ where }),
    db.seat.findMany({
      where: base,
      distinct: ["countryCode"],
      select: { country: { select: { code: true, name: true } } },
    }),
  ]);
  return {
    items: items.map(toSeatDto),
    totalCount,
    pageSize: query.pageSize,
    countries: countryRows.map((r) => r.country).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
