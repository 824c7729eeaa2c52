// Starts one fresh embedded PostgreSQL for the whole Jest run (non-persistent: removed on stop), applies
// the committed migrations, and hands DATABASE_URL to the workers through the environment they inherit
// (so several Jest runs on one machine never share a database). With more than one Jest worker, each worker
// gets its own copy of the migrated database (integration-env.ts picks it by JEST_WORKER_ID), so files running
// at the same time never see each other's rows, queued jobs or notifications: each worker is like a run in band.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { findFreePort, migrateDeploy, startEmbeddedDb } from "../../scripts/lib/embedded-db";
import { MIGRATED_TEMPLATE, workerDatabaseName } from "./worker-database";

export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const port = await findFreePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-jest-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({
    dataDir: path.join(base, "data"),
    port,
    persistent: false,
    database: "omni_test",
    durable: false,
  });
  await migrateDeploy(db.url, { quiet: true });
  // A template copy is a file copy: far quicker than migrating each database. One more copy stays untouched, the
  // template of the suites' fresh databases (tests/integration/seed/fresh-database.ts).
  const workers = Math.max(1, Number(globalConfig?.maxWorkers) || 1);
  const server = new URL(db.url);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${MIGRATED_TEMPLATE}" TEMPLATE omni_test`);
    for (let worker = 2; worker <= workers; worker++)
      await client.query(`CREATE DATABASE "${workerDatabaseName(worker)}" TEMPLATE omni_test`);
  } finally {
    await client.end();
  }
  process.env.OMNI_TEST_DATABASE_URL = db.url;
  process.env.OMNI_TEST_DIR = base;
  (globalThis as unknown as { omniTestDb: typeof db; omniTestDir: string }).omniTestDb = db;
  (globalThis as unknown as { omniTestDir: string }).omniTestDir = base;
}
