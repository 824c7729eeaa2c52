/** @jest-environment node */
// The demo seed against real, fresh databases: a second run (through `prisma db seed`, as operators run it)
// writes nothing, every demo account exists with its roles, a database with other data is left alone,
// parallel runs seed once, and two fresh databases get the same rows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import bcrypt from "bcryptjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../prisma/demo-accounts";
import { toRoleType } from "../../../prisma/seed/builders/users";
import { seedDemoData } from "../../../prisma/seed/main";
import { createUser } from "../../factories/users";
import { freshDatabase, normalisedRows, tableCounts, type FreshDatabase } from "./fresh-database";

jest.setTimeout(180_000);

// The seed writes its demo files (demo-files.test.ts checks them): into a temporary folder, for this process
// and the `prisma db seed` it starts.
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-seed-"));
process.env.OMNI_STORAGE_DIR = storageDir;
delete process.env.S3_BUCKET;

const root = path.join(__dirname, "../../..");
const opened: FreshDatabase[] = [];
let first: FreshDatabase;
let firstSeededAt: Date;

beforeAll(async () => {
  first = await freshDatabase();
  opened.push(first);
  firstSeededAt = new Date();
  const outcome = await seedDemoData(first.prisma);
  expect(outcome.status).toBe("seeded");
  if (outcome.status === "seeded") console.log(`demo seed: ${outcome.seconds.toFixed(2)} s`);
});

afterAll(async () => {
  for (const db of opened) await db.drop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function prismaDbSeed(databaseUrl: string) {
  return spawnSync(
    process.execPath,
    [
      "--require",
      path.join(root, "scripts/unref-long-timers.cjs"),
      path.join(root, "node_modules/prisma/build/index.js"),
      "db",
      "seed",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}`,
      },
    },
  );
}

describe("demo seed", () => {
  it("[SEED] a second run through `prisma db seed` writes nothing and says so; every table keeps its rows", async () => {
    const before = await tableCounts(first);
    expect(before.Company).toBe(7);
    expect(before.Employee).toBe(80);
    expect(before.Seat).toBe(20);
    expect(before.GrossToNetFile).toBe(56);

    const run = prismaDbSeed(first.url);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Seed already present: the demo data exists, nothing written.");
    expect(await tableCounts(first)).toEqual(before);
  });

  it("[SEED] every demo account exists with its password, roles, tenant and scopes", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await first.prisma.user.findUnique({ where: { email: account.email }, include: { roles: true } });
      expect(user).not.toBeNull();
      expect(user!.isActive).toBe(true);
      expect(await bcrypt.compare(DEMO_PASSWORD, user!.passwordHash!)).toBe(true);
      expect(user!.roles.map((r) => r.type).sort()).toEqual(account.roles.map(toRoleType).sort());
      for (const role of user!.roles.filter((r) => r.type === "manager" || r.type === "employee"))
        expect(role.scopes).toEqual(account.scopes ?? []);
    }
    const tenants = await first.prisma.userRole.findMany({
      where: { user: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } }, tenantId: { not: null } },
      select: { tenantId: true, user: { select: { email: true } } },
    });
    expect(Object.fromEntries(tenants.map((t) => [t.user.email, t.tenantId]))).toEqual({
      "super.manager@acme.example": "acme",
      "manager@acme.example": "acme",
      "manager@newco.example": "newco",
      "employee@acme.example": "acme",
      "new.hire@acme.example": "acme",
      "lsp@euroemploy.example": "euroemploy",
    });
    const newco = await first.prisma.company.findUniqueOrThrow({ where: { id: "newco" } });
    expect(newco.needsManagerReview).toBe(true);
    const ian = await first.prisma.employee.findUniqueOrThrow({ where: { id: "emp-incomplete" } });
    expect(ian.needsRequiredFieldsFilled).toBe(true);
  });

  it("[SEED] a database that holds other data and no demo data is left untouched", async () => {
    const other = await freshDatabase();
    opened.push(other);
    await createUser(other.prisma, { roles: ["admin"] });
    expect(await seedDemoData(other.prisma)).toEqual({ status: "not-empty" });
    const counts = await tableCounts(other);
    expect(counts.User).toBe(1);
    expect(counts.Country).toBe(0);
    expect(counts.Company).toBe(0);
  });

  it("[SEED] two parallel runs on a fresh database seed once; two fresh databases get identical rows", async () => {
    const second = await freshDatabase();
    opened.push(second);
    const outcomes = await Promise.all([seedDemoData(second.prisma), seedDemoData(second.prisma)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["already-seeded", "seeded"]);

    const a = await normalisedRows(first, firstSeededAt);
    const b = await normalisedRows(second, firstSeededAt);
    expect(Object.keys(b)).toEqual(Object.keys(a));
    const rows = Object.values(a).reduce((n, r) => n + r.length, 0);
    expect(rows).toBeGreaterThan(4000);
    // The fixed ids and values survive the normalisation (it blanks only generated ids and hashes).
    expect(a.Employee.filter((r) => r.includes('"id":"emp-emma"'))).toHaveLength(1);
    for (const table of Object.keys(a)) expect({ table, rows: b[table] }).toEqual({ table, rows: a[table] });
  });
});
