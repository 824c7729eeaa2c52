"use client";

import { useState } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { GtnList } from "@/lib/payroll/dto";

type Filters = Record<string, string | number | undefined>;

/**
 * GET /api/gross-to-net, keyset-paged: the cursors of the pages visited so far are kept so Previous works;
 * any change of filters or page size starts again at the first page. Polls while files are processing.
 */
export function usePayReports(filters: Filters) {
  const base = apiPath("/api/gross-to-net", filters);
  const [trail, setTrail] = useState<{ base: string; cursors: string[] }>({ base, cursors: [] });
  const cursors = trail.base === base ? trail.cursors : [];
  const swr = useSWR<GtnList>(apiPath("/api/gross-to-net", { ...filters, cursor: cursors.at(-1) }), swrFetcher, {
    refreshInterval: (latest) => (latest && latest.processingCount > 0 ? 2000 : 0),
  });
  const nextCursor = swr.data?.nextCursor ?? null;
  return {
    ...swr,
    pageIndex: cursors.length,
    hasNext: nextCursor !== null,
    next: () => nextCursor && setTrail({ base, cursors: [...cursors, nextCursor] }),
    previous: () => setTrail({ base, cursors: cursors.slice(0, -1) }),
  };
}
