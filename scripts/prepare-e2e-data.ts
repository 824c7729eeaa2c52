// The end-to-end servers' data, made once before Playwright starts them: one embedded PostgreSQL migrated and
// seeded (with the demo files), then copied for the read-only server. Each server would otherwise initialise,
// migrate and seed its own on start, both at once. scripts/start.ts then finds an initialised, seeded database and
// only applies the (already applied) migrations. `npm test` runs this beside Jest, after the build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E } from "../tests/e2e/support/servers";
import { migrateDeploy, seed, startEmbeddedDb } from "./lib/embedded-db";

const root = path.resolve(__dirname, "..");
const primary = path.join(root, ".data/e2e");
const readOnly = path.join(root, ".data/e2e-read-only");

async function main() {
  const started = Date.now();
  for (const dir of [primary, readOnly]) fs.rmSync(dir, { recursive: true, force: true });
  const db = await startEmbeddedDb({
    dataDir: path.join(primary, "pg"),
    port: E2E.dbPort,
    persistent: true,
    durable: false,
  });
  try {
    // The seed writes the demo files (and any key) where the server reads them (scripts/start.ts).
    process.env.OMNI_DATA_DIR = primary;
    process.env.OMNI_STORAGE_DIR = path.join(primary, "files");
    await migrateDeploy(db.url, { quiet: true });
    await seed(db.url);
  } finally {
    await db.stop();
  }
  // A stopped cluster copies as it is (its port is a start option, not part of the data); `cp -a` keeps the
  // postgres user's ownership, which the server checks.
  execFileSync("cp", ["-a", primary, readOnly]);
  console.log(`e2e data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
