// Runs in each integration worker before the tests: point Prisma at this worker's database (started by
// jest-global-setup.ts, whose environment the workers inherit; one database per worker).
import { workerDatabaseName } from "./worker-database";

if (!process.env.OMNI_TEST_DATABASE_URL) throw new Error("The Jest global setup did not start a database");
const databaseUrl = new URL(process.env.OMNI_TEST_DATABASE_URL);
databaseUrl.pathname = `/${workerDatabaseName(Number(process.env.JEST_WORKER_ID ?? 1))}`;
process.env.DATABASE_URL = databaseUrl.toString();
process.env.NEXTAUTH_SECRET ??= "integration-test-secret";
process.env.BCRYPT_COST = "4";
// No virus scanner unless a suite sets one up (tests/integration/support/clamav.ts): uploads are NOT_SCANNED.
delete process.env.CLAMAV_HOST;
delete process.env.CLAMAV_SOCKET;
process.env.CLAMAV_DB_DIR = "/nonexistent/omni-no-clamav-signatures";
// Test users (like the demo admins) have no two-factor enrolled: the 'required for staff' gate is off unless a
// suite turns it on (tests/integration/auth/two-factor.test.ts), as in the e2e web servers (playwright.config.ts).
process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS ??= "false";
