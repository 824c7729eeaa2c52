"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";

/**
 * GET /api/users?role=admin, the keyset pages after the first one (the server page renders that one): nothing is
 * fetched until setSize asks for a page, then each page starts after the previous page's nextPageKey.
 */
export function useAdminPagesAfter<T extends { nextPageKey: string | null }>(
  firstPageKey: string | null,
  pageSize = 100,
) {
  return useSWRInfinite<T>(
    (index, previous: T | null) => {
      const after = index === 0 ? firstPageKey : previous?.nextPageKey;
      return after ? apiPath("/api/users", { role: "admin", pageSize, nextPageKey: after }) : null;
    },
    swrFetcher,
    { initialSize: 0, revalidateFirstPage: false },
  );
}
