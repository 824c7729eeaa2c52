// What the public-holiday routes answer (lib/holidays/dto.ts), for the OpenAPI document and the routes' type.
import { z } from "zod";
import { ZDate } from "@/lib/zod/response";

export const ZPublicHolidayView = z.object({
  id: z.string(),
  countryCode: z.string(),
  region: z.string().nullable().describe("date-holidays' state code; null: the national list"),
  companyId: z.string().nullable().describe("a company day off; null: everyone's public holiday"),
  date: ZDate,
  name: z.string(),
  source: z.enum(["GENERATED", "ADDED"]).describe("from the date-holidays package, or added by an admin"),
});
export type PublicHolidayDto = z.infer<typeof ZPublicHolidayView>;

export const ZPublicHolidayList = z.object({
  countryCode: z.string(),
  region: z.string().nullable(),
  from: ZDate,
  to: ZDate,
  holidays: z.array(ZPublicHolidayView).describe("by date; removed days left out"),
});
export type PublicHolidayListDto = z.infer<typeof ZPublicHolidayList>;
