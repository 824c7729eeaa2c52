/** @jest-environment node */
// [STORAGE] One suite, two backends: local disk and a real S3-compatible server (s3rver, started here on a free
// port). Streamed round trip of a multi-MB file, the size limit enforced mid-stream, presigned GET expiry, and
// the signed upload target (S3 presigned POST / the app's HMAC-signed disk upload route) accepting a valid
// upload and refusing an expired signature, a forged one, a wrong key prefix and an oversized body.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import * as uploadRoute from "@/app/api/document-storage/upload/route";
import {
  exists,
  fileResponse,
  readStream,
  removeFile,
  storagePath,
  withLocalFile,
  writeStream,
} from "@/lib/storage/files";
import { getStore, type UploadTarget } from "@/lib/storage/store";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";

const MB = 1024 * 1024;
const S3_ENV = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Backend = {
  name: "disk" | "s3";
  setup: () => Promise<void>;
  teardown: () => Promise<void>;
  /** Posts a browser-style form upload to the target's url. */
  post: (url: string, form: FormData) => Promise<{ status: number; text: string }>;
};

const disk: Backend = {
  name: "disk",
  async setup() {
    for (const key of S3_ENV) delete process.env[key];
    process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-store-"));
  },
  async teardown() {
    fs.rmSync(process.env.OMNI_STORAGE_DIR!, { recursive: true, force: true });
  },
  async post(url, form) {
    const req = new NextRequest(new URL(url, "http://localhost"), { method: "POST", body: form });
    const res = await uploadRoute.POST(req, { params: Promise.resolve({}) });
    return { status: res.status, text: await res.text() };
  },
};

let server: S3TestServer | undefined;
const s3: Backend = {
  name: "s3",
  async setup() {
    server = await startS3TestServer();
    Object.assign(process.env, server.env);
  },
  async teardown() {
    for (const key of [...S3_ENV, "S3_DOWNLOAD_MODE"]) delete process.env[key];
    await server?.stop();
  },
  async post(url, form) {
    const res = await fetch(url, { method: "POST", body: form });
    return { status: res.status, text: await res.text() };
  },
};

/** A random-content stream of `total` bytes that records how much was pulled from it and its digest. */
function randomSource(total: number) {
  const hash = crypto.createHash("sha256");
  let produced = 0;
  const stream = new Readable({
    read() {
      if (produced >= total) return void this.push(null);
      const chunk = crypto.randomBytes(Math.min(64 * 1024, total - produced));
      produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, produced: () => produced, digest: () => hash.digest("hex") };
}

async function digestOf(stream: Readable): Promise<{ digest: string; size: number }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { digest: hash.digest("hex"), size };
}

const testKey = (name: string) => `tests/${crypto.randomUUID()}/${name}`;

function uploadForm(fields: Record<string, string>, bytes: Buffer, name = "contract.pdf"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  return form;
}

async function issue(maxBytes: number, expiresInSeconds: number): Promise<UploadTarget & { prefix: string }> {
  const prefix = `uploads/test-user/${crypto.randomUUID()}/`;
  const target = await getStore().uploadTarget({
    key: `${prefix}contract.pdf`,
    keyPrefix: prefix,
    maxBytes,
    expiresInSeconds,
  });
  return { ...target, prefix };
}

describe.each([disk, s3])("[STORAGE] $name backend", (backend) => {
  beforeAll(() => backend.setup(), 30_000);
  afterAll(() => backend.teardown());

  it("selects the configured backend", () => {
    expect(getStore().kind).toBe(backend.name);
  });

  it("streams a 12 MB file in and out: write, stat, read, download response, delete", async () => {
    const key = testKey("register.csv");
    const source = randomSource(12 * MB);
    expect(await writeStream(key, source.stream, 15 * MB)).toEqual({ sizeBytes: 12 * MB });
    const expected = source.digest();

    expect(await exists(key)).toBe(true);
    const stat = await getStore().stat(key);
    expect(stat?.sizeBytes).toBe(12 * MB);
    expect(await digestOf(readStream(key))).toEqual({ digest: expected, size: 12 * MB });

    const res = await fileResponse({
      storageKey: key,
      fileName: "Régistre.csv",
      mimeType: "text/csv",
      sizeBytes: 12 * MB,
      disposition: "attachment",
    });
    expect(res?.status).toBe(200);
    expect(res!.headers.get("content-disposition")).toBe(
      `attachment; filename="R_gistre.csv"; filename*=UTF-8''R%C3%A9gistre.csv`,
    );
    expect(await digestOf(Readable.fromWeb(res!.body as import("node:stream/web").ReadableStream))).toEqual({
      digest: expected,
      size: 12 * MB,
    });

    await removeFile(key);
    expect(await exists(key)).toBe(false);
    expect(await getStore().get(key)).toBeNull();
    expect(
      await fileResponse({ storageKey: key, fileName: "x", mimeType: "text/csv", disposition: "inline" }),
    ).toBeNull();
  });

  it("stops reading once the size limit is passed mid-stream and keeps nothing", async () => {
    const key = testKey("too-big.bin");
    const source = randomSource(40 * MB);
    expect(await writeStream(key, source.stream, 5 * MB)).toBeNull();
    // Refused after about the limit, not after the whole body.
    expect(source.produced()).toBeGreaterThan(5 * MB);
    expect(source.produced()).toBeLessThan(6 * MB);
    expect(await getStore().stat(key)).toBeNull();
    if (backend.name === "disk") {
      const folder = path.dirname(path.join(process.env.OMNI_STORAGE_DIR!, key));
      expect(fs.readdirSync(folder)).toEqual([]); // no half-written temporary file either
    }
  });

  it("gives tools that need a path a local copy (withLocalFile), removed afterwards", async () => {
    const key = testKey("register.csv");
    await writeStream(key, Readable.from([Buffer.from("a,b\n1,2\n")]));
    let seen = "";
    const text = await withLocalFile(key, async (file) => {
      seen = file;
      return fs.readFileSync(file, "utf8");
    });
    expect(text).toBe("a,b\n1,2\n");
    if (backend.name === "s3") {
      expect(fs.existsSync(seen)).toBe(false);
      expect(() => storagePath(key)).toThrow("storagePath needs the disk backend");
    } else expect(seen).toBe(storagePath(key));
    expect(await withLocalFile(testKey("missing.csv"), async () => "read")).toBeNull();
  });

  it("refuses keys that could escape the storage root", async () => {
    for (const key of ["../etc/passwd", "tests/../../x", "/abs/path", "no-folder"])
      await expect(writeStream(key, Readable.from([Buffer.from("x")]))).rejects.toThrow("Invalid storage key");
  });

  it("downloads: the disk app streams; S3 presigned GET lasts at most 60 s and then expires", async () => {
    const key = testKey("contract.pdf");
    await writeStream(key, Readable.from([PDF]));
    const options = { fileName: "contract.pdf", mimeType: "application/pdf", disposition: "inline" as const };
    if (backend.name === "disk") {
      expect(await getStore().presignedGet(key, options)).toBeNull();
      return;
    }
    const capped = new URL((await getStore().presignedGet(key, options, 3600))!);
    expect(capped.searchParams.get("X-Amz-Expires")).toBe("60");

    const shortLived = (await getStore().presignedGet(key, options, 2))!;
    const fresh = await fetch(shortLived);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-disposition")).toMatch(/^inline; filename="contract.pdf"/);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(PDF)).toBe(true);
    // X-Amz-Date has whole seconds: wait until a second past the end of its validity.
    const signedAt = Date.parse(
      new URL(shortLived).searchParams
        .get("X-Amz-Date")!
        .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, signedAt + 3000 - Date.now())));
    expect((await fetch(shortLived)).status).toBe(403);

    // Redirect mode: the app answers with a presigned GET it issued after its own check.
    process.env.S3_DOWNLOAD_MODE = "redirect";
    try {
      const res = await fileResponse({ storageKey: key, ...options });
      expect(res?.status).toBe(302);
      const location = res!.headers.get("location")!;
      expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe("60");
      expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      delete process.env.S3_DOWNLOAD_MODE;
    }
  });

  it("signed upload target: accepts a valid upload; refuses an expired or forged signature, a wrong key prefix and an oversized body", async () => {
    const soonExpired = await issue(MB, 1);
    const expiredAt = Date.now();
    const target = await issue(MB, 60);
    expect(target.fields.key).toBe(`${target.prefix}contract.pdf`);
    if (backend.name === "s3") expect(target.url).toBe(`${process.env.S3_ENDPOINT}/${process.env.S3_BUCKET}`);
    else expect(target.url).toBe("/api/document-storage/upload");

    const accepted = await backend.post(target.url, uploadForm(target.fields, PDF));
    expect(accepted.status).toBe(204);
    expect((await getStore().stat(target.fields.key))?.sizeBytes).toBe(PDF.length);
    expect((await digestOf((await getStore().get(target.fields.key))!)).size).toBe(PDF.length);

    const outside = `uploads/someone-else/${crypto.randomUUID()}/contract.pdf`;
    const wrongPrefix = await backend.post(target.url, uploadForm({ ...target.fields, key: outside }, PDF));
    expect(wrongPrefix.status).toBe(403);
    expect(await getStore().stat(outside)).toBeNull();

    const other = await issue(MB, 60);
    const sig = backend.name === "s3" ? "X-Amz-Signature" : "signature";
    const forged = { ...other.fields, [sig]: other.fields[sig].replace(/.$/, (c) => (c === "0" ? "1" : "0")) };
    expect((await backend.post(other.url, uploadForm(forged, PDF))).status).toBe(403);
    expect(await getStore().stat(other.fields.key)).toBeNull();

    const oversized = await backend.post(other.url, uploadForm(other.fields, crypto.randomBytes(MB + 1)));
    expect(oversized.status).toBe(400);
    expect(oversized.text).toMatch(backend.name === "s3" ? /EntityTooLarge/ : /larger than this upload link allows/);
    expect(await getStore().stat(other.fields.key)).toBeNull();

    await new Promise((r) => setTimeout(r, Math.max(0, expiredAt + 2100 - Date.now())));
    const expired = await backend.post(soonExpired.url, uploadForm(soonExpired.fields, PDF));
    expect(expired.status).toBe(403);
    expect(expired.text).toMatch(backend.name === "s3" ? /Policy expired/ : /upload link has expired/);
    expect(await getStore().stat(soonExpired.fields.key)).toBeNull();
  });
});
