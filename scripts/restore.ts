// `npx tsx scripts/restore.ts <backup folder>`: restores a backup of scripts/backup.ts into a fresh database
// (DATABASE_URL; created when missing, refused when it holds tables) and a fresh file store (OMNI_STORAGE_DIR, or
// S3_BUCKET with S3_ENDPOINT, ...; refused when not empty), then checks every table's row count and every file's
// sha256 against the backup's manifest. Exits 1 on any difference. docs/operations.md, "Backups".
import fs from "node:fs";
import path from "node:path";
import { compareRowCounts, restoreDatabase } from "./lib/backup-db";
import {
  assertEmptyLocation,
  compareFiles,
  describeLocation,
  fileLocationFromEnv,
  restoreFiles,
  type FileLocation,
} from "./lib/backup-files";
import { MANIFEST_FILE, type BackupManifest } from "./backup";

export function readManifest(dir: string): BackupManifest {
  const file = path.join(path.resolve(dir), MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: not a backup, or an unfinished one`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.version !== 1) throw new Error(`Unknown backup version ${String(manifest.version)}`);
  return manifest;
}

/** Restores and verifies; returns the differences found (empty when the restore matches the backup). */
export async function restore(options: {
  dir: string;
  databaseUrl: string;
  files: FileLocation;
  log?: (message: string) => void;
}): Promise<{ manifest: BackupManifest; problems: string[] }> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(options.dir);
  const manifest = readManifest(dir);
  await assertEmptyLocation(options.files);
  log(`database (${manifest.database.format}, taken ${manifest.createdAt})`);
  await restoreDatabase(options.databaseUrl, dir, manifest.database, log);
  log(`${manifest.files.count} files -> ${describeLocation(options.files)}`);
  await restoreFiles(dir, manifest.files, options.files);
  log("comparing with the manifest");
  const problems = [
    ...(await compareRowCounts(options.databaseUrl, manifest.database)),
    ...(await compareFiles(options.files, manifest.files)),
  ];
  return { manifest, problems };
}

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("Usage: npx tsx scripts/restore.ts <backup folder>");
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set (the fresh database to restore into)");
  const started = Date.now();
  const { manifest, problems } = await restore({
    dir,
    databaseUrl,
    files: fileLocationFromEnv(),
    log: (message) => console.log(`[restore] ${message}`),
  });
  for (const problem of problems) console.error(`[restore] MISMATCH ${problem}`);
  if (problems.length) process.exit(1);
  console.log(
    `[restore] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.database.tables.length} tables ` +
      `and ${manifest.files.count} files match the backup`,
  );
}

if (require.main === module)
  main().catch((error) => {
    console.error("[restore]", error instanceof Error ? error.message : error);
    process.exit(1);
  });
