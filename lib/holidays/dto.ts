// The JSON shape of a public holiday (lib/holidays/response-schema.ts): "" region and company read as null.
import type { Prisma } from "@/generated/prisma/client";
import type { PublicHolidayDto } from "@/lib/holidays/response-schema";

export const publicHolidaySelect = {
  id: true,
  countryCode: true,
  region: true,
  companyId: true,
  date: true,
  name: true,
  source: true,
} satisfies Prisma.PublicHolidaySelect;

type Row = Prisma.PublicHolidayGetPayload<{ select: typeof publicHolidaySelect }>;

export function toPublicHolidayDto(row: Row): PublicHolidayDto {
  return {
    id: row.id,
    countryCode: row.countryCode,
    region: row.region || null,
    companyId: row.companyId || null,
    date: row.date.toISOString().slice(0, 10),
    name: row.name,
    source: row.source,
  };
}
