// A real clamscan with a tiny signature database the test writes itself (no signature download works here):
// Debian's clamav is installed when missing and the tests run as root, as scripts/test-all.sh does for chromium.
import { execFileSync, execSync } from "node:child_process";
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
