// `npm start`: runs the product on one machine. Without DATABASE_URL it starts an embedded PostgreSQL
// (data kept in .data/, so a restart keeps it), applies the migrations, seeds an empty database,
// creates NEXTAUTH_SECRET once, then runs `next start` and the background-job worker(s), restarted when they exit.
// Options (env): PORT (3000), OMNI_DATA_DIR (.data), OMNI_DB_PORT (54329), OMNI_WORKERS (1), OMNI_LOG_DIR (unset:
// the web server's and workers' JSON log lines go to this terminal; set: to web.log and worker.log in that folder,
// as the e2e run does). Flag --dev runs `next dev`.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import { migrateDeploy, seed, startEmbeddedDb, type EmbeddedDb } from "./lib/embedded-db";
import { WEB_NODE_FLAGS } from "./lib/web-server-flags";
import { supervise, type Supervised } from "./lib/supervise";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../prisma/demo-accounts";
import { logger } from "../lib/observability/logger";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.OMNI_DATA_DIR ?? ".data");
const isDev = process.argv.includes("--dev");
const startedAt = Date.now();

// The banner (ready, demo sign-ins) is this command's human output; supervision events are operational: JSON.
function log(message: string) {
  console.log(`[omniplatform] ${message}`);
}
process.env.OMNI_SERVICE ??= "supervisor"; // this process's log lines; the children get their own below
const operational = (message: string) => logger().warn({ msg: message });

/** Where a child's output goes: inherited, or appended to OMNI_LOG_DIR/<name>.log. */
function outputOf(name: string): "inherit" | ["ignore", number, number] {
  const dir = process.env.OMNI_LOG_DIR;
  if (!dir) return "inherit";
  fs.mkdirSync(path.resolve(root, dir), { recursive: true });
  const fd = fs.openSync(path.resolve(root, dir, `${name}.log`), "a");
  return ["ignore", fd, fd];
}

function ensureSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, "nextauth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

async function main() {
  let embedded: EmbeddedDb | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({
      dataDir: path.join(dataDir, "pg"),
      port: Number(process.env.OMNI_DB_PORT ?? 54329),
      persistent: true,
      // Only the test servers turn durability off (playwright.config.ts).
      durable: process.env.OMNI_DB_DURABLE !== "false",
    });
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL ready (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: ensureSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    OMNI_STORAGE_DIR: process.env.OMNI_STORAGE_DIR ?? path.join(dataDir, "files"),
    PORT: String(port),
  };
  process.env.DATABASE_URL = databaseUrl;
  process.env.OMNI_STORAGE_DIR = env.OMNI_STORAGE_DIR; // the seed writes the demo files where the app reads them
  await migrateDeploy(databaseUrl);
  await seed(databaseUrl);

  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  // The peer address goes into X-Forwarded-For before Next.js sees the request (scripts/peer-address.cjs). `next dev`
  // serves from a child process, which takes NODE_OPTIONS but not this process's flags.
  const peerPreload = ["--require", path.join(root, "scripts/peer-address.cjs")];
  // Idle keep-alive connections stay open 65 s (Node's default is 5 s): longer than a proxy's or a client's own idle
  // timeout, so a request sent on a reused connection never meets the server closing it (ECONNRESET).
  const keepAlive = isDev ? [] : ["--keepAliveTimeout", "65000"];
  const webArgs = [
    ...WEB_NODE_FLAGS,
    ...peerPreload,
    nextBin,
    isDev ? "dev" : "start",
    "-p",
    String(port),
    ...keepAlive,
  ];
  const devOptions = isDev
    ? { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require "${peerPreload[1]}"`].filter(Boolean).join(" ") }
    : {};
  const web = spawn(process.execPath, webArgs, {
    env: { ...env, ...devOptions, OMNI_SERVICE: "web" },
    stdio: outputOf("web"),
    cwd: root,
  });
  // node --import tsx: no second process between the supervisor and the worker, so a kill reaches the worker.
  const workerCount = Math.max(1, Number(process.env.OMNI_WORKERS ?? 1) || 1);
  const workerOutput = outputOf("worker");
  const workers: Supervised[] = Array.from({ length: workerCount }, (_, i) =>
    supervise(
      workerCount > 1 ? `worker ${i + 1}` : "worker",
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts/worker.ts")],
      { env: { ...env, OMNI_SERVICE: "worker" }, stdio: workerOutput, cwd: root },
      operational,
    ),
  );

  waitForHttp(`http://127.0.0.1:${port}/api/health`).then((ok) => {
    if (!ok) return;
    log(`ready on http://localhost:${port} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
    log(`demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) log(`  ${account.description.padEnd(45)} ${account.email}`);
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const webExited = web.exitCode === null ? new Promise((r) => web.once("exit", r)) : null;
    if (web.exitCode === null) web.kill("SIGTERM");
    await Promise.all([webExited, ...workers.map((worker) => worker.stop())]);
    if (embedded) await embedded.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  web.on("exit", (code) => stop(code ?? 0));
}

async function waitForHttp(url: string, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
