// Runs in each integration test file. After the file: closes the connection pools the code under test opened, so a
// run in band (one worker on small machines) does not pile up connections that the final database stop
// would then break.
import type PgBoss from "pg-boss";
import type pg from "pg";
import type { PrismaClient } from "@/generated/prisma/client";

// On CI (a fresh, loaded machine) a failed test runs once more, as Playwright's do there: a load spike fails that
// test alone. The first failure is printed before the retry, so a flaky test stays visible in the log.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

afterAll(async () => {
  const state = globalThis as unknown as {
    omniPrisma?: PrismaClient;
    omniBulkPool?: pg.Pool;
    omniPool?: pg.Pool;
    omniBoss?: Promise<PgBoss>;
  };
  const boss = state.omniBoss;
  state.omniBoss = undefined;
  if (boss) await (await boss.catch(() => null))?.stop({ graceful: false, wait: true });
  await state.omniPrisma?.$disconnect();
  state.omniPrisma = undefined;
  await state.omniPool?.end();
  state.omniPool = undefined;
  await state.omniBulkPool?.end();
  state.omniBulkPool = undefined;
});
