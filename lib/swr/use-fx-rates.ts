"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { FxRateFilters, FxRateList } from "@/lib/finance/fx-rates/schema";

/** GET /api/payroll/fx-exchange-rates: the FX-rates tab's table (one keyset page). */
export function useFxRates(filters: FxRateFilters, nextPageKey: string | null, pageSize = 100) {
  return useSWR<FxRateList>(
    apiPath("/api/payroll/fx-exchange-rates", { ...filters, pageSize, nextPageKey }),
    swrFetcher,
    { keepPreviousData: true },
  );
}
