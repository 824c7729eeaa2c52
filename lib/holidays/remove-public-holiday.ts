// DELETE /api/public-holidays/{id}: an admin removes a public holiday or a company day off. The row is kept with
// removedAt (and who), so generating the year again does not bring a removed public holiday back. Removing a
// national day removes it in every region of the country too (a regional list repeats the national days).
// A company day off is reached through its company (a foreign one answers 404); everyone's public holidays
// only by staff who reach every company. Audited in the transaction of the change.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { ownCompanyId } from "@/lib/access/company";

const notFound = () => new AppError("NOT_FOUND", "Public holiday not found");

export async function removePublicHoliday(actor: Actor, id: string): Promise<void> {
  const own = ownCompanyId(actor);
  await db.$transaction(async (tx) => {
    const row = await tx.publicHoliday.findFirst({
      where: { id, removedAt: null, ...(own === null ? {} : { companyId: own }) },
      select: { id: true, countryCode: true, region: true, companyId: true, date: true, name: true, source: true },
    });
    if (!row) throw notFound();
    const removedAt = new Date();
    const removed = { removedAt, removedById: actor.userId };
    // Conditional: a concurrent removal leaves nothing to update.
    const { count } = await tx.publicHoliday.updateMany({ where: { id, removedAt: null }, data: removed });
    if (count === 0) throw notFound();
    const national = row.companyId === "" && row.region === "";
    const regions = national
      ? await tx.publicHoliday.findMany({
          where: { countryCode: row.countryCode, companyId: "", date: row.date, region: { not: "" }, removedAt: null },
          select: { region: true },
          orderBy: { region: "asc" },
        })
      : [];
    if (regions.length)
      await tx.publicHoliday.updateMany({
        where: { countryCode: row.countryCode, companyId: "", date: row.date, region: { not: "" }, removedAt: null },
        data: removed,
      });
    await recordAudit(tx, {
      actor,
      action: "publicHoliday.remove",
      entityType: "PublicHoliday",
      entityId: row.id,
      before: {
        countryCode: row.countryCode,
        region: row.region,
        companyId: row.companyId,
        date: row.date,
        name: row.name,
        source: row.source,
        removedAt: null,
      },
      after: { removedAt, ...(regions.length ? { alsoRemovedInRegions: regions.map((r) => r.region) } : {}) },
    });
  });
}
