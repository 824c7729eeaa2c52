// POST /api/public-holidays: an admin adds a company day off, a day the company's employees in a country (or in
// one region of it) do not work and are not charged for (docs/time.md). A day off removed before comes back
// with the new name; one already in place answers 409. Audited in the transaction of the change.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { assertCompanyReachable } from "@/lib/access/company";
import { publicHolidaySelect, toPublicHolidayDto } from "@/lib/holidays/dto";
import { assertRegionKnown } from "@/lib/holidays/holiday-place";
import type { PublicHolidayDto } from "@/lib/holidays/response-schema";
import { ZCompanyDayOff, type CompanyDayOffInput } from "@/lib/holidays/schema";

export async function addCompanyDayOff(actor: Actor, input: CompanyDayOffInput): Promise<PublicHolidayDto> {
  const body = ZCompanyDayOff.parse(input);
  await assertCompanyReachable(actor, body.companyId);
  const country = await db.country.findUnique({ where: { code: body.countryCode }, select: { code: true } });
  if (!country)
    throw new AppError("BAD_REQUEST", `There is no country ${body.countryCode}.`, {
      fieldErrors: { countryCode: [`There is no country ${body.countryCode}`] },
    });
  await assertRegionKnown(body.countryCode, body.region);
  const date = new Date(`${body.date}T00:00:00Z`);
  const key = { countryCode: body.countryCode, region: body.region, companyId: body.companyId, date };
  return db.$transaction(async (tx) => {
    const existing = await tx.publicHoliday.findUnique({
      where: { countryCode_region_companyId_date: key },
      select: { id: true, name: true, removedAt: true },
    });
    if (existing && !existing.removedAt)
      throw new AppError("CONFLICT", `This company already has a day off on ${body.date}: ${existing.name}.`);
    const row = existing
      ? await tx.publicHoliday.update({
          where: { id: existing.id },
          data: { name: body.name, removedAt: null, removedById: null },
          select: publicHolidaySelect,
        })
      : await tx.publicHoliday.create({
          data: { ...key, name: body.name, source: "ADDED", createdById: actor.userId },
          select: publicHolidaySelect,
        });
    await recordAudit(tx, {
      actor,
      action: "publicHoliday.addCompanyDayOff",
      entityType: "PublicHoliday",
      entityId: row.id,
      before: existing ? { name: existing.name, removedAt: existing.removedAt } : null,
      after: { ...body, removedAt: null },
    });
    return toPublicHolidayDto(row);
  });
}
