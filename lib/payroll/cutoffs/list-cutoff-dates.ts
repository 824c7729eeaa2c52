// GET /api/cutoff-dates: the cutoff calendar from a base day (default today), soonest first. The first row is
// what the screens show as 'Next cutoff date'.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { TCutoffDatesQuery } from "@/lib/payroll/cutoffs/schema";

export async function listCutoffDates(query: TCutoffDatesQuery) {
  const base = query.baseDate ?? new Date().toISOString().slice(0, 10);
  const where: Prisma.CutoffDateWhereInput = { cutoffDate: { gte: new Date(`${base}T00:00:00Z`) } };
  if (query.lspId) where.lspId = query.lspId;
  if (query.countryCode) where.countryCode = query.countryCode;
  if (query.legalEntityId) where.legalEntityId = query.legalEntityId;
  if (query.cycles) where.payrollCycle = { in: query.cycles };
  const rows = await db.cutoffDate.findMany({
    where,
    orderBy: [{ cutoffDate: "asc" }, { payrollCycle: "asc" }],
    take: 100,
    select: {
      lspId: true,
      countryCode: true,
      legalEntityId: true,
      payrollCycle: true,
      payrollPeriod: true,
      cutoffDate: true,
    },
  });
  const cutoffDates = rows.map((r) => ({ ...r, cutoffDate: r.cutoffDate.toISOString().slice(0, 10) }));
  return { nextCutoffDate: cutoffDates[0]?.cutoffDate ?? null, cutoffDates };
}
