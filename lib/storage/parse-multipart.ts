// Multipart uploads parsed as a stream (busboy): each file is sniffed on its first bytes, then streamed to
// storage with the size cap enforced while reading. Nothing is buffered beyond the sniffing window, so a body
// far over the cap is refused (413) once the cap is passed, without reading the rest of it into memory.
// Every stream here has an error path: a malformed or truncated form, a client that goes away and a refused
// file each end as one AppError (4xx), never as an uncaught stream error.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { AppError } from "@/lib/errors";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import { fromWebStream, REQUEST_DRAIN_BYTES } from "@/lib/storage/streams";
import { dangerousContent, SNIFF_BYTES } from "@/lib/storage/sniff-type";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import type { UploadPolicy } from "@/lib/storage/upload-policy";

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
const notMultipart = () => new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notMultipart);

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
  // Releases the part however `whole` ends (read to its end, refused unread, or failed).
  whole.once("close", () => void iterator.return?.()?.catch(() => {}));
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
  const refuse = (message: string, code?: "PAYLOAD_TOO_LARGE") => {
    whole.destroy();
    return fileError(field, message, code);
  };
  // Web pages, SVG, scripts and executables fail the whole request on every route, whatever their name.
  if (dangerousContent(head)) throw refuse(policy.typeMessage);
  const mimeType = policy.sniff(head, fileName);
  if (!mimeType) {
    if (policy.onWrongType === "refuse") throw refuse(policy.typeMessage);
    parsed.rejected.push({ index, field, fileName, message: policy.typeMessage });
    // Skip the part, still within the cap.
    let skipped = 0;
    for await (const chunk of whole as AsyncIterable<Buffer>) {
      skipped += chunk.length;
      if (skipped > policy.maxBytes) throw refuse(policy.sizeMessage, "PAYLOAD_TOO_LARGE");
    }
    return;
  }
  const storageKey = newKey(policy.folder, policy.extensionFor(mimeType, fileName));
  const written = await writeStream(storageKey, whole, policy.maxBytes);
  if (!written) throw refuse(policy.sizeMessage, "PAYLOAD_TOO_LARGE");
  parsed.files.push({ index, field, fileName, mimeType, sizeBytes: written.sizeBytes, storageKey });
}

/** Removes every stored file of an upload (the request failed after they were written). */
export async function discardUpload(parsed: ParsedUpload | null): Promise<void> {
  if (!parsed) return;
  await Promise.all(parsed.files.map((f) => removeFile(f.storageKey).catch(() => {})));
}

export async function parseMultipart(req: Request, policy: UploadPolicy): Promise<ParsedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !req.body) throw notMultipart();
  const declared = Number(req.headers.get("content-length"));
  const field = policy.fileFields[0];
  // A declared length already over every file's cap is refused before a byte is read.
  if (declared > policy.maxBytes * policy.maxFiles + ENVELOPE_BYTES)
    throw fileError(field, policy.sizeMessage, "PAYLOAD_TOO_LARGE");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { ...FIELD_LIMITS, files: policy.maxFiles },
      defParamCharset: "utf8",
    });
  } catch {
    // No boundary (or one busboy cannot use): refused before a byte of the body is read.
    throw notMultipart();
  }

  const parsed: ParsedUpload = { fields: {}, files: [], rejected: [] };
  // Once the request fails, the rest of the body is drained (then cancelled past the limit), never torn down
  // mid-read: see fromWebStream.
  const source = fromWebStream(req.body, { drainBytes: REQUEST_DRAIN_BYTES });
  const tasks: Promise<void>[] = [];
  let failure: unknown = null;
  await new Promise<void>((resolve) => {
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      parser.removeAllListeners("file");
      // Stop parsing: the source no longer feeds the parser, and destroying the parser ends the part being
      // read, so its pending write settles.
      source.destroy();
      parser.destroy();
      resolve();
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError("BAD_REQUEST", `The field ${name} is too long.`));
      if (!(name in parsed.fields)) parsed.fields[name] = value;
    });
    parser.on("file", (name, part, info) => {
      // busboy destroys the part of a truncated form with an error (and errors itself); a part nobody reads
      // (resumed below) must not turn that into an uncaught 'error' event.
      part.on("error", () => {});
      if (!policy.fileFields.includes(name)) {
        part.resume();
        return fail(new AppError("BAD_REQUEST", `Unexpected file field: ${name}.`));
      }
      if (!info.filename) {
        part.resume();
        return;
      }
      tasks.push(
        storePart(policy, tasks.length, name, info.filename, part, parsed).catch((error: unknown) =>
          // A part that failed because the form broke off is the client's malformed form, not a storage fault.
          fail(error instanceof AppError || !parser.errored ? error : notMultipart()),
        ),
      );
    });
    parser.on("filesLimit", () => fail(fileError(field, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on("partsLimit", () => fail(new AppError("BAD_REQUEST", "Too many parts in one upload.")));
    parser.on("fieldsLimit", () => fail(new AppError("BAD_REQUEST", "Too many fields in one upload.")));
    parser.on("error", () => fail(notMultipart()));
    parser.on("close", () => void Promise.all(tasks).then(() => resolve()));
    // The body failing to arrive (the client went away) is a refused upload too.
    source.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_MESSAGES.interrupted)));
    pipeline(source, parser).catch(() => fail(notMultipart()));
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
