// clamd's INSTREAM protocol over TCP (CLAMAV_HOST[:CLAMAV_PORT]) or a unix socket (CLAMAV_SOCKET): the file is
// sent as length-prefixed chunks, then a zero length; clamd answers "stream: OK" or "stream: <name> FOUND".
import net from "node:net";
import type { Readable } from "node:stream";
import type { ScanVerdict } from "@/lib/storage/scanner";

const CHUNK = 64 * 1024;

function connect(): net.Socket {
  const socketPath = process.env.CLAMAV_SOCKET;
  if (socketPath) return net.createConnection({ path: socketPath });
  return net.createConnection({ host: process.env.CLAMAV_HOST, port: Number(process.env.CLAMAV_PORT ?? 3310) });
}

function write(socket: net.Socket, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.write(data)) resolve();
    else {
      socket.once("drain", resolve);
      socket.once("error", reject);
    }
  });
}

export async function scanWithClamd(source: Readable): Promise<ScanVerdict> {
  const socket = connect();
  socket.setTimeout(Number(process.env.CLAMAV_TIMEOUT_MS ?? 120_000));
  const reply = new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = [];
    socket.on("data", (d: Buffer) => parts.push(d));
    socket.on("end", () => resolve(Buffer.concat(parts).toString("utf8").replace(/\0/g, "").trim()));
    socket.on("timeout", () => socket.destroy(new Error("clamd did not answer in time")));
    socket.on("error", reject);
  });
  // Awaited below; a connection that fails first rejects it too, before anyone awaits it.
  reply.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  await write(socket, Buffer.from("zINSTREAM\0"));
  try {
    for await (const data of source as AsyncIterable<Buffer>) {
      for (let i = 0; i < data.length; i += CHUNK) {
        const piece = data.subarray(i, i + CHUNK);
        const size = Buffer.alloc(4);
        size.writeUInt32BE(piece.length);
        await write(socket, Buffer.concat([size, piece]));
      }
    }
  } catch (error) {
    // clamd closed the stream early (e.g. StreamMaxLength): its answer says why.
    if (socket.destroyed) throw new Error(`clamd: ${await reply.catch(() => String(error))}`);
    throw error;
  }
  await write(socket, Buffer.alloc(4));
  const answer = await reply;
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found) return { status: "INFECTED", signature: found[1] };
  if (answer === "stream: OK") return { status: "CLEAN", signature: null };
  throw new Error(`clamd: ${answer || "no answer"}`);
}
