// [CORE] The route inventory and permission matrix (issue: foundation). Every app/api route verb must have
// a matrix row; each row is then called as every demo account and anonymously against the running app,
// with and without the middleware-bypass header (the answer must not change: authorization lives in the
// route handlers, not in middleware).
import fs from "node:fs";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { loadMatrix } from "../matrix/load";
import { CALLERS, type Caller, type MatrixRow } from "../matrix/types";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

const rows = loadMatrix();
const BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

test("[CORE] every API route verb has a permission-matrix row", () => {
  const missing = routeInventory()
    .filter((verb) => !EXEMPT_ROUTES.includes(verb.route))
    .filter((verb) => !rows.some((row) => row.route === verb.route && row.method === verb.method))
    .map((verb) => `${verb.method} ${verb.route} (${verb.file})`);
  expect(missing, "route verbs without a matrix row").toEqual([]);
  const stale = rows.filter((row) => !routeInventory().some((v) => v.route === row.route && v.method === row.method));
  expect(
    stale.map((r) => `${r.method} ${r.route}`),
    "matrix rows for routes that do not exist",
  ).toEqual([]);
});

async function send(context: APIRequestContext, row: MatrixRow, headers: Record<string, string> = {}) {
  const response = await context.fetch(row.path, {
    method: row.method,
    headers,
    ...(row.form ? { multipart: row.form } : row.body !== undefined ? { data: row.body } : {}),
    maxRedirects: 0,
  });
  return response.status();
}

test("[CORE] each route answers every role with the matrix's status, and the bypass header changes nothing", async () => {
  test.setTimeout(600_000);
  const contexts = new Map<Caller, APIRequestContext>();
  for (const caller of CALLERS) {
    const storageState = caller === "anonymous" ? undefined : authFile(caller);
    if (storageState && !fs.existsSync(storageState)) throw new Error(`missing ${storageState}`);
    contexts.set(caller, await request.newContext({ baseURL: E2E.baseURL, storageState }));
  }
  const mismatches: string[] = [];
  for (const row of rows) {
    await Promise.all(
      CALLERS.map(async (caller) => {
        const context = contexts.get(caller)!;
        const plain = await send(context, row);
        const bypass = await send(context, row, BYPASS);
        if (plain !== row.expect[caller])
          mismatches.push(`${row.method} ${row.path} as ${caller}: expected ${row.expect[caller]}, got ${plain}`);
        if (bypass !== plain)
          mismatches.push(`${row.method} ${row.path} as ${caller}: bypass header changed ${plain} to ${bypass}`);
      }),
    );
  }
  for (const context of contexts.values()) await context.dispose();
  expect(mismatches).toEqual([]);
});
