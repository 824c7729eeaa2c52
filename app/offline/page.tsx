import type { Metadata } from "next";
import { OfflineClient } from "./page-client";

export const metadata: Metadata = { title: "Offline" };

// What the service worker (lib/pwa/service-worker.ts) shows for a page that cannot load without a connection. It
// is kept at install with the files it needs, so it shows offline; public, since the worker fetches it for
// itself. It lists the payslips the signed-in user opened on this device, which open offline too.
export default function OfflinePage() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col gap-6 p-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">You are offline</h1>
        <p className="text-slate-700">This page needs a connection. It opens again once you are back online.</p>
      </div>
      <OfflineClient />
    </main>
  );
}
