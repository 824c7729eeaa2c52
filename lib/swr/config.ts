"use client";

// The one SWR policy (components/providers.tsx provides it): the API fetcher, no retry on 4xx, otherwise up to
// 3 retries 2 s apart (spec).
import type { SWRConfiguration } from "swr";
import { shouldRetry, swrFetcher } from "@/lib/http/client";

export const MAX_RETRIES = 3;

export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (shouldRetry(error) && retryCount < MAX_RETRIES) setTimeout(() => revalidate({ retryCount }), 2000);
  },
};
