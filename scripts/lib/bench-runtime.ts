// What the benchmarks that call the product's services in process share: running under Node's react-server
// condition (the services import "server-only", as they do inside Next) and a database of their own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";

/** Runs `file` again under the react-server condition, with the same arguments; true when the caller should stop
 *  (the child does the work and its exit code becomes this process's). */
export function rerunUnderReactServer(file: string): boolean {
  if ((process.env.NODE_OPTIONS ?? "").includes("--conditions=react-server")) return false;
  const NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`;
  const self = spawn(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), file, ...process.argv.slice(2)],
    { env: { ...process.env, NODE_OPTIONS }, stdio: "inherit" },
  );
  self.on("exit", (code) => process.exit(code ?? 1));
  return true;
}

/** An embedded PostgreSQL of the benchmark's own in a temporary folder, with the services pointed at it (the
 *  database, file storage and data folders beside it, a pool of 4); `stop()` removes it all. Not migrated yet. */
export async function startBenchDatabase(name: string) {
  const { findFreePort, startEmbeddedDb } = await import("./embedded-db");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `omni-bench-${name}-`));
  fs.chmodSync(base, 0o755);
  const embedded = await startEmbeddedDb({
    dataDir: path.join(base, "pg"),
    port: await findFreePort(),
    persistent: false,
    database: "omni_bench",
  });
  const storageDir = path.join(base, "files");
  Object.assign(process.env, {
    DATABASE_URL: embedded.url,
    OMNI_STORAGE_DIR: storageDir,
    OMNI_DATA_DIR: path.join(base, "data"),
    DB_POOL_SIZE: "4",
  });
  return {
    base,
    url: embedded.url,
    storageDir,
    async stop() {
      await embedded.stop().catch(() => {});
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A benchmark's figures as aligned columns (the first line is the header). */
export function printTable(lines: string[][]) {
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const line of lines) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

/** Runs a benchmark's main: prints the table it returns and exits 0, or the error and exits 1. A main that returns
 *  nothing has handed the work to its rerun (rerunUnderReactServer), whose exit ends this process. */
export function runBench(main: () => Promise<string[][] | undefined>) {
  main().then(
    (lines) => {
      if (!lines) return;
      printTable(lines);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
