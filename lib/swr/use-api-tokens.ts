"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import type { ApiTokenView } from "@/lib/account/dto";

/** GET /api/api-tokens: the signed-in user's live tokens, newest first. */
export function useApiTokens() {
  return useSWR<ApiTokenView[]>("/api/api-tokens", swrFetcher);
}
