// Starts one fresh embedded PostgreSQL for the whole Jest run (non-persistent: removed on stop), applies
// the committed migrations, and hands DATABASE_URL to the workers through the environment they inherit
// (so several Jest runs on one machine never share a database).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort, migrateDeploy, startEmbeddedDb } from "../../scripts/lib/embedded-db";

export default async function globalSetup() {
  const port = await findFreePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-jest-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({
    dataDir: path.join(base, "data"),
    port,
    persistent: false,
    database: "omni_test",
  });
  await migrateDeploy(db.url, { quiet: true });
  process.env.OMNI_TEST_DATABASE_URL = db.url;
  (globalThis as unknown as { omniTestDb: typeof db; omniTestDir: string }).omniTestDb = db;
  (globalThis as unknown as { omniTestDir: string }).omniTestDir = base;
}
