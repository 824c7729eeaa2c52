// Stream helpers shared by the storage backends and the upload parsers.
import { Readable, Transform } from "node:stream";
import type { StreamSource } from "@/lib/storage/store";

/**
 * How much of a refused request body is still read (and thrown away) so the client receives the answer on a
 * healthy connection; past it the body is cancelled, which resets the connection of a client still sending.
 */
export const REQUEST_DRAIN_BYTES = 32 * 1024 ** 2;

/**
 * A web stream (a request body) as a Node stream, read only on demand. Destroying it (a refused upload, a
 * failed pipeline) first lets the read in flight settle, then reads and drops up to `drainBytes` more, then
 * cancels the web stream. Never cancelling mid-read matters: the runtime's request body (undici's stream over
 * the server's IncomingMessage) closes itself in a microtask once its read completes, and a body cancelled
 * meanwhile throws an uncaught `TypeError: Invalid state: ReadableStream is already closed` there.
 */
export function fromWebStream(source: ReadableStream<Uint8Array>, options: { drainBytes?: number } = {}): Readable {
  const reader = source.getReader();
  let inFlight: Promise<void> = Promise.resolve();
  let stopped = false;

  async function pull(stream: Readable) {
    for (;;) {
      const { done, value } = await reader.read();
      if (stopped) return;
      if (done) return void stream.push(null);
      if (value.byteLength) return void stream.push(value);
    }
  }

  async function release(drainBytes: number) {
    try {
      await inFlight;
      for (let drained = 0; drained < drainBytes;) {
        const { done, value } = await reader.read();
        if (done) return;
        drained += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The body already failed (the client went away): nothing is left to release.
    }
  }

  return new Readable({
    read() {
      inFlight = pull(this).catch((error: unknown) => {
        if (!stopped) this.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    },
    destroy(error, callback) {
      stopped = true;
      void release(options.drainBytes ?? 0);
      callback(error);
    },
  });
}

export function toNodeStream(source: StreamSource): Readable {
  return source instanceof Readable ? source : fromWebStream(source);
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
