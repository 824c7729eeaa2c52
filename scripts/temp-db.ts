// Developer helper: a throw-away embedded PostgreSQL with the migrations applied (and the seed with --seed).
// Prints DATABASE_URL and keeps running until Ctrl-C.  Usage: npx tsx scripts/temp-db.ts [--seed] [--port N]
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { findFreePort, migrateDeploy, seed, startEmbeddedDb } from "./lib/embedded-db";

async function main() {
  const portArg = process.argv.indexOf("--port");
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : await findFreePort();
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "omni-db-")), "data");
  const db = await startEmbeddedDb({ dataDir, port, persistent: false });
  await migrateDeploy(db.url);
  if (process.argv.includes("--seed")) await seed(db.url);
  console.log(`DATABASE_URL=${db.url}`);
  const stop = async () => {
    await db.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  setInterval(() => {}, 1 << 30);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
