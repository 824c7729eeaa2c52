"use client";

// Sign-out deletes what the service worker kept for the user (their payslip PDFs, lib/pwa/sw-rules.ts): the page
// deletes the caches itself (the Cache API is the origin's, shared with the worker) and tells the worker to forget
// the user. Never throws: signing out goes on whatever happens here.
import { META_CACHE, PAYSLIP_CACHE_PREFIX } from "@/lib/pwa/sw-rules";

export async function clearPrivateCaches(): Promise<void> {
  try {
    if ("serviceWorker" in navigator) {
      const registration = await navigator.serviceWorker.getRegistration();
      registration?.active?.postMessage({ type: "clear" });
    }
    if (typeof caches === "undefined") return;
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(PAYSLIP_CACHE_PREFIX) || name === META_CACHE)
        .map((name) => caches.delete(name)),
    );
  } catch {
    // No caches to clear (private browsing, storage off): nothing was kept either.
  }
}
