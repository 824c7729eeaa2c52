// [CORE] Read-only mode (READ_ONLY=true, the second e2e server): every write is refused with 422
// 'Application is in read-only mode' and the database does not change; the UI shows the notice and
// refuses writes before sending them.
import { expect, request, test } from "@playwright/test";
import { Client } from "pg";
import { EXEMPT_ROUTES, routeInventory } from "../../support/route-inventory";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Sign-in attempts are recorded even in read-only mode (sign-in must keep working); the worker's heartbeat is the
// process's liveness, not data (readiness reads it in every mode).
const IGNORED_TABLES = new Set(["SignInAttempt", "WorkerHeartbeat", "_prisma_migrations"]);

/** One fingerprint per table: row count plus a hash of every row's text. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = new Client({ connectionString: E2E.readOnlyDatabaseUrl });
  await db.connect();
  const tables = (
    await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
  ).rows
    .map((r) => r.table_name as string)
    .filter((t) => !IGNORED_TABLES.has(t) && !t.startsWith("pgboss"));
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query(
      `SELECT count(*) AS n, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS h FROM "${table}" t`,
    );
    out[table] = `${rows[0].n}:${rows[0].h}`;
  }
  await db.end();
  return out;
}

test("[CORE] every mutating route answers 422 in read-only mode and the database is unchanged", async () => {
  test.setTimeout(300_000);
  const before = await databaseFingerprint();
  const writes = routeInventory().filter((v) => WRITES.has(v.method) && !EXEMPT_ROUTES.includes(v.route));
  expect(writes.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const caller of ["admin", "payrollAdmin", "superManager", "employee"]) {
    const context = await request.newContext({ baseURL: E2E.readOnlyBaseURL, storageState: authFile(caller, true) });
    for (const verb of writes) {
      const path = verb.route.replace(/\[\.\.\.(\w+)\]/g, "x").replace(/\[(\w+)\]/g, "seed-probe");
      const response = await context.fetch(path, { method: verb.method, data: {}, maxRedirects: 0 });
      const body = await response.json().catch(() => ({}));
      if (response.status() !== 422 || body.message !== "Application is in read-only mode")
        failures.push(
          `${verb.method} ${verb.route} as ${caller}: ${response.status()} ${JSON.stringify(body).slice(0, 120)}`,
        );
    }
    await context.dispose();
  }
  expect(failures).toEqual([]);
  expect(await databaseFingerprint()).toEqual(before);
});

test.describe(() => {
  test.use({ storageState: authFile("admin", true), baseURL: E2E.readOnlyBaseURL });

  test("[CORE] the read-only notice with both migration guides is shown, and a write is refused before sending", async ({
    page,
  }) => {
    await page.goto("/account-details/api-tokens");
    const notice = page.getByTestId("read-only-notice");
    await expect(notice).toContainText("OmniPlatform is now read-only");
    await expect(notice.getByRole("link", { name: "migration guide for workers" })).toHaveAttribute(
      "href",
      /migration-guide-workers/,
    );
    await expect(notice.getByRole("link", { name: "migration guide for business clients" })).toHaveAttribute(
      "href",
      /migration-guide-business/,
    );

    const sentWrites: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().includes("/api/api-tokens")) sentWrites.push(req.url());
    });
    await page.getByLabel("Token name").fill("should not be created");
    await page.getByRole("button", { name: "Create token" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("OmniPlatform is now read-only")).toBeVisible();
    await expect(toast.getByText("Please make changes on the Deel platform.")).toBeVisible();
    expect(sentWrites).toEqual([]);
    await expect(page.getByText("should not be created")).toHaveCount(0);
  });
});

test("[CORE] sign-in still works in read-only mode", async () => {
  const context = await request.newContext({ baseURL: E2E.readOnlyBaseURL, storageState: authFile("manager", true) });
  const session = await (await context.get("/api/auth/session")).json();
  expect(session.user.email).toBe("manager@acme.example");
  await context.dispose();
});
