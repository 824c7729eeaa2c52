import { z } from "zod";
import { isCalendarDate } from "@/lib/zod/date";

const CYCLES = ["CYCLE_1", "CYCLE_2", "CYCLE_3", "CYCLE_4", "CYCLE_5", "OFF_CYCLE"] as const;

/** GET /api/cutoff-dates (spec 2 section 3 'Cutoff date query': lspId, countryCode, legalEntityId, baseDate, cycles). */
export const ZCutoffDatesQuery = z.object({
  lspId: z.string().min(1).max(64).optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Please choose a country")
    .optional(),
  legalEntityId: z.string().min(1).max(64).optional(),
  baseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date (yyyy-mm-dd)")
    .refine(isCalendarDate, "Please enter a valid date")
    .optional(),
  cycles: z
    .union([z.enum(CYCLES), z.array(z.enum(CYCLES)).max(6)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
export type TCutoffDatesQuery = z.infer<typeof ZCutoffDatesQuery>;
