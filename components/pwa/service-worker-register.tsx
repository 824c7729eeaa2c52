"use client";

// Registers the service worker (/sw.js) in production builds and tells it who is signed in (a hash of the user
// id, lib/pwa/user-cache-key.ts), so the payslips this user opens go to this user's cache only.
import { useEffect } from "react";

export function ServiceWorkerRegister({ userKey }: { userKey: string }) {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!cancelled) registration.active?.postMessage({ type: "user", key: userKey });
      })
      .catch(() => {
        // No worker (storage off, an old browser): the app works as before, only not offline.
      });
    return () => {
      cancelled = true;
    };
  }, [userKey]);
  return null;
}
