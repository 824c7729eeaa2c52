"use client";

import { useState } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { GtnList } from "@/lib/payroll/dto";

type Filters = Record<string, string | number | undefined>;

/**
 * GET /api/gross-to-net: pages forward by keyset (the cursors of the pages visited so far are kept so Previous
 * works, and pageIndex goes along so the answer carries it); the answer's totalCount gives the page count. Any
 * change of filters or page size starts again at the first page. Polls while files are processing.
 */
export function usePayReports(filters: Filters) {
  const base = apiPath("/api/gross-to-net", filters);
  const [trail, setTrail] = useState<{ base: string; cursors: string[] }>({ base, cursors: [] });
  const cursors = trail.base === base ? trail.cursors : [];
  const swr = useSWR<GtnList>(
    apiPath("/api/gross-to-net", { ...filters, cursor: cursors.at(-1), pageIndex: cursors.length || undefined }),
    swrFetcher,
    { refreshInterval: (latest) => (latest && latest.processingCount > 0 ? 2000 : 0) },
  );
  const nextCursor = swr.data?.nextCursor ?? null;
  const pageSize = swr.data?.pageSize;
  return {
    ...swr,
    pageIndex: cursors.length,
    pageCount: swr.data && pageSize ? Math.max(1, Math.ceil(swr.data.totalCount / pageSize)) : undefined,
    hasNext: nextCursor !== null,
    next: () => nextCursor && setTrail({ base, cursors: [...cursors, nextCursor] }),
    previous: () => setTrail({ base, cursors: cursors.slice(0, -1) }),
  };
}
