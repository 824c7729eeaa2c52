// GET /api/taxonomies-update-job: jobs newest first with the spec's params (pageIndex, pageSize 20 or 50,
// legalEntityId, countryCode, status); answer items and totalCount (spec 3 section 7).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { TaxonomyJobList, TaxonomyJobQuery, TaxonomyJobView } from "@/lib/taxonomies/schema";

export async function listTaxonomyJobs(query: TaxonomyJobQuery): Promise<TaxonomyJobList> {
  const where: Prisma.TaxonomyUpdateJobWhereInput = {
    ...(query.legalEntityId ? { legalEntityId: query.legalEntityId } : {}),
    ...(query.countryCode ? { countryCode: query.countryCode } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const [rows, totalCount] = await Promise.all([
    db.taxonomyUpdateJob.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
      include: { legalEntity: { select: { name: true } } },
    }),
    db.taxonomyUpdateJob.count({ where }),
  ]);
  const creators = await db.user.findMany({
    where: { id: { in: rows.map((r) => r.createdById).filter((id): id is string => !!id) } },
    select: { id: true, email: true },
  });
  const emailOf = new Map(creators.map((u) => [u.id, u.email]));
  return {
    totalCount,
    items: rows.map((r): TaxonomyJobView => ({
      id: r.id,
      countryCode: r.countryCode,
      legalEntityId: r.legalEntityId,
      legalEntityName: r.legalEntity?.name ?? null,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      messages: { errors: Array.isArray(r.errors) ? (r.errors as { message: string }[]) : [] },
      createdBy: r.createdById ? (emailOf.get(r.createdById) ?? null) : null,
    })),
  };
}
