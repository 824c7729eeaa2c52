// Multipart uploads parsed as a stream (busboy): each file is sniffed on its first bytes, then streamed to
// storage with the size cap enforced while reading. Nothing is buffered beyond the sniffing window, so a body
// far over the cap is refused (413) once the cap is passed, without reading the rest of it into memory.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/errors";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import { dangerousContent, SNIFF_BYTES } from "@/lib/uploads/sniff-type";
import { UPLOAD_MESSAGES } from "@/lib/uploads/messages";
import type { UploadPolicy } from "@/lib/uploads/upload-policy";

export type StoredUpload = {
  /** Position among the request's file parts. */
  index: number;
  field: string;
  fileName: string;
  /** Decided from the bytes, not the declared type. */
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
};
export type RejectedUpload = { index: number; field: string; fileName: string; message: string };
export type ParsedUpload = { fields: Record<string, string>; files: StoredUpload[]; rejected: RejectedUpload[] };

const FIELD_LIMITS = { fields: 100, fieldSize: 256 * 1024, parts: 200 };
// Multipart framing and text fields on top of the files' own bytes.
const ENVELOPE_BYTES = 2 * 1024 * 1024;

const fileError = (field: string, message: string, code: "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" = "BAD_REQUEST") =>
  new AppError(code, message, { fieldErrors: { [field]: [message] } });

/** Reads up to `bytes` from the part, returning them and a stream of the whole part (head included). */
async function takeHead(part: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = part[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* rest() {
    yield* chunks;
    chunks.length = 0;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const whole = Readable.from(rest(), { objectMode: false });
  whole.once("close", () => void iterator.return?.());
  return { head: Buffer.concat(chunks).subarray(0, bytes), whole };
}

async function storePart(
  policy: UploadPolicy,
  index: number,
  field: string,
  fileName: string,
  part: Readable,
  parsed: ParsedUpload,
) {
  const { head, whole } = await takeHead(part, SNIFF_BYTES);
  // Web pages, SVG, scripts and executables fail the whole request on every route, whatever their name.
  if (dangerousContent(head)) throw fileError(field, policy.typeMessage);
  const mimeType = policy.sniff(head, fileName);
  if (!mimeType) {
    if (policy.onWrongType === "refuse") throw fileError(field, policy.typeMessage);
    parsed.rejected.push({ index, field, fileName, message: policy.typeMessage });
    // Skip the part, still within the cap.
    let skipped = 0;
    for await (const chunk of whole as AsyncIterable<Buffer>) {
      skipped += chunk.length;
      if (skipped > policy.maxBytes) throw fileError(field, policy.sizeMessage, "PAYLOAD_TOO_LARGE");
    }
    return;
  }
  const storageKey = newKey(policy.folder, policy.extensionFor(mimeType, fileName));
  const written = await writeStream(storageKey, whole, policy.maxBytes);
  if (!written) throw fileError(field, policy.sizeMessage, "PAYLOAD_TOO_LARGE");
  parsed.files.push({ index, field, fileName, mimeType, sizeBytes: written.sizeBytes, storageKey });
}

/** Removes every stored file of an upload (the request failed after they were written). */
export async function discardUpload(parsed: ParsedUpload | null): Promise<void> {
  if (!parsed) return;
  await Promise.all(parsed.files.map((f) => removeFile(f.storageKey).catch(() => {})));
}

export async function parseMultipart(req: Request, policy: UploadPolicy): Promise<ParsedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !req.body)
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart);
  const declared = Number(req.headers.get("content-length"));
  const field = policy.fileFields[0];
  // A declared length already over every file's cap is refused before a byte is read.
  if (declared > policy.maxBytes * policy.maxFiles + ENVELOPE_BYTES)
    throw fileError(field, policy.sizeMessage, "PAYLOAD_TOO_LARGE");

  const parsed: ParsedUpload = { fields: {}, files: [], rejected: [] };
  const source = Readable.fromWeb(req.body as unknown as WebReadableStream<Uint8Array>);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { ...FIELD_LIMITS, files: policy.maxFiles },
      defParamCharset: "utf8",
    });
  } catch {
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart);
  }

  const tasks: Promise<void>[] = [];
  let failure: unknown = null;
  await new Promise<void>((resolve) => {
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      // Stop reading the request: the rest of the body is never pulled.
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners("file");
      // Ends the part being read, so its pending write settles.
      parser.destroy();
      resolve();
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError("BAD_REQUEST", `The field ${name} is too long.`));
      if (!(name in parsed.fields)) parsed.fields[name] = value;
    });
    parser.on("file", (name, part, info) => {
      if (!policy.fileFields.includes(name)) {
        part.resume();
        return fail(new AppError("BAD_REQUEST", `Unexpected file field: ${name}.`));
      }
      if (!info.filename) {
        part.resume();
        return;
      }
      tasks.push(storePart(policy, tasks.length, name, info.filename, part, parsed).catch(fail));
    });
    parser.on("filesLimit", () => fail(fileError(field, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on("partsLimit", () => fail(new AppError("BAD_REQUEST", "Too many parts in one upload.")));
    parser.on("fieldsLimit", () => fail(new AppError("BAD_REQUEST", "Too many fields in one upload.")));
    parser.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart)));
    parser.on("close", () => void Promise.all(tasks).then(() => resolve()));
    source.on("error", (error) => fail(error));
    source.pipe(parser);
  });
  await Promise.allSettled(tasks);
  if (failure) {
    await discardUpload(parsed);
    throw failure;
  }
  // Parts are stored concurrently and finish in any order: hand them on in the order they were sent.
  parsed.files.sort((a, b) => a.index - b.index);
  parsed.rejected.sort((a, b) => a.index - b.index);
  return parsed;
}
