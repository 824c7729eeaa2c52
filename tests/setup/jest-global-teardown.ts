import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default async function globalTeardown() {
  const db = (globalThis as unknown as { omniTestDb?: { stop: () => Promise<void> } }).omniTestDb;
  if (db) await db.stop();
  fs.rmSync(path.join(os.tmpdir(), "omni-jest-db.json"), { force: true });
}
