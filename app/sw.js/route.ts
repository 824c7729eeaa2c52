import { route } from "@/lib/http/route";
import { serviceWorkerResponse } from "@/lib/pwa/service-worker";

// The service worker's script (lib/pwa/service-worker.ts), for everyone: it must load signed out too.
export const GET = route({ auth: "public", summary: "The service worker script" }, () => serviceWorkerResponse());
