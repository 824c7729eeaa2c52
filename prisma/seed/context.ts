// What every domain seeder receives: the transaction, the run's random stream, the shared password hash,
// row counts for the summary, and the status-history rows written last (one insert for all workflows).
import type { Prisma } from "../../generated/prisma/client";
import type { Random } from "./values";

export type Tx = Prisma.TransactionClient;

export type SeedContext = Random & {
  tx: Tx;
  passwordHash: string;
  counts: Record<string, number>;
  count: (table: string, n: number) => void;
  history: Prisma.StatusHistoryCreateManyInput[];
};

/** The demo user ids by demo-account key (see prisma/demo-accounts.ts). */
export type DemoUserIds = Record<string, string>;
