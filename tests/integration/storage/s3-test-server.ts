// A real S3-compatible server for the storage tests: npm `s3rver`, in-process on a free port with a temporary
// directory (no Docker). s3rver 3.7 stores browser POST uploads but ignores their policy ("unimplemented" in
// its object controller), so this file puts AWS's POST-policy rules in front of it, as S3 applies them
// (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html): a SigV4 signature of
// the policy with the account's secret, the expiration, and every condition (exact match, starts-with,
// content-length-range), each form field covered by a condition.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import S3rver from "s3rver";

export const S3_TEST_BUCKET = "omni-test";
const ACCESS_KEY = "S3RVER"; // s3rver's built-in account
const SECRET_KEY = "S3RVER";

type Ctx = {
  method: string;
  path: string;
  req: IncomingMessage;
  headers: Record<string, string>;
  status: number;
  body: unknown;
  type: string;
};

class PolicyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readForm(raw: Buffer, headers: Record<string, string>) {
  const fields = new Map<string, string>();
  let fileSize = -1;
  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers });
    parser.on("field", (name, value) => {
      if (fileSize < 0) fields.set(name.toLowerCase(), value);
    });
    parser.on("file", (name, stream) => {
      if (name !== "file" || fileSize >= 0) return void stream.resume();
      fileSize = 0;
      stream.on("data", (chunk: Buffer) => (fileSize += chunk.length));
    });
    parser.on("close", resolve);
    parser.on("error", reject);
    parser.end(raw);
  });
  return { fields, fileSize };
}

const hmac = (key: Buffer | string, data: string) => crypto.createHmac("sha256", key).update(data).digest();

function checkPolicy(bucket: string, fields: Map<string, string>, fileSize: number) {
  const encoded = fields.get("policy");
  const credential = fields.get("x-amz-credential") ?? "";
  const [accessKey, date, region, service] = credential.split("/");
  if (!encoded || accessKey !== ACCESS_KEY) throw new PolicyError(403, "AccessDenied", "Missing policy or credential");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, date), region), service), "aws4_request");
  const expected = hmac(signingKey, encoded).toString("hex");
  if (expected !== fields.get("x-amz-signature"))
    throw new PolicyError(403, "SignatureDoesNotMatch", "The request signature does not match");
  const policy = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as {
    expiration: string;
    conditions: (Record<string, string> | [string, string | number, string | number])[];
  };
  if (!(Date.parse(policy.expiration) > Date.now()))
    throw new PolicyError(403, "AccessDenied", "Invalid according to Policy: Policy expired.");
  const value = (name: string) => (name === "bucket" ? bucket : fields.get(name));
  const covered = new Set(["policy", "x-amz-signature"]);
  for (const condition of policy.conditions) {
    const failed = () =>
      new PolicyError(
        403,
        "AccessDenied",
        `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
      );
    if (!Array.isArray(condition)) {
      for (const [name, expectedValue] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (value(name.toLowerCase()) !== expectedValue) throw failed();
      }
      continue;
    }
    const [op, a, b] = condition;
    if (op === "content-length-range") {
      if (fileSize < Number(a) || fileSize > Number(b))
        throw new PolicyError(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size");
      continue;
    }
    const name = String(a).replace(/^\$/, "").toLowerCase();
    covered.add(name);
    const actual = value(name) ?? "";
    if (op === "eq" ? actual !== b : op === "starts-with" ? !actual.startsWith(String(b)) : true) throw failed();
  }
  for (const name of fields.keys())
    if (!covered.has(name) && !name.startsWith("x-ignore-"))
      throw new PolicyError(403, "AccessDenied", `Invalid according to Policy: Extra input fields: ${name}`);
}

function enforcePostPolicy() {
  return async (context: unknown, next: () => Promise<unknown>) => {
    const ctx = context as Ctx;
    const segments = ctx.path.split("/").filter(Boolean);
    if (ctx.method !== "POST" || segments.length !== 1 || !/multipart\/form-data/.test(ctx.headers["content-type"]))
      return next();
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    try {
      const { fields, fileSize } = await readForm(raw, ctx.headers);
      checkPolicy(segments[0], fields, fileSize);
    } catch (error) {
      if (!(error instanceof PolicyError)) throw error;
      ctx.status = error.status;
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${error.message}</Message></Error>`;
      return;
    }
    // s3rver pipes the request into its own form parser: hand it the same bytes again.
    ctx.req.pipe = (<T extends NodeJS.WritableStream>(destination: T) => {
      destination.end(raw);
      return destination;
    }) as IncomingMessage["pipe"];
    return next();
  };
}

export type S3TestServer = { env: Record<string, string>; stop: () => Promise<void> };

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "omni-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  server.middleware.unshift(enforcePostPolicy());
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
