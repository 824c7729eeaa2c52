// [OPS] More than one machine (issue 28): two `next start` servers on two ports and two workers (scripts/worker.ts)
// on one PostgreSQL and one S3-compatible store (s3rver), all started here (cluster-infra.ts runs the database and
// the store). Proves: a session made on A works on B; an admin removed on A is refused on B within a second (each
// server's actor cache hears the database's notification); a file uploaded through A downloads through B; a pay
// register uploaded through A is processed exactly once by either worker; each scheduled job runs once per
// schedule, not once per worker. Needs `next build` output (.next). Runs alone: its own ports, not the e2e servers.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { signInThroughApi } from "../support/auth";

test.describe.configure({ mode: "serial" });

/** A free local port (embedded-db's helper lives next to an ES module Playwright cannot load). */
const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Proc = { child: ChildProcess; output: () => string };
const procs: Proc[] = [];
let env: Record<string, string> = {};
let urlA = "";
let urlB = "";
let db: pg.Client;

function start(args: string[], extraEnv: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      NEXTAUTH_SECRET: "ops-two-servers-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      CLAMAV_HOST: "",
      CLAMAV_SOCKET: "",
      CLAMAV_DB_DIR: "/nonexistent/omni-ops-no-clamav",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const proc = { child, output: () => output };
  procs.push(proc);
  return proc;
}

async function until(what: string, timeoutMs: number, probe: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(probe)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const web = (port: number) =>
  start(["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}`,
  });
const worker = () => start(["--import", "tsx", "scripts/worker.ts"], { PGAPPNAME: "omni-ops-worker" });
const serving = (p: Proc) => /running \d+ job type/.test(p.output());
let workers: Proc[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const infra = start(["--import", "tsx", "tests/e2e/ops/cluster-infra.ts"]);
  await until("the database and s3rver", 180_000, () => {
    if (infra.child.exitCode !== null) throw new Error(infra.output());
    return /^READY /m.test(infra.output());
  });
  env = JSON.parse(/^READY (.*)$/m.exec(infra.output())![1]) as Record<string, string>;
  db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const [portA, portB] = [await findFreePort(), await findFreePort()];
  urlA = `http://localhost:${portA}`;
  urlB = `http://localhost:${portB}`;
  web(portA);
  web(portB);
  workers = [worker(), worker()];
  for (const url of [urlA, urlB])
    await until(`${url}/api/health`, 90_000, async () => (await fetch(`${url}/api/health`)).ok);
  await until("both workers", 90_000, () => workers.every(serving));
});

test.afterAll(async () => {
  await db?.end().catch(() => {});
  // Web servers and workers first, the database and the store (the first process) last.
  for (const p of procs.slice(1).reverse()) p.child.kill("SIGKILL");
  procs[0]?.child.kill("SIGTERM");
});

async function signedIn(url: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: url });
  await signInThroughApi(context, email, password);
  return context;
}

/** The same cookies against the other server (a load balancer sending the next request elsewhere). */
async function sameSessionOn(url: string, from: APIRequestContext) {
  return request.newContext({ baseURL: url, storageState: await from.storageState() });
}

test("[OPS] a session made on server A works on server B", async () => {
  const onA = await signedIn(urlA, "admin@omniplatform.example");
  const onB = await sameSessionOn(urlB, onA);
  const session = (await (await onB.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email).toBe("admin@omniplatform.example");
  expect((await onB.get("/api/employees")).status()).toBe(200);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("[OPS] an admin removed on server A is refused on server B within a second", async () => {
  const opAdmin = await signedIn(urlA, "op.admin@omniplatform.example");
  const email = `ops-${Date.now().toString(36)}@omniplatform.example`;
  const added = await opAdmin.post("/api/users", {
    data: { firstName: "Ops", lastName: "Tester", email, additionalAdminRoles: ["payroll"] },
  });
  expect(added.status()).toBe(201);
  const { userId, temporaryPassword } = (await added.json()) as { userId: string; temporaryPassword: string };
  // Signed in on B and read once there, so B's actor cache holds the user.
  const onB = await signedIn(urlB, email, temporaryPassword);
  expect((await onB.get(`/api/users/${userId}`)).status()).toBe(200);
  expect((await opAdmin.delete(`/api/users/${userId}`)).status()).toBeLessThan(300);
  const removedAt = Date.now();
  await expect
    .poll(async () => (await onB.get(`/api/users/${userId}`)).status(), { timeout: 1_000, intervals: [50] })
    .not.toBe(200);
  expect(Date.now() - removedAt).toBeLessThan(1_000);
  await Promise.all([opAdmin.dispose(), onB.dispose()]);
});

test("[OPS] a file uploaded through A downloads through B", async () => {
  const onA = await signedIn(urlA, "super.manager@acme.example");
  const bytes = Buffer.from(`%PDF-1.4\n% two servers ${Date.now()}\n%%EOF\n`);
  const companyId = (await db.query<{ id: string }>(`SELECT id FROM "Company" WHERE name = 'Acme Corp' LIMIT 1`))
    .rows[0].id;
  const up = await onA.post("/api/documents", {
    multipart: {
      title: "Two servers",
      companyId,
      file: { name: "two-servers.pdf", mimeType: "application/pdf", buffer: bytes },
    },
  });
  expect(up.status()).toBe(201);
  const { id } = (await up.json()) as { id: string };
  const onB = await sameSessionOn(urlB, onA);
  const down = await onB.get(`/api/documents/${id}/download?disposition=attachment`, { maxRedirects: 5 });
  expect(down.status()).toBe(200);
  expect(Buffer.compare(await down.body(), bytes)).toBe(0);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("[OPS] a pay register uploaded through A is processed exactly once by either worker", async () => {
  const onA = await signedIn(urlA, "payroll.admin@omniplatform.example");
  const le = (await db.query<{ lspId: string }>(`SELECT "lspId" FROM "LegalEntity" WHERE id = 'le-euroemploy-de'`))
    .rows[0];
  const u = Date.now().toString(36);
  const lines = ["employeeId,firstName,lastName,concept,value"];
  for (let i = 0; i < 200; i++) lines.push(`OPS-${u}-${i},Alma,Ops${i},Base Salary,${4000 + i}`);
  const up = await onA.post("/api/gross-to-net/manual-ingestion", {
    multipart: {
      source: "MANUAL",
      payrollPeriod: "209901",
      payrollCycle: "CYCLE_1",
      fileType: "PAY_REGISTER",
      country: "DE",
      lspId: le.lspId,
      legalEntityId: "le-euroemploy-de",
      fileContent: { name: `ops-${u}.csv`, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n") + "\r\n") },
    },
  });
  expect(up.status()).toBe(201);
  const { id } = (await up.json()) as { id: string };
  const jobs = async () =>
    (
      await db.query<{ state: string; n: number }>(
        `SELECT state, count(*)::int AS n FROM pgboss.job
         WHERE name = 'payroll.process-gross-to-net' AND data->>'gtnId' = $1 GROUP BY state`,
        [id],
      )
    ).rows;
  await expect
    .poll(async () => (await jobs()).find((j) => j.state === "completed")?.n ?? 0, { timeout: 60_000 })
    .toBe(1);
  expect(await jobs()).toEqual([{ state: "completed", n: 1 }]);
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "PayRegisterRow" WHERE "grossToNetId" = $1`,
    [id],
  );
  expect(rows.rows[0].n).toBe(200);
  await onA.dispose();
});

test("[OPS] each scheduled job runs once per schedule, not once per worker", async () => {
  test.setTimeout(150_000);
  // Both workers registered the same schedules: one row per name.
  const schedules = await db.query<{ name: string }>(`SELECT name FROM pgboss.schedule ORDER BY name`);
  const names = schedules.rows.map((r) => r.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBeGreaterThanOrEqual(2);
  // Every minute instead of daily, so two slots pass during the test.
  await db.query(`UPDATE pgboss.schedule SET cron = '* * * * *'`);
  const since = new Date();
  const firstMinute = Math.ceil(since.getTime() / 60_000) * 60_000;
  await new Promise((r) => setTimeout(r, firstMinute + 60_000 + 40_000 - Date.now()));
  for (const name of names) {
    const created = await db.query<{ minute: string; n: number }>(
      `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n FROM pgboss.job
       WHERE name = $1 AND created_on >= $2 GROUP BY 1 ORDER BY 1`,
      [name, since],
    );
    expect(created.rows.length, `${name} ran in the minutes passed`).toBeGreaterThanOrEqual(1);
    for (const row of created.rows) expect([name, row.minute, row.n]).toEqual([name, row.minute, 1]);
  }
});
