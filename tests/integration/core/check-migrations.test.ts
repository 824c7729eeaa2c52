/** @jest-environment node */
// The migrations-vs-schema drift check (scripts/check-migrations.ts) passes on the committed schema, where
// only the exempt search indexes differ, and exits non-zero on a real drift.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(__dirname, "..", "..", "..");

function runCheck(schemaPath?: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-migrations.ts"],
    {
      cwd: root,
      env: { ...process.env, ...(schemaPath ? { OMNI_SCHEMA: schemaPath } : {}) },
      encoding: "utf8",
      timeout: 240_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("[CORE] migrations drift check", () => {
  it("passes on the committed schema and fails on a column that has no migration", () => {
    const clean = runCheck();
    expect(clean.output).toContain("Migrations match schema.prisma");
    expect(clean.status).toBe(0);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-drift-schema-"));
    const drifted = path.join(dir, "schema.prisma");
    const schema = fs.readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
    fs.writeFileSync(drifted, schema.replace(/^model Company \{\n/m, "model Company {\n  driftProbe String?\n"));
    const drift = runCheck(drifted);
    expect(drift.output).toMatch(/only in schema\.prisma: .*"driftProbe"/);
    expect(drift.status).toBe(1);
  }, 300_000);
});
