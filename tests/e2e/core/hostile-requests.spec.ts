// [CORE] Hostile input against the real `next start` server, where Next's own router and Node's request stream
// take part (the Jest fuzz suite, tests/integration/security/fuzz.test.ts, calls the handlers in-process):
// - a malformed percent-encoding in any /api path answers 400 in the one error shape (the middleware refuses it
//   before Next's router decodes the path, which answered 500), with or without the middleware-bypass header;
//   a page answers a plain-text 400;
// - every upload route answers a multipart body without a boundary, and a refused file type, with a 4xx (these
//   threw an uncaught "ReadableStream is already closed" in the server, or answered 500), and the server goes on.
import fs from "node:fs";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

const MALFORMED = ["%ED", "%E0%A4%A", "%", "%zz", "%C0%AF", "%ED%A0%80"];
const MESSAGE = "The address is not valid: it has a malformed percent-encoding.";
const BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
const routes = routeInventory().filter((verb) => !EXEMPT_ROUTES.includes(verb.route));
type ErrorBody = { message?: string; code?: string; requestId?: string; fieldErrors?: Record<string, string[]> };

test("[CORE] a malformed percent-encoding in any /api path answers 400 in the error shape, a page a plain 400", async () => {
  test.setTimeout(300_000);
  const api = await request.newContext({ baseURL: E2E.baseURL });
  const failures: string[] = [];
  let requests = 0;
  for (const verb of routes) {
    const params = [...verb.route.matchAll(/\[[^\]]+\]/g)].map((m) => m[0]);
    const fill = (route: string) => route.replace(/\[[^\]]+\]/g, "x1");
    // A malformed param (the first one) and a malformed segment after the route, plain and with the bypass header.
    const paths = [
      ...(params.length ? [fill(verb.route.replace(params[0], MALFORMED[requests % MALFORMED.length]))] : []),
      `${fill(verb.route)}/${MALFORMED[(requests + 1) % MALFORMED.length]}`,
    ];
    for (const path of paths)
      for (const headers of [{}, BYPASS]) {
        requests++;
        const res = await api.fetch(path, { method: verb.method, headers, maxRedirects: 0 });
        const body = (await res.json().catch(() => null)) as ErrorBody | null;
        if (res.status() !== 400 || body?.code !== "BAD_REQUEST" || body.message !== MESSAGE || !body.requestId)
          failures.push(`${verb.method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
      }
  }
  // Every malformed form once, on one route.
  for (const segment of MALFORMED) {
    const res = await api.get(`/api/health/${segment}`);
    if (res.status() !== 400) failures.push(`GET /api/health/${segment}: ${res.status()}`);
  }
  // Pages: a plain-text 400, signed in or not.
  for (const path of ["/employees/%E0%A4%A", "/%ED"]) {
    const res = await api.get(path, { maxRedirects: 0 });
    if (res.status() !== 400 || !res.headers()["content-type"]?.startsWith("text/plain"))
      failures.push(`page ${path}: ${res.status()} ${res.headers()["content-type"]}`);
  }
  // A well-formed encoding still reaches the route (here: an unknown id, 404 from the handler, not 400).
  const admin = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("admin") });
  const valid = await admin.get("/api/employees/caf%C3%A9");
  expect(valid.status()).toBe(404);
  expect((await api.get("/api/health")).status()).toBe(200);
  console.log(`[malformed-path] ${routes.length} route verbs, ${requests} requests, failures: ${failures.length}`);
  await api.dispose();
  await admin.dispose();
  expect(failures).toEqual([]);
});

const BOUNDARY = "----omniE2eBoundary";
const multipart = (field: string, bytes: Buffer, fileName: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const REFUSED = [
  { name: "HTML named .pdf", bytes: Buffer.from("<!doctype html><script>alert(1)</script>"), fileName: "a.pdf" },
  { name: "executable named .csv", bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62)]), fileName: "a.csv" },
];
// Accounts that between them may call every upload route (each route is tried until one gets past 401/403).
const UPLOADERS = ["admin", "csAdmin", "payrollAdmin", "financeAdmin", "opAdmin", "superManager"];

test("[CORE] every upload route refuses a form without a boundary and a forbidden file type with a 4xx", async () => {
  test.setTimeout(300_000);
  const uploads = routes.filter((verb) => {
    const source = fs.readFileSync(verb.file, "utf8");
    return (
      verb.method !== "GET" &&
      (/body:\s*"form"|acceptForm:\s*true/.test(source) || source.includes("acceptSignedUpload("))
    );
  });
  expect(uploads.length).toBeGreaterThanOrEqual(11);
  const contexts = new Map<string, APIRequestContext>();
  const as = async (key: string) => {
    if (!contexts.has(key))
      contexts.set(key, await request.newContext({ baseURL: E2E.baseURL, storageState: authFile(key) }));
    return contexts.get(key)!;
  };
  const failures: string[] = [];
  let requests = 0;
  for (const verb of uploads) {
    const path = verb.route.replace(/\[[^\]]+\]/g, "x1");
    const post = async (key: string, contentType: string, data: Buffer) => {
      requests++;
      const res = await (
        await as(key)
      ).fetch(path, {
        method: verb.method,
        headers: { "content-type": contentType },
        data,
        maxRedirects: 0,
      });
      return { status: res.status(), body: (await res.json().catch(() => null)) as ErrorBody | null };
    };
    let reached = false;
    for (const key of UPLOADERS) {
      // No boundary: 400 before anything is read.
      const noBoundary = await post(key, "multipart/form-data", multipart("file", Buffer.from("%PDF-1.4\n"), "a.pdf"));
      const signed = verb.route.startsWith("/api/document-storage/");
      if (signed ? noBoundary.status !== 400 : ![400, 401, 403].includes(noBoundary.status))
        failures.push(`${verb.method} ${path} no boundary as ${key}: ${noBoundary.status}`);
      for (const file of REFUSED)
        for (const size of [0, 1024 * 1024]) {
          const bytes = size ? Buffer.concat([file.bytes, Buffer.alloc(size, 0x20)]) : file.bytes;
          let field = "file";
          let res = await post(
            key,
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipart(field, bytes, file.fileName),
          );
          if (res.body?.message?.startsWith("Unexpected file field")) {
            field = "fileContent";
            res = await post(key, `multipart/form-data; boundary=${BOUNDARY}`, multipart(field, bytes, file.fileName));
          }
          if (res.status === 401 || res.status === 403) continue;
          reached = true;
          // The signed target refuses an unsigned form (403 above); the form routes name the file field.
          if (res.status !== 400 || !res.body?.fieldErrors?.[field])
            failures.push(
              `${verb.method} ${path} ${file.name} ${bytes.length} B as ${key}: ${res.status} ${JSON.stringify(res.body)}`,
            );
        }
      if (reached) break;
    }
    if (!reached && !verb.route.startsWith("/api/document-storage/"))
      failures.push(`${verb.method} ${path}: no demo account got past authorisation`);
  }
  // The server is still up and answering.
  expect((await (await as("admin")).get("/api/health")).status()).toBe(200);
  console.log(`[malformed-upload] ${uploads.length} upload routes, ${requests} requests, failures: ${failures.length}`);
  for (const context of contexts.values()) await context.dispose();
  expect(failures).toEqual([]);
});
