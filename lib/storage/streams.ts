// Stream helpers shared by the storage backends.
import { Readable, Transform } from "node:stream";
import type { StreamSource } from "@/lib/storage/store";

export function toNodeStream(source: StreamSource): Readable {
  return source instanceof Readable
    ? source
    : Readable.fromWeb(source as import("node:stream/web").ReadableStream<Uint8Array>);
}

/** Counts bytes and fails the pipeline as soon as `maxBytes` is passed (nothing more is read). */
export function byteLimit(maxBytes: number | undefined) {
  const state = { size: 0, tooBig: false };
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.size += chunk.length;
      if (maxBytes !== undefined && state.size > maxBytes) {
        state.tooBig = true;
        done(new Error("too big"));
        return;
      }
      done(null, chunk);
    },
  });
  return { counter, state };
}
