// Starts one fresh embedded PostgreSQL for the whole Jest run (non-persistent: removed on stop), applies
// the committed migrations, and hands DATABASE_URL to the workers through a file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort, migrateDeploy, startEmbeddedDb } from "../../scripts/lib/embedded-db";

export const STATE_FILE = path.join(os.tmpdir(), "omni-jest-db.json");

export default async function globalSetup(globalConfig: { selectProjects?: string[] }) {
  const projects = globalConfig.selectProjects;
  if (projects && !projects.includes("integration")) return; // unit tests need no database
  const port = await findFreePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-jest-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "data"), port, persistent: false, database: "omni_test" });
  await migrateDeploy(db.url, { quiet: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ url: db.url }));
  process.env.DATABASE_URL = db.url;
  (globalThis as unknown as { omniTestDb: typeof db }).omniTestDb = db;
}
