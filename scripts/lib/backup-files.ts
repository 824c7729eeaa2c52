// The file-store half of scripts/backup.ts and scripts/restore.ts: the disk folder (OMNI_STORAGE_DIR) or every
// object of the S3 bucket (S3_BUCKET, ...), copied into <backup>/files/<key> with each file's size and sha256,
// and copied back into a fresh folder or bucket. Temporary `*.part-<uuid>` files of unfinished writes are skipped.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { s3ConfigFromEnv, type S3Config } from "../../lib/storage/s3-store";

export type FileLocation = { kind: "disk"; dir: string } | { kind: "s3"; config: S3Config };
export type FileEntry = { key: string; size: number; sha256: string };
export type FilesManifest = { source: "disk" | "s3"; count: number; totalBytes: number; items: FileEntry[] };

const FILE_DIR = "files";
const PARTIAL = /\.part-[0-9a-f-]{36}$/i;

/** Where the product keeps its files, read from the environment as lib/storage/store.ts does. */
export function fileLocationFromEnv(env: NodeJS.ProcessEnv = process.env): FileLocation {
  const s3 = s3ConfigFromEnv(env);
  if (s3) return { kind: "s3", config: s3 };
  return { kind: "disk", dir: path.resolve(env.OMNI_STORAGE_DIR ?? ".data/files") };
}

export const describeLocation = (l: FileLocation) =>
  l.kind === "disk"
    ? `folder ${l.dir}`
    : `bucket ${l.config.bucket}${l.config.endpoint ? ` at ${l.config.endpoint}` : ""}`;

function s3Client(config: S3Config): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (config.accessKeyId && config.secretAccessKey)
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  return new S3Client(options);
}

async function* listKeys(location: FileLocation): AsyncGenerator<string> {
  if (location.kind === "disk") {
    if (!fs.existsSync(location.dir)) return;
    const walk = async function* (dir: string): AsyncGenerator<string> {
      for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full);
        else if (entry.isFile() && !PARTIAL.test(entry.name))
          yield path.relative(location.dir, full).split(path.sep).join("/");
      }
    };
    yield* walk(location.dir);
    return;
  }
  const client = s3Client(location.config);
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: location.config.bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key && !PARTIAL.test(object.Key)) yield object.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function openObject(location: FileLocation, key: string): Promise<Readable> {
  if (location.kind === "disk") return fs.createReadStream(path.join(location.dir, ...key.split("/")));
  const out = await s3Client(location.config).send(new GetObjectCommand({ Bucket: location.config.bucket, Key: key }));
  if (!out.Body) throw new Error(`The bucket returned no body for ${key}`);
  return out.Body as Readable;
}

function hashing(): { tap: Transform; result: () => { size: number; sha256: string } } {
  const hash = crypto.createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/** The size and sha256 of one stored object. */
export async function hashObject(location: FileLocation, key: string): Promise<{ size: number; sha256: string }> {
  const { tap, result } = hashing();
  await pipeline(await openObject(location, key), tap, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) void chunk;
  });
  return result();
}

/** Copies every stored file into `<backupDir>/files/`. */
export async function backupFiles(location: FileLocation, backupDir: string): Promise<FilesManifest> {
  const items: FileEntry[] = [];
  for await (const key of listKeys(location)) {
    const target = path.join(backupDir, FILE_DIR, ...key.split("/"));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const { tap, result } = hashing();
    await pipeline(await openObject(location, key), tap, fs.createWriteStream(target));
    items.push({ key, ...result() });
  }
  items.sort((a, b) => a.key.localeCompare(b.key));
  return {
    source: location.kind,
    count: items.length,
    totalBytes: items.reduce((sum, f) => sum + f.size, 0),
    items,
  };
}

/** Refuses a target that already holds files (a restore goes into a fresh folder or bucket). */
export async function assertEmptyLocation(location: FileLocation): Promise<void> {
  for await (const key of listKeys(location))
    throw new Error(`The ${describeLocation(location)} is not empty (it holds ${key}): restore into a fresh one`);
}

/** Copies the backup's files into the location (each checked against its hash afterwards by compareFiles). */
export async function restoreFiles(backupDir: string, manifest: FilesManifest, location: FileLocation) {
  const client = location.kind === "s3" ? s3Client(location.config) : null;
  for (const item of manifest.items) {
    const source = path.join(backupDir, FILE_DIR, ...item.key.split("/"));
    if (location.kind === "disk") {
      const target = path.join(location.dir, ...item.key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.copyFile(source, target);
    } else {
      await client!.send(
        new PutObjectCommand({
          Bucket: location.config.bucket,
          Key: item.key,
          Body: fs.createReadStream(source),
          ContentLength: item.size,
        }),
      );
    }
  }
}

/** Every file of the manifest read back from the location: one line per missing or different file. */
export async function compareFiles(location: FileLocation, manifest: FilesManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const item of manifest.items) {
    try {
      const found = await hashObject(location, item.key);
      if (found.sha256 !== item.sha256 || found.size !== item.size)
        problems.push(`file ${item.key}: ${found.size} bytes sha256 ${found.sha256}, the backup has ${item.sha256}`);
    } catch (error) {
      problems.push(`file ${item.key}: ${(error as Error).message}`);
    }
  }
  return problems;
}
