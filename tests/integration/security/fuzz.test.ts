/** @jest-environment node */
// [SECURITY] Issue 10 finding 2: hostile input never answers 5xx. Generated from the route inventory, so a new
// route is fuzzed without anyone remembering: every write verb gets the hostile bodies below (whole-body shapes
// plus values aimed at each field of its zod schema), every verb gets hostile route params and query values, each
// called as an admin and as a manager through the real handlers against the real database. Asserted: no status
// >= 500, no stack trace or database text in any body, NUL/surrogate/shape attacks refused with 400 (403 when
// the role may not call the route at all), and nothing written by a refused request.
import path from "node:path";
import { getDb } from "@/lib/db";
import type { RouteOptions } from "@/lib/http/route";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createSeat } from "../../factories/seats";
import { createPayrollFixture } from "../../factories/payroll";
import { FIELD_VALUES, LOOSE_BODIES, MEGABYTE, STRICT_BODIES, URL_VALUES, fieldsOf } from "./hostile-input";

jest.setTimeout(900_000);
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

const futureDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

describe("[SECURITY] fuzz every route from the inventory", () => {
  it("answers hostile bodies, ids and query values without a 5xx or a leak", async () => {
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
        id: route.startsWith("/api/workbook") ? payroll.workbook.id : seat.id,
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
    };

    // FUZZ_ONLY=<regex> narrows a local run while fixing one route; the full inventory runs by default.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
    const routes = routeInventory().filter((r) => !EXEMPT_ROUTES.includes(r.route) && (!only || only.test(r.route)));
    const failures: string[] = [];
    const stats = { routes: routes.length, writeRoutes: 0, requests: 0, fiveHundreds: 0, minBodies: Infinity };
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
      if (res.status >= 500) stats.fiveHundreds++;
      if (res.status >= 500) failures.push(`${label} as ${actor.name}: ${res.status} ${text.slice(0, 200)}`);
      else if (LEAK.test(text)) failures.push(`${label} as ${actor.name}: leaks ${text.slice(0, 200)}`);
      else if (strict && res.status !== 400 && res.status !== 403)
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

    console.log(
      `[fuzz] routes ${stats.routes} (write verbs ${stats.writeRoutes}), bodies per write route >= ${stats.minBodies}, ` +
        `requests ${stats.requests}, responses >= 500: ${stats.fiveHundreds}`,
    );
    expect(stats.minBodies).toBeGreaterThanOrEqual(25);
    expect(failures.map((f) => f.replace(/"requestId":"[^"]+"/, ""))).toEqual([]);
  });
});
