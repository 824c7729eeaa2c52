// FX rates tab (spec 2 section 2): list filters, the CSV export and the refresh source's shape. Browser-safe.
import { z } from "zod";
import type { ZFxRateList, ZFxRateView } from "@/lib/finance/fx-rates/response-schema";

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. EUR.");

export const ZFxRateFilters = z.object({
  fromCurrency: currency.optional(),
  toCurrency: currency.optional(),
});
export type FxRateFilters = z.infer<typeof ZFxRateFilters>;

export const ZFxRateListQuery = ZFxRateFilters.extend({
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  /** Keyset cursor: the last row's id of the previous page. */
  nextPageKey: z.string().trim().min(1).max(64).optional(),
});

export const FX_CSV_HEADER = ["From", "To", "Rate", "Date"] as const;

/** What a configured FX_RATES_SOURCE_URL answers: a list of rates (date yyyy-MM-dd). */
export const ZFxSourcePayload = z.object({
  rates: z
    .array(
      z.object({
        fromCurrency: currency,
        toCurrency: currency,
        rate: z
          .union([z.string(), z.number()])
          .transform((v) => String(v))
          .pipe(z.string().regex(/^\d+(\.\d+)?$/)),
        rateDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    )
    .max(10_000),
});
export type FxSourcePayload = z.infer<typeof ZFxSourcePayload>;

/** Daily refresh at 09:15 UTC (spec 2 section 2). */
export const FX_REFRESH_CRON = "15 9 * * *";
export const FX_REFRESH_JOB = "fx-rates.refresh";

export type FxRateView = z.infer<typeof ZFxRateView>;
export type FxRateList = z.infer<typeof ZFxRateList>;
