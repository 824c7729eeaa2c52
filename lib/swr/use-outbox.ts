"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { z } from "zod";
import type { ZOutboxPage } from "@/lib/mail/response-schema";

export type OutboxPage = z.infer<typeof ZOutboxPage>;

/** GET /api/dev/outbox: one page of stored messages, optionally for one recipient. */
export function useOutbox(pageIndex: number, to: string, pageSize = 20) {
  return useSWR<OutboxPage>(apiPath("/api/dev/outbox", { pageIndex, pageSize, to }), swrFetcher);
}
