// Runs in each integration worker before the tests: point Prisma at the run's database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const state = JSON.parse(fs.readFileSync(path.join(os.tmpdir(), "omni-jest-db.json"), "utf8")) as { url: string };
process.env.DATABASE_URL = state.url;
process.env.NEXTAUTH_SECRET ??= "integration-test-secret";
process.env.BCRYPT_COST = "4";
