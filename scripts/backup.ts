// `npx tsx scripts/backup.ts [<backup folder>]`: a backup of the database (DATABASE_URL) and of the file store
// (the folder OMNI_STORAGE_DIR, or the bucket S3_BUCKET with S3_ENDPOINT, ...) into one folder, default
// backups/<UTC time>/:
//   database.dump       `pg_dump --format=custom` (or tables/*.copy.gz when no pg_dump of the server's version
//                       is installed: see scripts/lib/backup-db.ts)
//   files/<key>         every stored file
//   manifest.json       each table's row count (same snapshot as the dump), each file's size and sha256
// Restore with scripts/restore.ts, which compares the result against the manifest. docs/operations.md, "Backups".
import fs from "node:fs";
import path from "node:path";
import { dumpDatabase, type DatabaseManifest } from "./lib/backup-db";
import {
  backupFiles,
  describeLocation,
  fileLocationFromEnv,
  type FileLocation,
  type FilesManifest,
} from "./lib/backup-files";

export type BackupManifest = {
  version: 1;
  createdAt: string;
  database: DatabaseManifest;
  files: FilesManifest;
};

export const MANIFEST_FILE = "manifest.json";

export async function backup(options: {
  databaseUrl: string;
  files: FileLocation;
  dir: string;
  log?: (message: string) => void;
}): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(options.dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`The backup folder ${dir} is not empty`);
  fs.mkdirSync(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  log(`database -> ${dir}`);
  const database = await dumpDatabase(options.databaseUrl, dir, log);
  log(`files of the ${describeLocation(options.files)}`);
  const files = await backupFiles(options.files, dir);
  const manifest: BackupManifest = { version: 1, createdAt, database, files };
  // Written last: a folder without a manifest is an unfinished backup.
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const dir = process.argv[2] ?? path.join("backups", new Date().toISOString().replace(/[:.]/g, "-"));
  const started = Date.now();
  const manifest = await backup({
    databaseUrl,
    files: fileLocationFromEnv(),
    dir,
    log: (message) => console.log(`[backup] ${message}`),
  });
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `[backup] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.database.tables.length} tables, ` +
      `${rows} rows (${manifest.database.format}), ${manifest.files.count} files, ${manifest.files.totalBytes} bytes ` +
      `-> ${path.resolve(dir)}`,
  );
}

if (require.main === module)
  main().catch((error) => {
    console.error("[backup]", error instanceof Error ? error.message : error);
    process.exit(1);
  });
