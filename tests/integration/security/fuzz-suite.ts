// [SECURITY] Issue 10 finding 2: hostile input never answers 5xx. Generated from the route inventory, so a new
// route is fuzzed without anyone remembering: every write verb gets the hostile bodies below (whole-body shapes
// plus values aimed at each field of its zod schema), every verb gets hostile route params and query values, each
// called as an admin and as a manager through the real handlers against the real database. Asserted: no status
// >= 500, no stack trace or database text in any body, NUL/surrogate/shape attacks refused with 400 (403 when
// the role may not call the route at all), and nothing written by a refused request.
//
// Then the cases a probe of every route verb once found answering 500, each over every route it applies to:
// an impossible calendar date in every date field of every body and query schema (400 naming the field), a
// malformed multipart body and a refused file type on every upload route (4xx, with process listeners that fail
// the test on any uncaught exception or unhandled rejection, e.g. a request body torn down mid-read), and a
// malformed percent-encoding in any /api path (the middleware answers 400 before Next's router decodes it; the
// real `next start` server is checked by tests/e2e/core/hostile-requests.spec.ts).
import fs from "node:fs";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import type { RouteOptions } from "@/lib/http/route";
import { ZErrorBody } from "@/lib/http/errors";
import { MALFORMED_PATH_MESSAGE } from "@/lib/http/path-encoding";
import { signUploadPolicy } from "@/lib/storage/upload-signature";
import type { UploadPolicy } from "@/lib/storage/upload-policy";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";
import { config as middlewareConfig, middleware } from "@/middleware";
import { EXEMPT_ROUTES, routeInventory, type RouteVerb } from "../../support/route-inventory";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createSeat } from "../../factories/seats";
import { createPayrollFixture } from "../../factories/payroll";
import { createPayReport } from "../../factories/payroll-reports";
import {
  BOUNDARY,
  FIELD_VALUES,
  IMPOSSIBLE_DATES,
  LOOSE_BODIES,
  MEGABYTE,
  REFUSED_FILES,
  STRICT_BODIES,
  URL_VALUES,
  dateFieldsOf,
  fieldsOf,
  issuesAt,
  malformedMultipart,
  multipartBody,
  networkBody,
  padded,
  type Part,
} from "./hostile-input";

const db = getDb();

type Handler = Parameters<typeof call>[0] & { routeOptions?: RouteOptions<never, never, never> };
type Actor = { name: string; userId: string; token: string };

const LEAK =
  /(\n\s+at |\.tsx?:\d+|PrismaClient|prisma\.|postgres|syntax error|violates|invalid byte sequence|numeric field overflow|SQLSTATE|\b22021\b|\bP\d{4}\b)/i;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A lone surrogate cannot be percent-encoded: a client sends its UTF-8-like bytes, which decode to U+FFFD. */
function queryValue(value: string): { encoded: string; encodable: boolean } {
  try {
    return { encoded: encodeURIComponent(value), encodable: true };
  } catch {
    return { encoded: "%ED%A0%80", encodable: false };
  }
}

/** Readiness probes: 503 means "not ready" (here: no background worker), which the fuzz does not count. */
const NOT_READY_503 = new Set(["GET /api/ready"]);
const verbRoute = (pathname: string) => pathname.split("?")[0];

const futureDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

/** FUZZ_ONLY=<regex> narrows a local run while fixing one route; the full inventory runs by default. */
function selectedRoutes(): RouteVerb[] {
  const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
  return routeInventory().filter((r) => !EXEMPT_ROUTES.includes(r.route) && (!only || only.test(r.route)));
}

const handlerOf = async (verb: RouteVerb) =>
  ((await import(path.resolve(verb.file))) as Record<string, Handler>)[verb.method];

/** The records the routes are called with: two actors and real ids for the route params. */
async function fixtures() {
  const company = await createCompany(db);
  const { user: adminUser } = await createUser(db, {
    roles: ["admin", "operator", "customer-success", "payroll", "finance"],
  });
  const boss = await createManager(db, {
    companyId: company.id,
    scopes: ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
  });
  const targetManager = await createManager(db, { companyId: company.id });
  const employee = await createEmployee(db, { companyId: company.id, withUser: true });
  const seat = await createSeat(db, { companyId: company.id });
  const payroll = await createPayrollFixture(db);
  const employment = await db.employment.create({
    data: {
      employeeId: employee.employee.id,
      userId: employee.user!.id,
      companyId: company.id,
      startDate: new Date("2026-01-05"),
    },
  });
  const payReport = await createPayReport(db, { period: payroll.period, status: "APPROVED", employees: [] });
  const actors: Actor[] = [
    { name: "admin", userId: adminUser.id, token: await tokenFor(adminUser.id) },
    { name: "manager", userId: boss.user.id, token: await tokenFor(boss.user.id) },
  ];

  const realParam = (route: string, name: string): string =>
    ({
      companyId: company.id,
      managerId: targetManager.manager.id,
      userId: employee.user!.id,
      employeeId: employee.employee.id,
      employmentId: employment.id,
      id: route.startsWith("/api/workbook")
        ? payroll.workbook.id
        : route === "/api/gross-to-net/[id]/lsp-data"
          ? payReport.id
          : seat.id,
      scope: "payroll",
    })[name] ?? `missing-${name}`;

  // Valid bodies where a route needs one to reach its service, so field mutations go past the schema's siblings.
  const BASE: Record<string, Record<string, unknown>> = {
    "POST /api/seats": {
      variant: "admin",
      companyId: company.id,
      countryCode: "DE",
      firstName: "Fuzz",
      lastName: "Hire",
      desiredStartDate: futureDate(),
      employeeType: "EOR",
      billingCurrency: "EUR",
      managementFeeAmount: 100,
      setupFeeAmount: 50,
      setupFeeStructure: "PER_EMPLOYEE",
      depositType: "NO_DEPOSIT",
    },
    "PATCH /api/seats/[id]": { managementFeeAmount: 100, setupFeeAmount: 50 },
    "POST /api/companies": { name: "Fuzz Co", fxConversionPercent: 1 },
    "POST /api/workbook": { name: "Fuzz workbook", month: 1, year: 2031 },
    // A real employee and employment, so a date the schema let through would reach the database.
    "POST /api/employments": { employeeId: employee.employee.id, type: "EOR", startDate: "2026-03-02" },
    "PATCH /api/employments/[employmentId]": { startDate: "2026-03-02", terminationDate: null },
    "PUT /api/gross-to-net/[id]/lsp-data": {
      lspBillingCurrency: "EUR",
      lspExchangeRate: 1,
      lspBillNumber: "FUZZ-1",
      lspBillUrl: "https://bills.example/fuzz-1",
      invoiceDate: "2031-01-31",
      invoiceDueDate: "2031-02-28",
      invoiceAmount: 100,
      memo: "fuzz",
      postingPeriod: "203101",
    },
  };
  return { actors, realParam, BASE };
}

// Next's own compiler of middleware matchers (what `next build` writes to the middleware manifest); it is not in
// Next's type declarations.
const { getMiddlewareMatchers } = jest.requireActual("next/dist/build/analysis/get-page-static-info") as {
  getMiddlewareMatchers(matcher: unknown, nextConfig: object): { regexp: string }[];
};

type ErrorReply = { message?: string; code?: string; fieldErrors?: Record<string, string[]> };
type Reply = { status: number; body: ErrorReply | string | null };

/** Calls a handler with any body: bytes, a FormData, or a Node stream delivered like a socket's (networkBody). */
async function request(
  handler: Handler,
  options: {
    method: string;
    path: string;
    params: Record<string, string>;
    token?: string | null;
    headers?: Record<string, string>;
    body?: Buffer | FormData | Readable;
  },
): Promise<Reply> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const init = { method: options.method, headers, body: options.body as BodyInit | undefined, duplex: "half" };
  const req = new NextRequest(
    new URL(options.path, "http://localhost"),
    init as ConstructorParameters<typeof NextRequest>[1],
  );
  const res = await handler(req, { params: Promise.resolve(options.params) });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as ErrorReply) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

/** An upload's parts as a browser's FormData, or as raw multipart bytes arriving in chunks like a socket's. */
function uploadBody(
  delivery: "form" | "network",
  parts: Part[],
): { body: FormData | Readable; headers?: Record<string, string> } {
  if (delivery === "network")
    return {
      body: networkBody(multipartBody(parts)),
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    };
  const form = new FormData();
  for (const part of parts)
    if (part.fileName === undefined) form.append(part.name, String(part.value));
    else form.append(part.name, new File([new Uint8Array(part.value as Buffer)], part.fileName, { type: part.type }));
  return { body: form };
}

/**
 * Records every uncaught exception and unhandled rejection in this process while installed. stop() waits a
 * moment first: a stream torn down mid-read fails in a later microtask, after its response was sent.
 */
function watchProcess() {
  const incidents: string[] = [];
  const record = (kind: string) => (error: unknown) =>
    void incidents.push(`${kind}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  const onUncaught = record("uncaughtException");
  const onRejection = record("unhandledRejection");
  process.on("uncaughtException", onUncaught);
  process.on("unhandledRejection", onRejection);
  return {
    async stop(): Promise<string[]> {
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.off("uncaughtException", onUncaught);
      process.off("unhandledRejection", onRejection);
      return incidents;
    },
  };
}

type UploadRoute = {
  verb: RouteVerb;
  key: string;
  handler: Handler;
  params: Record<string, string>;
  /** "form": the route wrapper parses it (body "form"); "signed": the disk backend's signed upload target. */
  kind: "form" | "signed";
  fileField: string;
  policy: UploadPolicy | null;
  /** A route that takes JSON too (acceptForm): a body that is neither JSON nor multipart is 415 there. */
  alsoJson?: boolean;
};

/** Every upload route of the inventory: the multipart form routes, and whatever handles a signed upload itself. */
async function uploadRoutes(realParam: (route: string, name: string) => string): Promise<UploadRoute[]> {
  const out: UploadRoute[] = [];
  for (const verb of selectedRoutes()) {
    if (!WRITES.has(verb.method)) continue;
    const handler = await handlerOf(verb);
    const options = handler.routeOptions ?? {};
    const params = Object.fromEntries(
      [...verb.route.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], realParam(verb.route, m[1])]),
    );
    const base = { verb, key: `${verb.method} ${verb.route}`, handler, params };
    if (options.body === "form" || options.acceptForm) {
      const policy = typeof options.upload === "function" ? options.upload() : (options.upload ?? DOCUMENT_UPLOAD);
      out.push({ ...base, kind: "form", fileField: policy.fileFields[0], policy, alsoJson: !!options.acceptForm });
    } else if (fs.readFileSync(verb.file, "utf8").includes("acceptSignedUpload("))
      out.push({ ...base, kind: "signed", fileField: "file", policy: null });
  }
  if (!process.env.FUZZ_ONLY) {
    expect(out.filter((u) => u.kind === "signed").map((u) => u.key)).toEqual(["POST /api/document-storage/upload"]);
    expect(out.length).toBeGreaterThanOrEqual(11);
  }
  return out;
}

/** The signed fields of the disk backend's upload target (lib/storage/upload-signature.ts), valid unless overridden. */
function signedFields(over: { key?: string; signature?: string; expiresAt?: number; maxBytes?: number } = {}): Part[] {
  const keyPrefix = "uploads/fuzz/";
  const signed = signUploadPolicy({
    keyPrefix,
    maxBytes: over.maxBytes ?? 20 * 1024 ** 2,
    expiresAt: over.expiresAt ?? Date.now() + 600_000,
  });
  return [
    { name: "key", value: over.key ?? `${keyPrefix}${crypto.randomUUID()}/a.pdf` },
    { name: "policy", value: signed.policy },
    { name: "signature", value: over.signature ?? signed.signature },
  ];
}

/**
 * The suite, with the hostile-bodies pass (the longest by far) split over `shard.count` files by route, so Jest's
 * workers share it; the passes that assert over the whole inventory run in the first shard only.
 */
export function fuzzSuite(shard: { index: number; count: number }) {
  const part = shard.count > 1 ? ` (routes, part ${shard.index + 1} of ${shard.count})` : "";
  const whole = (name: string, test: () => Promise<void>) => {
    if (shard.index === 0) it(name, test);
  };

  /** Requests and 5xx of every test here, summed for the report at the end. */
  const fuzzTotals = {
    rows: [] as { name: string; requests: number; fiveHundreds: number }[],
    add(name: string, requests: number, fiveHundreds: number) {
      this.rows.push({ name, requests, fiveHundreds });
    },
  };

  let storageDir: string;
  beforeAll(() => {
    // Uploads that get as far as storage land in a folder of this run.
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-fuzz-"));
    process.env.OMNI_STORAGE_DIR = storageDir;
  });
  afterAll(() => {
    const requests = fuzzTotals.rows.reduce((n, r) => n + r.requests, 0);
    const fiveHundreds = fuzzTotals.rows.reduce((n, r) => n + r.fiveHundreds, 0);
    console.log(
      `[fuzz] total: requests ${requests}, responses >= 500: ${fiveHundreds} ` +
        `(${fuzzTotals.rows.map((r) => `${r.name} ${r.requests}/${r.fiveHundreds}`).join(", ")})`,
    );
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe("[SECURITY] fuzz every route from the inventory", () => {
    it(`answers hostile bodies, ids and query values without a 5xx or a leak${part}`, async () => {
      const { actors, realParam, BASE } = await fixtures();

      const routes = selectedRoutes().filter((_, i) => i % shard.count === shard.index);
      const failures: string[] = [];
      const stats = {
        routes: routes.length,
        writeRoutes: 0,
        requests: 0,
        fiveHundreds: 0,
        notReady: 0,
        minBodies: Infinity,
      };
      const auditBefore = await db.auditEvent.count({ where: { actorId: { in: actors.map((a) => a.userId) } } });

      async function send(
        label: string,
        handler: Handler,
        actor: Actor,
        options: { method: string; path: string; params: Record<string, string>; raw?: string },
        strict: boolean,
      ) {
        stats.requests++;
        const res = await call(handler, {
          method: options.method,
          path: options.path,
          params: options.params,
          token: actor.token,
          ...(options.raw !== undefined ? { raw: options.raw, headers: { "content-type": "application/json" } } : {}),
        });
        const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
        // A readiness probe answers 503 while the app is not ready (no worker runs in this suite): its meaning, not
        // a failure. Anything else it answers is judged like every route.
        const notReady = res.status === 503 && NOT_READY_503.has(`${options.method} ${verbRoute(options.path)}`);
        if (notReady) stats.notReady++;
        else if (res.status >= 500) stats.fiveHundreds++;
        if (res.status >= 500 && !notReady)
          failures.push(`${label} as ${actor.name}: ${res.status} ${text.slice(0, 200)}`);
        // A leak is the server's internals in an answer to bad input: error answers are judged. A 2xx list answers
        // with stored data, which other suites (and users) may fill with any text, "postgres" included.
        else if (res.status >= 300 && LEAK.test(text)) {
          const at = text.search(LEAK);
          failures.push(`${label} as ${actor.name}: leaks ${text.slice(Math.max(0, at - 120), at + 80)}`);
        } else if (strict && res.status !== 400 && res.status !== 403)
          failures.push(`${label} as ${actor.name}: expected 400, got ${res.status}`);
      }

      for (const verb of routes) {
        const routeModule = (await import(path.resolve(verb.file))) as Record<string, Handler>;
        const handler = routeModule[verb.method];
        const options = handler.routeOptions ?? {};
        const paramNames = [...verb.route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
        const params = Object.fromEntries(paramNames.map((n) => [n, realParam(verb.route, n)]));
        const key = `${verb.method} ${verb.route}`;
        const isJsonWrite = WRITES.has(verb.method) && !!options.body && options.body !== "form";

        // Bodies: the whole-body shapes, then each schema field set to each hostile value over a valid base.
        const bodies: { name: string; raw: string; strict: boolean }[] = [];
        if (WRITES.has(verb.method)) {
          stats.writeRoutes++;
          for (const b of STRICT_BODIES) bodies.push({ ...b, strict: isJsonWrite });
          for (const b of LOOSE_BODIES) bodies.push({ ...b, strict: false });
          const base = BASE[key] ?? {};
          const fields = isJsonWrite ? [...fieldsOf(options.body)] : [];
          fields.forEach((field, i) => {
            for (const v of FIELD_VALUES) {
              if (v.value === MEGABYTE && i > 2) continue; // 1 MB bodies on the first fields keep the run short
              bodies.push({
                name: `${field}=${v.name}`,
                raw: JSON.stringify({ ...base, [field]: v.value }),
                strict: !!v.strict,
              });
            }
          });
          if (!fields.length)
            for (const v of FIELD_VALUES)
              bodies.push({ name: `field=${v.name}`, raw: JSON.stringify({ field: v.value }), strict: false });
          stats.minBodies = Math.min(stats.minBodies, bodies.length);
        }

        for (const actor of actors) {
          for (const body of bodies)
            await send(
              `${key} body ${body.name}`,
              handler,
              actor,
              { method: verb.method, path: verb.route, params, raw: body.raw },
              body.strict,
            );
          // Hostile route params (a valid empty body on writes, so only the id is hostile).
          for (const name of paramNames)
            for (const v of URL_VALUES)
              await send(
                `${key} param ${name}=${v.name}`,
                handler,
                actor,
                {
                  method: verb.method,
                  path: verb.route,
                  params: { ...params, [name]: v.value },
                  raw: WRITES.has(verb.method) ? "{}" : undefined,
                },
                !!v.strict,
              );
          // Hostile query values on every key the route's query schema reads, plus two it does not know.
          const queryKeys = [...fieldsOf(options.query), "search", "unknownKey"];
          for (const name of queryKeys)
            for (const v of URL_VALUES) {
              const { encoded, encodable } = queryValue(v.value);
              await send(
                `${key} query ${name}=${v.name}`,
                handler,
                actor,
                {
                  method: verb.method,
                  path: `${verb.route}?${name}=${encoded}`,
                  params,
                  raw: WRITES.has(verb.method) ? "{}" : undefined,
                },
                !!v.strict && encodable,
              );
            }
        }
      }

      // Refused requests write nothing: the audit trail of both actors only grew by accepted writes, and a
      // NUL or surrogate never reached a row.
      const auditAfter = await db.auditEvent.findMany({
        where: { actorId: { in: actors.map((a) => a.userId) } },
        select: { after: true, before: true },
      });
      for (const row of auditAfter) expect(JSON.stringify(row)).not.toMatch(/\\u0000|\\ud800/i);
      expect(auditAfter.length).toBeGreaterThanOrEqual(auditBefore);

      fuzzTotals.add("hostile bodies, ids and queries", stats.requests, stats.fiveHundreds);
      console.log(
        `[fuzz] routes ${stats.routes} (write verbs ${stats.writeRoutes}), bodies per write route >= ${stats.minBodies}, ` +
          `requests ${stats.requests}, responses >= 500: ${stats.fiveHundreds} (plus ${stats.notReady} readiness 503s)`,
      );
      expect(stats.minBodies).toBeGreaterThanOrEqual(25);
      expect(failures.map((f) => f.replace(/"requestId":"[^"]+"/, ""))).toEqual([]);
    });

    whole(
      "refuses an impossible calendar date in every date field of every route schema: 400 naming the field",
      async () => {
        const { actors, realParam, BASE } = await fixtures();
        const failures: string[] = [];
        const looseSchemas = new Set<string>();
        const fiveHundredFields = new Set<string>();
        const stats = { dateFields: 0, requests: 0, fiveHundreds: 0 };
        for (const verb of selectedRoutes()) {
          const handler = await handlerOf(verb);
          const options = handler.routeOptions ?? {};
          const key = `${verb.method} ${verb.route}`;
          const base = BASE[key] ?? {};
          const params = Object.fromEntries(
            [...verb.route.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], realParam(verb.route, m[1])]),
          );
          const isJsonWrite = WRITES.has(verb.method) && !!options.body && options.body !== "form";
          const targets = [
            ...(isJsonWrite
              ? dateFieldsOf(options.body, base).map((field) => ({ where: "body" as const, field }))
              : []),
            ...dateFieldsOf(options.query).map((field) => ({ where: "query" as const, field })),
          ];
          for (const { where, field } of targets) {
            stats.dateFields++;
            for (const date of IMPOSSIBLE_DATES) {
              const label = `${key} ${where}.${field}=${date}`;
              // The schema itself must refuse the day (the route wrapper turns that into 400 + fieldErrors[field]).
              const schema = where === "body" ? options.body : options.query;
              if (!issuesAt(schema, where === "body" ? { ...base, [field]: date } : { [field]: date }, field))
                looseSchemas.add(`${key} ${where}.${field}`);
              for (const actor of actors) {
                stats.requests++;
                const res = await call<{ fieldErrors?: Record<string, string[]> }>(handler, {
                  method: verb.method,
                  path: where === "query" ? `${verb.route}?${field}=${date}` : verb.route,
                  params,
                  token: actor.token,
                  ...(where === "body"
                    ? {
                        raw: JSON.stringify({ ...base, [field]: date }),
                        headers: { "content-type": "application/json" },
                      }
                    : WRITES.has(verb.method)
                      ? { raw: "{}", headers: { "content-type": "application/json" } }
                      : {}),
                });
                if (res.status >= 500) {
                  stats.fiveHundreds++;
                  fiveHundredFields.add(`${key} ${where}.${field}`);
                  failures.push(`${label} as ${actor.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
                } else if (
                  res.status === 400 &&
                  !res.body?.fieldErrors?.[field] &&
                  !looseSchemas.has(`${key} ${where}.${field}`)
                )
                  failures.push(`${label} as ${actor.name}: 400 without naming ${field}: ${JSON.stringify(res.body)}`);
                else if (![400, 401, 403].includes(res.status) && !looseSchemas.has(`${key} ${where}.${field}`))
                  failures.push(`${label} as ${actor.name}: expected 400, got ${res.status}`);
              }
            }
          }
        }
        fuzzTotals.add("impossible dates", stats.requests, stats.fiveHundreds);
        console.log(
          `[fuzz] impossible dates: ${stats.dateFields} date fields, requests ${stats.requests}, ` +
            `responses >= 500: ${stats.fiveHundreds} (${[...fiveHundredFields].join(", ") || "none"}); ` +
            `schemas still taking an impossible day: ${[...looseSchemas].join(", ") || "none"}`,
        );
        expect(failures).toEqual([]);
        if (!process.env.FUZZ_ONLY) {
          expect(stats.dateFields).toBeGreaterThanOrEqual(20);
          // Every date field refuses an impossible day (lib/zod/date.ts) and none answers 5xx.
          expect([...looseSchemas]).toEqual([]);
          expect([...fiveHundredFields]).toEqual([]);
        }
      },
    );

    whole(
      "answers a malformed multipart body on every upload route with a 4xx, never a 5xx or a stray stream error",
      async () => {
        const { actors, realParam } = await fixtures();
        const uploads = await uploadRoutes(realParam);
        const watch = watchProcess();
        const failures: string[] = [];
        const stats = { requests: 0, fiveHundreds: 0, reachedParser: new Set<string>() };
        for (const upload of uploads) {
          const callers = upload.kind === "signed" ? [null] : actors;
          const leading = upload.kind === "signed" ? signedFields() : [];
          for (const actor of callers)
            for (const malformed of malformedMultipart(upload.fileField, leading))
              for (const delivery of ["whole", "network"] as const) {
                stats.requests++;
                const res = await request(upload.handler, {
                  method: upload.verb.method,
                  path: upload.verb.route,
                  params: upload.params,
                  token: actor?.token,
                  headers: malformed.contentType ? { "content-type": malformed.contentType } : {},
                  body: delivery === "whole" ? malformed.body : networkBody(malformed.body),
                });
                const label = `${upload.key} "${malformed.name}" (${delivery}) as ${actor?.name ?? "anonymous"}`;
                if (res.status !== 401 && res.status !== 403) stats.reachedParser.add(upload.key);
                const strict = upload.kind === "signed" ? malformed.strictSigned : malformed.strict;
                if (res.status >= 500) {
                  stats.fiveHundreds++;
                  failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
                } else if (
                  strict &&
                  ![400, 401, 403].includes(res.status) &&
                  !(upload.alsoJson && res.status === 415 && !/^multipart\//i.test(malformed.contentType))
                )
                  failures.push(`${label}: expected 400, got ${res.status}`);
                else if (res.status >= 400 && !ZErrorBody.safeParse(res.body).success)
                  failures.push(`${label}: not the error shape`);
              }
        }
        const incidents = await watch.stop();
        fuzzTotals.add("malformed multipart", stats.requests, stats.fiveHundreds);
        console.log(
          `[fuzz] malformed multipart: ${uploads.length} upload routes (past authorisation: ${stats.reachedParser.size}), ` +
            `requests ${stats.requests}, responses >= 500: ${stats.fiveHundreds}, uncaught errors: ${incidents.length}`,
        );
        if (!process.env.FUZZ_ONLY) expect(stats.reachedParser.size).toBe(uploads.length);
        expect(incidents).toEqual([]);
        expect(failures).toEqual([]);
      },
    );

    whole(
      "refuses a forbidden file type on every upload route (400 naming the file field) without an uncaught exception",
      async () => {
        const { actors, realParam } = await fixtures();
        const uploads = await uploadRoutes(realParam);
        const watch = watchProcess();
        const failures: string[] = [];
        const stats = { requests: 0, fiveHundreds: 0, refusals: 0, refusedOn: new Set<string>() };
        const SIZES = [0, 100 * 1024, 1536 * 1024];
        const check = (label: string, res: Reply, expected: number, field: string | null) => {
          stats.requests++;
          if (res.status >= 500) {
            stats.fiveHundreds++;
            failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          } else if (res.status === 401 || res.status === 403) {
            if (expected !== 403) return;
          } else if (res.status !== expected) failures.push(`${label}: expected ${expected}, got ${res.status}`);
          else if (field && !(res.body as ErrorReply)?.fieldErrors?.[field])
            failures.push(`${label}: does not name ${field}: ${JSON.stringify(res.body)}`);
          else {
            stats.refusals++;
            stats.refusedOn.add(label.split(" ").slice(0, 2).join(" "));
          }
        };
        for (const upload of uploads) {
          const { verb, handler, params, fileField } = upload;
          for (const size of SIZES)
            for (const delivery of ["form", "network"] as const) {
              if (upload.kind === "form") {
                for (const file of REFUSED_FILES)
                  for (const actor of actors) {
                    const bytes = padded(file.bytes, size);
                    const res = await request(handler, {
                      method: verb.method,
                      path: verb.route,
                      params,
                      token: actor.token,
                      ...uploadBody(delivery, [
                        { name: fileField, value: bytes, fileName: file.fileName, type: "application/pdf" },
                      ]),
                    });
                    check(
                      `${upload.key} ${file.name} ${bytes.length} B (${delivery}) as ${actor.name}`,
                      res,
                      400,
                      fileField,
                    );
                  }
              } else {
                // The signed target stores any type (finalizeUpload sniffs it); it refuses the upload itself instead.
                const pdf = padded(Buffer.from("%PDF-1.4\n"), size);
                const file: Part = { name: "file", value: pdf, fileName: "a.pdf", type: "application/pdf" };
                const refusals: { name: string; parts: Part[]; status: number; field: string | null }[] = [
                  { name: "unsigned", parts: [file], status: 403, field: null },
                  {
                    name: "forged signature",
                    parts: [...signedFields({ signature: "0".repeat(64) }), file],
                    status: 403,
                    field: null,
                  },
                  {
                    name: "expired",
                    parts: [...signedFields({ expiresAt: Date.now() - 1000 }), file],
                    status: 403,
                    field: null,
                  },
                  {
                    name: "foreign key",
                    parts: [...signedFields({ key: "documents/elsewhere/x.pdf" }), file],
                    status: 403,
                    field: null,
                  },
                  {
                    name: "over its size",
                    parts: [...signedFields({ maxBytes: 4 }), file],
                    status: 400,
                    field: "file",
                  },
                ];
                for (const refusal of refusals) {
                  const res = await request(handler, {
                    method: verb.method,
                    path: verb.route,
                    params,
                    ...uploadBody(delivery, refusal.parts),
                  });
                  check(
                    `${upload.key} ${refusal.name} ${pdf.length} B (${delivery})`,
                    res,
                    refusal.status,
                    refusal.field,
                  );
                }
              }
            }
        }
        const incidents = await watch.stop();
        fuzzTotals.add("refused files", stats.requests, stats.fiveHundreds);
        console.log(
          `[fuzz] refused files: ${uploads.length} upload routes, requests ${stats.requests} (refused as expected: ` +
            `${stats.refusals}), responses >= 500: ${stats.fiveHundreds}, uncaught errors: ${incidents.length}`,
        );
        // Every upload route refused the files itself (not only 401/403 before reading them).
        expect([...stats.refusedOn].sort()).toEqual(uploads.map((u) => u.key).sort());
        expect(incidents).toEqual([]);
        expect(failures).toEqual([]);
      },
    );

    whole(
      "answers a malformed percent-encoding in any /api path with a 400 in the error shape, before Next's router",
      async () => {
        // Next matches the middleware against the raw path with these matchers (next build compiles the same way).
        const matchers = getMiddlewareMatchers(middlewareConfig.matcher, {}).map((m) => new RegExp(m.regexp));
        const matched = (pathname: string) => matchers.some((m) => m.test(pathname));
        const failures: string[] = [];
        const stats = { requests: 0, fiveHundreds: 0 };
        const SEGMENTS = ["%ED", "%E0%A4%A", "%", "%zz", "%C0%AF", "%ED%A0%80", "caf%C3"];
        const paths = new Map<string, { method: string; path: string }>();
        const add = (method: string, pathname: string) =>
          paths.set(`${method} ${pathname}`, { method, path: pathname });
        for (const verb of selectedRoutes()) {
          const params = [...verb.route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[0]);
          for (const segment of SEGMENTS) {
            // Each route param malformed in turn, and (for every route) a malformed segment after the route.
            for (const param of params)
              add(verb.method, verb.route.replace(param, segment).replace(/\[[^\]]+\]/g, "x1"));
            add(verb.method, `${verb.route.replace(/\[[^\]]+\]/g, "x1")}/${segment}`);
          }
        }
        for (const { method, path: pathname } of paths.values()) {
          stats.requests++;
          const label = `${method} ${pathname}`;
          if (!matched(pathname)) failures.push(`${label}: the middleware matcher does not see it`);
          const res = await middleware(new NextRequest(new URL(pathname, "http://localhost"), { method }));
          const body: unknown = await res.json().catch(() => null);
          if (res.status >= 500) stats.fiveHundreds++;
          if (res.status !== 400) failures.push(`${label}: ${res.status}`);
          else if (!ZErrorBody.safeParse(body).success || (body as ErrorReply).message !== MALFORMED_PATH_MESSAGE)
            failures.push(`${label}: not the error shape: ${JSON.stringify(body)}`);
        }
        // Well-formed paths: API requests never pass through the middleware (uploads stay out of its body buffer)
        // unless they carry a percent-encoding, which then goes on to the route.
        for (const pathname of ["/api/health", "/api/documents", "/api/employees/abc"])
          if (matched(pathname)) failures.push(`${pathname}: matched by the middleware`);
        const valid = await middleware(new NextRequest(new URL("/api/employees/caf%C3%A9", "http://localhost")));
        if (valid.headers.get("x-middleware-next") !== "1") failures.push("a well-formed encoding does not go on");
        // Pages: a plain-text 400.
        const page = await middleware(new NextRequest(new URL("/employees/%E0%A4%A", "http://localhost")));
        if (page.status !== 400 || !page.headers.get("content-type")?.startsWith("text/plain"))
          failures.push(`page: ${page.status} ${page.headers.get("content-type")}`);
        fuzzTotals.add("malformed paths", stats.requests, stats.fiveHundreds);
        console.log(
          `[fuzz] malformed path encodings: requests ${stats.requests}, responses >= 500: ${stats.fiveHundreds}`,
        );
        expect(failures).toEqual([]);
      },
    );
  });
}
