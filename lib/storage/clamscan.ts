// The clamscan command line when no clamd is configured: the file is piped to `clamscan -` with the signature
// database of CLAMAV_DB_DIR. Exit codes: 0 clean, 1 virus found, anything else an error.
import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ScanVerdict } from "@/lib/storage/scanner";

export async function scanWithClamscan(source: Readable, binary: string, databaseDir: string): Promise<ScanVerdict> {
  const child = spawn(
    binary,
    [
      "--no-summary",
      "--stdout",
      `--database=${databaseDir}`,
      // clamscan's defaults skip files over 25 MB as "OK": large pay registers must be scanned whole.
      "--max-filesize=4000M",
      "--max-scansize=4000M",
      "-",
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
  child.stderr.on("data", (d: Buffer) => (out += d.toString("utf8")));
  const exited = new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code ?? -1));
  });
  await pipeline(source, child.stdin).catch((error: NodeJS.ErrnoException) => {
    // clamscan may stop reading once it has decided; its exit code tells.
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  });
  const code = await exited;
  const found = /stdin: (.+) FOUND/.exec(out);
  if (code === 1 && found) return { status: "INFECTED", signature: found[1] };
  if (code === 0) return { status: "CLEAN", signature: null };
  throw new Error(`clamscan exited with ${code}: ${out.trim().slice(0, 500)}`);
}
