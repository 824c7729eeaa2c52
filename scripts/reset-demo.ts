// `npm run reset-demo`: puts the demo data back as a fresh install has it. The embedded database (.data/pg)
// and its stored files (.data/files) are removed, re-created, migrated and seeded; the session secret
// (.data/nextauth-secret) and the pack signing key (.data/pack-signing-key.pem) are kept, so packs signed before
// still verify. Stop `npm start` first: a running server holds the database.
// With DATABASE_URL set, only a database that holds the demo data is reset (its public schema is dropped and
// rebuilt); any other database is refused, so this never empties a real installation.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateDeploy, seed, startEmbeddedDb } from "./lib/embedded-db";
import { DEMO_ACCOUNTS } from "../prisma/demo-accounts";

const root = path.resolve(__dirname, "..");
const dataDir = path.resolve(root, process.env.OMNI_DATA_DIR ?? ".data");

function say(message: string) {
  console.log(`[reset-demo] ${message}`);
}

function runningPostmaster(pgDir: string): number | null {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale file from a crash: the folder is ours to remove
  }
}

async function resetEmbedded() {
  const pgDir = path.join(dataDir, "pg");
  const pid = runningPostmaster(pgDir);
  if (pid) {
    say(`the demo database is running (process ${pid}): stop 'npm start' (Ctrl+C) and run this again.`);
    process.exit(1);
  }
  const filesDir = process.env.OMNI_STORAGE_DIR ?? path.join(dataDir, "files");
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
  say(`removed ${path.relative(root, pgDir)} and ${path.relative(root, filesDir) || filesDir}`);
  const db = await startEmbeddedDb({
    dataDir: pgDir,
    port: Number(process.env.OMNI_DB_PORT ?? 54329),
    persistent: true,
  });
  try {
    process.env.OMNI_STORAGE_DIR = filesDir;
    await migrateDeploy(db.url);
    await seed(db.url);
  } finally {
    await db.stop();
  }
}

async function resetExternal(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const admin = DEMO_ACCOUNTS[0].email;
    const found = await client
      .query(`SELECT 1 FROM "User" WHERE email = $1`, [admin])
      .then((r) => r.rowCount === 1)
      .catch(() => false);
    if (!found) {
      say(`refused: this database does not hold the demo data (no ${admin}); nothing was changed.`);
      process.exit(1);
    }
    // pg-boss keeps its queue in its own schema: the old jobs go with the data they were about.
    await client.query("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
  await migrateDeploy(url);
  await seed(url);
  say("stored files were left as they are (the seed writes the demo files again).");
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (url) await resetExternal(url);
  else await resetEmbedded();
  say("done: the demo data is as a fresh install has it. Start the product with 'npm start'.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
