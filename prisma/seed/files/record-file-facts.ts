// A fresh seed's rows get the facts of their files: each Document's size and SHA-256, each contract's
// pdfSha256 (the hash a signature must name) and signedSha256. Raw updates: updatedAt stays as seeded.
import crypto from "node:crypto";
import type { Tx } from "../context";
import type { RenderedFile } from "./write-demo-files";

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

export async function recordFileFacts(tx: Tx, files: RenderedFile[]) {
  const keys = files.map((f) => f.key);
  const sizes = files.map((f) => f.bytes.length);
  const hashes = files.map((f) => sha256(f.bytes));
  await tx.$executeRaw`
    UPDATE "Document" d SET "sizeBytes" = v.size, sha256 = v.hash
      FROM unnest(${keys}::text[], ${sizes}::int[], ${hashes}::text[]) AS v(key, size, hash)
     WHERE d."storageKey" = v.key`;
  await tx.$executeRaw`
    UPDATE "Contract" c SET "pdfSha256" = v.hash
      FROM unnest(${keys}::text[], ${hashes}::text[]) AS v(key, hash)
     WHERE c."storageKey" = v.key`;
  await tx.$executeRaw`
    UPDATE "Contract" c SET "signedSha256" = v.hash
      FROM unnest(${keys}::text[], ${hashes}::text[]) AS v(key, hash)
     WHERE c."signedStorageKey" = v.key`;
}
