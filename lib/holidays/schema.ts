// Public holidays (docs/time.md): the query of GET /api/public-holidays and the body of POST (a company day off),
// shared by the time-off form and the handlers. Browser-safe.
import { z } from "zod";
import { isoDate } from "@/lib/zod/date";

/** A listing spans at most two years (a booking form asks for its range, a year view for one year). */
export const MAX_RANGE_DAYS = 731;
const DAY_MS = 86_400_000;

export const ZCountryCode = z
  .string({ error: "Please choose a country" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use the two-letter country code (e.g. DE)");

/** date-holidays' state code (DE "BY"); empty: the national list. */
export const ZRegion = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{0,10}$/, "Use the region's code (e.g. BY)")
  .optional()
  .default("");

const ZId = z.string().trim().min(1).max(64);

export const ZPublicHolidayQuery = z
  .object({
    countryCode: ZCountryCode,
    region: ZRegion,
    from: isoDate("Please enter the first day (yyyy-mm-dd)"),
    to: isoDate("Please enter the last day (yyyy-mm-dd)"),
    /** Whose company days off to include: the caller's company when not given (staff: none). */
    companyId: ZId.optional(),
  })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The last day should be on or after the first day" })
  .refine((q) => q.to < q.from || Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * DAY_MS, {
    path: ["to"],
    message: "Ask for at most two years at a time",
  });
export type PublicHolidayQueryInput = z.input<typeof ZPublicHolidayQuery>;

/** POST /api/public-holidays: a company day off of the company's employees in a country (or one region of it). */
export const ZCompanyDayOff = z.object({
  companyId: ZId,
  countryCode: ZCountryCode,
  region: ZRegion,
  date: isoDate("Please enter the day off (yyyy-mm-dd)"),
  name: z
    .string({ error: "Please name the day off" })
    .trim()
    .min(1, "Please name the day off")
    .max(120, "Keep the name under 120 characters"),
});
export type CompanyDayOffInput = z.input<typeof ZCompanyDayOff>;

export const ZPublicHolidayParams = z.object({ id: ZId });
