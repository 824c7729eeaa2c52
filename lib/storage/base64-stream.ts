// A byte stream as its base64 text, chunk by chunk: each chunk encodes the longest run of whole 3-byte groups
// and keeps the rest for the next, so the text is the base64 of the whole stream and nothing is held but a
// chunk and up to two bytes. For answers the spec gives as base64 (a file in a text body) that stay streamed.
import { Transform } from "node:stream";

export function base64Encoder(): Transform {
  let rest = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      const whole = bytes.length - (bytes.length % 3);
      rest = Buffer.from(bytes.subarray(whole));
      done(null, whole ? bytes.subarray(0, whole).toString("base64") : undefined);
    },
    flush(done) {
      done(null, rest.length ? rest.toString("base64") : undefined);
    },
  });
}
