// S3-compatible backend (AWS S3, MinIO, R2, ...) through the AWS SDK v3, chosen when S3_BUCKET is set.
// Puts are streamed as multipart uploads (lib-storage Upload) with the size limit counted while reading;
// downloads are streamed through the app or, when S3_DOWNLOAD_MODE=redirect, a presigned GET of at most 60 s
// issued after the app's own check; browser uploads use a presigned POST with key-prefix and size conditions.
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { assertKey } from "@/lib/storage/keys";
import { byteLimit, toNodeStream } from "@/lib/storage/streams";
import { contentDisposition } from "@/lib/storage/disposition";
import type { ObjectStore } from "@/lib/storage/store";

/** A presigned download never outlives a minute: it is issued right after the app's own check. */
export const PRESIGNED_GET_MAX_SECONDS = 60;

export type S3Config = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ""),
  };
}

const PART_SIZE = 5 * 1024 * 1024; // the S3 minimum; with queueSize 2 a put holds at most ~10 MB

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

export function createS3Store(config: S3Config): ObjectStore {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers often reject the newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (config.accessKeyId && config.secretAccessKey)
    clientConfig.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  const client = new S3Client(clientConfig);
  const Bucket = config.bucket;
  let targetUrl: Promise<string> | undefined;

  return {
    kind: "s3",

    async put(key, source, options = {}) {
      assertKey(key);
      const { counter, state } = byteLimit(options.maxBytes);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      const feeding = pipeline(toNodeStream(source), counter, body);
      const sending = upload.done().catch((error: unknown) => {
        body.destroy(error as Error); // unblock the reader so `feeding` settles too
        throw error;
      });
      const [fed, sent] = await Promise.allSettled([feeding, sending]);
      if (fed.status === "fulfilled" && sent.status === "fulfilled") return { sizeBytes: state.size };
      await upload.abort().catch(() => {});
      if (state.tooBig) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        return null;
      }
      throw fed.status === "rejected" ? fed.reason : (sent as PromiseRejectedResult).reason;
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        return (out.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { sizeBytes: out.ContentLength ?? 0, modifiedAt: out.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },

    async presignedGet(key, options, expiresInSeconds = PRESIGNED_GET_MAX_SECONDS) {
      const command = new GetObjectCommand({
        Bucket,
        Key: assertKey(key),
        ResponseContentType: options.mimeType,
        ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
      });
      const expiresIn = Math.max(1, Math.min(PRESIGNED_GET_MAX_SECONDS, Math.floor(expiresInSeconds)));
      return getSignedUrl(client, command, { expiresIn });
    },

    async uploadTarget({ key, keyPrefix, maxBytes, expiresInSeconds }) {
      if (!key.startsWith(keyPrefix)) throw new Error("The issued key must start with its prefix");
      assertKey(key);
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ["content-length-range", 0, maxBytes],
          ["starts-with", "$key", keyPrefix],
        ],
        Expires: expiresInSeconds,
      });
      return { url, fields, expiresAt: expiresAt.toISOString() };
    },

    uploadTargetUrl() {
      // The bucket's POST url as createPresignedPost builds it (endpoint, path or virtual-host style); the same
      // for every key, so asked once with a placeholder key (signed locally, nothing is sent).
      targetUrl ??= createPresignedPost(client, { Bucket, Key: "probe/key", Expires: 1 }).then(
        (t) => t.url,
        (error: unknown) => {
          targetUrl = undefined; // asked again next time
          throw error;
        },
      );
      return targetUrl;
    },
  };
}
