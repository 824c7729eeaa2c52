// Browser side of the API: one fetcher for SWR and mutations. Refuses writes before sending in read-only
// mode (with the spec's notice), sends any 401 to /logout, and turns error bodies into ApiError with the
// server's field errors so forms can show them under each field.
"use client";

import { toast } from "sonner";
import type { ErrorBody } from "@/lib/http/errors";

export const READ_ONLY_NOTICE = {
  title: "OmniPlatform is now read-only",
  description: "Please make changes on the Deel platform.",
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
  get fieldErrors() {
    return this.body.fieldErrors ?? {};
  }
}

/** What a screen says when a call failed: the server's sentence, or the screen's own when the failure is not the
 *  API's (the network, a bug). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The ApiError of a refused answer: its JSON error body, or its text as the message (apiFetch and the XHR
 *  uploads read an answer the same way). */
export function apiErrorFromAnswer(status: number, payload: unknown): ApiError {
  const errorBody =
    typeof payload === "object" && payload ? (payload as Partial<ErrorBody>) : { message: String(payload) };
  return new ApiError(status, errorBody);
}

function isReadOnlyClient(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.readOnly === "true";
}

const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function apiFetch<T = unknown>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const method = (init.method ?? "GET").toUpperCase();
  if (WRITE.has(method) && isReadOnlyClient()) {
    toast.error(READ_ONLY_NOTICE.title, { description: READ_ONLY_NOTICE.description });
    throw new ApiError(422, { message: "Application is in read-only mode", code: "READ_ONLY" });
  }
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { ...init, method, headers, body, credentials: "same-origin" });
  if (response.status === 401) {
    window.location.assign("/logout");
    throw new ApiError(401, { message: "Signed out" });
  }
  if (response.status === 204) return undefined as T;
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const payload = isJson ? await response.json() : await response.text();
  if (!response.ok) {
    const error = apiErrorFromAnswer(response.status, payload);
    if (response.status === 422 && error.body.code === "READ_ONLY")
      toast.error(READ_ONLY_NOTICE.title, { description: READ_ONLY_NOTICE.description });
    throw error;
  }
  return payload as T;
}

/** SWR fetcher. */
export const swrFetcher = <T>(url: string) => apiFetch<T>(url);

/** Spec: no retry on 4xx; otherwise up to 3 retries. */
export function shouldRetry(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
