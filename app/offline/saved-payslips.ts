"use client";

// The payslips kept on this device for the signed-in user (lib/pwa/sw-rules.ts): the user's cache, named by the
// key the worker keeps in its meta cache, read straight from the Cache API (the origin's, shared with the worker).
import { META_CACHE, USER_ENTRY, payslipCacheName } from "@/lib/pwa/sw-rules";

export type SavedPayslip = { url: string; fileName: string };

export async function savedPayslips(): Promise<SavedPayslip[]> {
  if (typeof caches === "undefined") return [];
  const user = await caches.match(USER_ENTRY, { cacheName: META_CACHE });
  if (!user) return [];
  const cacheName = payslipCacheName(await user.text());
  if (!(await caches.has(cacheName))) return [];
  const cache = await caches.open(cacheName);
  const saved = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const disposition = (await cache.match(request))?.headers.get("content-disposition") ?? "";
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? new URL(request.url).pathname;
      return { url: request.url, fileName };
    }),
  );
  return saved.sort((a, b) => b.fileName.localeCompare(a.fileName));
}
