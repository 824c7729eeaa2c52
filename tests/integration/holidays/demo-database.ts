// The holiday suites' database: a fresh one seeded with the demo data (whose seed generates this year's and next
// year's public holidays), which the code under test then reads, with a token and an actor per demo account.
// The holidays a suite generates or removes stay in its own database, away from the other suites' weekdays.
import fs from "node:fs";
import type { PrismaClient } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { loadActor } from "@/lib/auth/session";
import { DEMO_ACCOUNTS } from "../../../prisma/demo-accounts";
import { seededDatabase } from "../seed/fresh-database";
import { tokenFor } from "../support/http";

export type DemoDatabase = {
  db: PrismaClient;
  /** A bearer token of the demo account (prisma/demo-accounts.ts key). */
  token: (key: string) => Promise<string>;
  actor: (key: string) => Promise<Actor>;
  /** The user id of the demo account. */
  userId: (key: string) => Promise<string>;
  cleanUp: () => Promise<void>;
};

export async function demoDatabase(): Promise<DemoDatabase> {
  const fresh = await seededDatabase();
  // The code under test reads this database (lib/db.ts opens its pool on first use, after this line).
  process.env.DATABASE_URL = fresh.url;
  const db = fresh.prisma;
  const userId = async (key: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key);
    if (!account) throw new Error(`No demo account ${key}`);
    return (await db.user.findUniqueOrThrow({ where: { email: account.email.toLowerCase() } })).id;
  };
  return {
    db,
    userId,
    token: async (key) => tokenFor(await userId(key)),
    actor: async (key) => (await loadActor(await userId(key), null, "token"))!,
    cleanUp: async () => {
      await db.$disconnect();
      fs.rmSync(fresh.storageDir, { recursive: true, force: true });
      // The database goes with the Jest PostgreSQL server at teardown (the code under test still holds connections).
    },
  };
}
