// Which virus scanner this process uses: clamd when CLAMAV_HOST or CLAMAV_SOCKET is set, else the clamscan
// command with the signatures in CLAMAV_DB_DIR (default /var/lib/clamav, filled by freshclam), else none:
// files are then marked NOT_SCANNED, never CLEAN.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { scanWithClamd } from "@/lib/storage/clamd";
import { scanWithClamscan } from "@/lib/storage/clamscan";

export type ScanVerdict = { status: "CLEAN" | "INFECTED" | "NOT_SCANNED"; signature: string | null };
export type Scanner = { kind: "clamd" } | { kind: "clamscan"; binary: string; databaseDir: string } | { kind: "none" };

const SIGNATURE_FILE = /\.(cvd|cld|cud|ndb|hdb|hsb|mdb|msb|ldb|ndu|ldu|cdb|ign2|fp|sfp|pdb|gdb|wdb|yar|yara)$/i;

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

function hasSignatures(dir: string): boolean {
  try {
    return fs.readdirSync(dir).some((f) => SIGNATURE_FILE.test(f));
  } catch {
    return false;
  }
}

export function currentScanner(): Scanner {
  if (process.env.CLAMAV_HOST || process.env.CLAMAV_SOCKET) return { kind: "clamd" };
  const binary = process.env.CLAMSCAN_PATH || findOnPath("clamscan");
  const databaseDir = path.resolve(process.env.CLAMAV_DB_DIR || "/var/lib/clamav");
  if (binary && hasSignatures(databaseDir)) return { kind: "clamscan", binary, databaseDir };
  return { kind: "none" };
}

/** Scans a stream. A scanner that fails throws (the job retries); no scanner at all gives NOT_SCANNED. */
export async function scanStream(source: Readable, scanner: Scanner = currentScanner()): Promise<ScanVerdict> {
  if (scanner.kind === "clamd") return scanWithClamd(source);
  if (scanner.kind === "clamscan") return scanWithClamscan(source, scanner.binary, scanner.databaseDir);
  source.destroy();
  return { status: "NOT_SCANNED", signature: null };
}
