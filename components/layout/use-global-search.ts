"use client";

// GET /api/search for the header combobox: the term debounced (300 ms), asked only from the minimum length on.
import { useEffect, useState } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { SEARCH_MIN_LENGTH } from "@/lib/search/search-constants";
import type { GlobalSearchResponse } from "@/lib/search/search-schema";

export function useGlobalSearch(term: string) {
  const [debounced, setDebounced] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), 300);
    return () => clearTimeout(timer);
  }, [term]);
  const q = debounced.trim();
  const key = q.length >= SEARCH_MIN_LENGTH ? `/api/search?q=${encodeURIComponent(q)}` : null;
  const result = useSWR<GlobalSearchResponse>(key, swrFetcher, { keepPreviousData: true });
  return { ...result, pending: term.trim() !== q || result.isLoading };
}
