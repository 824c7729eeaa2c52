// The cluster of tests/e2e/ops/two-servers.spec.ts: the back end (cluster-infra.ts: PostgreSQL and s3rver), two
// `next start` servers and two workers (scripts/worker.ts), each a child process of the test run. Worker n
// connects with application_name omni-ops-worker-n, so the database tells which worker holds what.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { request, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { signInThroughApi } from "../support/auth";

export type Proc = { child: ChildProcess; output: () => string };

/** What beforeAll started: filled in by startCluster(). */
export const cluster = {
  procs: [] as Proc[],
  env: {} as Record<string, string>,
  urlA: "",
  urlB: "",
  db: undefined as unknown as pg.Client,
  /** workers[i] is worker i + 1 (application_name omni-ops-worker-<i + 1>). */
  workers: [] as Proc[],
};

/** A free local port (embedded-db's helper lives next to an ES module Playwright cannot load). */
const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function start(args: string[], extraEnv: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...cluster.env,
      NEXTAUTH_SECRET: "ops-two-servers-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      CLAMAV_HOST: "",
      CLAMAV_SOCKET: "",
      CLAMAV_DB_DIR: "/nonexistent/omni-ops-no-clamav",
      // The demo staff accounts have no two-factor sign-in: this spec is about the cluster, not that hold.
      TWO_FACTOR_REQUIRED_FOR_ADMINS: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const proc = { child, output: () => output };
  cluster.procs.push(proc);
  return proc;
}

export async function until(what: string, timeoutMs: number, probe: () => Promise<boolean> | boolean) {
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
const serving = (p: Proc) => /running \d+ job type/.test(p.output());

function spawnWorker(n: number) {
  const proc = start(["--import", "tsx", "scripts/worker.ts"], { PGAPPNAME: `omni-ops-worker-${n}` });
  cluster.workers[n - 1] = proc;
  return proc;
}

const workerServing = (n: number, proc: Proc) =>
  until(`worker ${n}`, 90_000, () => {
    if (proc.child.exitCode !== null) throw new Error(proc.output());
    return serving(proc);
  });

/** Starts worker n (1 or 2) in slot n - 1 and waits until it serves its queues. */
export async function startWorker(n: number) {
  const proc = spawnWorker(n);
  await workerServing(n, proc);
  return proc;
}

export async function startCluster() {
  const infra = start(["--import", "tsx", "tests/e2e/ops/cluster-infra.ts"]);
  await until("the database and s3rver", 180_000, () => {
    if (infra.child.exitCode !== null) throw new Error(infra.output());
    return /^READY /m.test(infra.output());
  });
  cluster.env = JSON.parse(/^READY (.*)$/m.exec(infra.output())![1]) as Record<string, string>;
  cluster.db = new pg.Client({ connectionString: cluster.env.DATABASE_URL });
  await cluster.db.connect();
  const [portA, portB] = [await findFreePort(), await findFreePort()];
  cluster.urlA = `http://localhost:${portA}`;
  cluster.urlB = `http://localhost:${portB}`;
  web(portA);
  web(portB);
  const workers = [spawnWorker(1), spawnWorker(2)];
  for (const url of [cluster.urlA, cluster.urlB])
    await until(`${url}/api/health`, 90_000, async () => (await fetch(`${url}/api/health`)).ok);
  for (const [i, proc] of workers.entries()) await workerServing(i + 1, proc);
}

export async function stopCluster() {
  await cluster.db?.end().catch(() => {});
  // Web servers and workers first, the database and the store (the first process) last.
  for (const p of cluster.procs.slice(1).reverse()) p.child.kill("SIGKILL");
  cluster.procs[0]?.child.kill("SIGTERM");
}

export async function signedIn(url: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: url });
  await signInThroughApi(context, email, password);
  return context;
}

/** The same cookies against the other server (a load balancer sending the next request elsewhere). */
export async function sameSessionOn(url: string, from: APIRequestContext) {
  return request.newContext({ baseURL: url, storageState: await from.storageState() });
}

/** Uploads a pay register of `rows` employees (one Base Salary row each) for period `period` through `context`;
 *  returns the pay report's id. */
export async function uploadRegister(context: APIRequestContext, rows: number, period: string) {
  const le = (
    await cluster.db.query<{ lspId: string }>(`SELECT "lspId" FROM "LegalEntity" WHERE id = 'le-euroemploy-de'`)
  ).rows[0];
  const u = Date.now().toString(36);
  const lines = ["employeeId,firstName,lastName,concept,value"];
  for (let i = 0; i < rows; i++) lines.push(`OPS-${u}-${i},Alma,Ops${i},Base Salary,${4000 + (i % 1000)}`);
  const up = await context.post("/api/gross-to-net/manual-ingestion", {
    multipart: {
      source: "MANUAL",
      payrollPeriod: period,
      payrollCycle: "CYCLE_1",
      fileType: "PAY_REGISTER",
      country: "DE",
      lspId: le.lspId,
      legalEntityId: "le-euroemploy-de",
      fileContent: { name: `ops-${u}.csv`, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n") + "\r\n") },
    },
    timeout: 120_000,
  });
  if (up.status() !== 201) throw new Error(`upload refused: ${up.status()} ${await up.text()}`);
  return ((await up.json()) as { id: string }).id;
}

/** The pay report's processing jobs by pg-boss state. */
export async function registerJobs(gtnId: string) {
  const { rows } = await cluster.db.query<{ state: string; n: number }>(
    `SELECT state::text, count(*)::int AS n FROM pgboss.job
     WHERE name = 'payroll.process-gross-to-net' AND data->>'gtnId' = $1 GROUP BY state ORDER BY state`,
    [gtnId],
  );
  return rows;
}
