// The service worker's script, served by app/sw.js/route.ts. Hand-written (Serwist's Next plugin builds through
// webpack, and this app builds with Turbopack): it keeps the offline page and the files it needs, sends pages to
// the network with the offline page as the fallback, and keeps nothing private but the payslip PDFs a user opened,
// in that user's own cache, which sign-out deletes (lib/pwa/clear-private-caches.ts). Its rules: lib/pwa/sw-rules.ts.
import {
  META_CACHE,
  OFFLINE_PATH,
  PAYSLIP_CACHE_PREFIX,
  SHELL_CACHE,
  SHELL_FILES,
  USER_ENTRY,
  USER_KEY_PATTERN,
  swStrategy,
} from "@/lib/pwa/sw-rules";

const BODY = String.raw`
let userKey;

async function currentUser() {
  if (userKey !== undefined) return userKey;
  const hit = await caches.match(USER_ENTRY, { cacheName: META_CACHE });
  userKey = hit ? await hit.text() : null;
  return userKey;
}

async function setUser(key) {
  userKey = key;
  await (await caches.open(META_CACHE)).put(USER_ENTRY, new Response(key));
  // Another user's payslips never stay beside this one's.
  for (const name of await caches.keys())
    if (name.startsWith(PAYSLIP_CACHE_PREFIX) && name !== PAYSLIP_CACHE_PREFIX + key) await caches.delete(name);
}

async function clearPrivate() {
  userKey = null;
  for (const name of await caches.keys())
    if (name.startsWith(PAYSLIP_CACHE_PREFIX) || name === META_CACHE) await caches.delete(name);
}

async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  const page = await fetch(OFFLINE_PATH, { cache: "no-store" });
  if (!page.ok) throw new Error("The offline page did not load: " + page.status);
  const html = await page.clone().text();
  // The scripts and styles the offline page names (in its HTML and in its escaped RSC payload).
  const assets = new Set(html.match(/\/_next\/static\/[^"'\s)\\]+/g) || []);
  await cache.put(OFFLINE_PATH, page);
  await cache.addAll([...SHELL_FILES, ...assets]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const keep = (name) => name === SHELL_CACHE || name === META_CACHE || name.startsWith(PAYSLIP_CACHE_PREFIX);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("omni-") && !keep(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "user" && typeof data.key === "string" && USER_KEY_PATTERN.test(data.key))
    event.waitUntil(setUser(data.key));
  else if (data.type === "clear") event.waitUntil(clearPrivate());
});

async function offlinePage() {
  return (await caches.match(OFFLINE_PATH, { cacheName: SHELL_CACHE })) || Response.error();
}

async function navigate(request) {
  // The sign-in page is where every way out lands (sign-out everywhere, a changed email, an expired session):
  // nobody is signed in there, so nobody's payslips stay.
  if (new URL(request.url).pathname === "/login") await clearPrivate();
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

async function payslip(request) {
  const key = await currentUser();
  try {
    const response = await fetch(request);
    if (response.ok && key) {
      const copy = response.clone();
      await (await caches.open(PAYSLIP_CACHE_PREFIX + key)).put(request.url, copy);
    }
    return response;
  } catch {
    const hit = key ? await caches.match(request.url, { cacheName: PAYSLIP_CACHE_PREFIX + key }) : undefined;
    if (hit) return hit;
    return request.mode === "navigate" ? offlinePage() : Response.error();
  }
}

async function fromShellFirst(request) {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) || fetch(request);
}

async function fromNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
    return response;
  } catch {
    return (await caches.match(request, { cacheName: SHELL_CACHE })) || Response.error();
  }
}

const HANDLERS = { navigate, payslip, static: fromShellFirst, shell: fromNetworkFirst };

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const handler = HANDLERS[swStrategy(request.method, request.mode, request.url, self.location.origin)];
  if (handler) event.respondWith(handler(request));
});
`;

/** The worker's source: the rules' constants and function, then its handlers. */
export function serviceWorkerSource(): string {
  const constants = {
    SHELL_CACHE,
    META_CACHE,
    PAYSLIP_CACHE_PREFIX,
    OFFLINE_PATH,
    SHELL_FILES,
    USER_ENTRY,
  };
  return [
    '"use strict";',
    ...Object.entries(constants).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`),
    `const USER_KEY_PATTERN = ${USER_KEY_PATTERN.toString()};`,
    `const swStrategy = ${swStrategy.toString()};`,
    BODY,
  ].join("\n");
}

/** The worker's own policy: it fetches from this origin only and runs no other script. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; script-src 'self'";

/** GET /sw.js: never from the HTTP cache (a new version is picked up on the next visit), scope the whole site. */
export function serviceWorkerResponse(): Response {
  return new Response(serviceWorkerSource(), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "service-worker-allowed": "/",
      "content-security-policy": SERVICE_WORKER_CSP,
    },
  });
}
