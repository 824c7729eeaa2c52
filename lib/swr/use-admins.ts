"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { z } from "zod";
import type { ZAdminUserPage } from "@/lib/account/admins/response-schema";

export type AdminPage = z.infer<typeof ZAdminUserPage>;

/**
 * GET /api/users?role=admin, the keyset pages after the first one (the server page renders that one): nothing is
 * fetched until setSize asks for a page, then each page starts after the previous page's nextPageKey.
 */
export function useAdminPagesAfter(firstPageKey: string | null, pageSize = 100) {
  return useSWRInfinite<AdminPage>(
    (index, previous: AdminPage | null) => {
      const after = index === 0 ? firstPageKey : previous?.nextPageKey;
      return after ? apiPath("/api/users", { role: "admin", pageSize, nextPageKey: after }) : null;
    },
    swrFetcher,
    { initialSize: 0, revalidateFirstPage: false },
  );
}
