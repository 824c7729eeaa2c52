// A real clamscan with a tiny signature database the test writes itself (no signature download works here):
// Debian's clamav is installed when missing and the tests run as root, as scripts/test-all.sh does for chromium.
import { execFileSync, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The standard anti-virus test file (68 bytes). */
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

function hasClamscan(): boolean {
  try {
    execFileSync("clamscan", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function ensureClamscan(): void {
  if (hasClamscan()) return;
  if (process.getuid?.() === 0) {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav", {
      stdio: "ignore",
      timeout: 600_000,
    });
    if (hasClamscan()) return;
  }
  throw new Error("clamscan is missing: install Debian's 'clamav' package (apt-get install -y clamav).");
}

/** A signature directory with one body signature matching EICAR anywhere in any file (.ndb format). */
export function writeEicarDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-clamav-db-"));
  const hex = Buffer.from(EICAR, "latin1").toString("hex");
  fs.writeFileSync(path.join(dir, "omni-eicar.ndb"), `Omni-Eicar-Test:0:*:${hex}\n`);
  return dir;
}

/** Installs clamscan if needed and points the scanner at the EICAR database. Returns the previous setting. */
export function useTestScanner(): () => void {
  ensureClamscan();
  const previous = process.env.CLAMAV_DB_DIR;
  process.env.CLAMAV_DB_DIR = writeEicarDatabase();
  return () => {
    process.env.CLAMAV_DB_DIR = previous;
  };
}

/** Starts a real clamd on a unix socket with the given signature database (installs clamav-daemon if needed). */
export async function startClamd(databaseDir: string): Promise<{ socket: string; stop: () => void }> {
  const binary = ["/usr/sbin/clamd", "/usr/bin/clamd"].find((p) => fs.existsSync(p));
  if (!binary) {
    if (process.getuid?.() !== 0) throw new Error("clamd is missing: install Debian's 'clamav-daemon' package.");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon", {
      stdio: "ignore",
      timeout: 600_000,
    });
    return startClamd(databaseDir);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-clamd-"));
  const socket = path.join(dir, "clamd.sock");
  const config = [
    `DatabaseDirectory ${databaseDir}`,
    `LocalSocket ${socket}`,
    "Foreground yes",
    `LogFile ${path.join(dir, "clamd.log")}`,
    ...(process.getuid?.() === 0 ? ["User root"] : []),
  ].join("\n");
  fs.writeFileSync(path.join(dir, "clamd.conf"), config + "\n");
  const child = spawn(binary, [`--config-file=${path.join(dir, "clamd.conf")}`], { stdio: "ignore" });
  for (let i = 0; i < 100 && !fs.existsSync(socket); i++) await new Promise((r) => setTimeout(r, 100));
  if (!fs.existsSync(socket)) {
    child.kill();
    throw new Error(`clamd did not start: ${fs.readFileSync(path.join(dir, "clamd.log"), "utf8").slice(-500)}`);
  }
  return { socket, stop: () => void child.kill() };
}
