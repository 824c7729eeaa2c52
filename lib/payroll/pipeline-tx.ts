// transition() (lib/workflow.ts) writes through a Prisma transaction; the pipeline works on its own pg connection
// (COPY FROM STDIN, an advisory lock, one transaction over every stage). withConnectionTx(connection, fn) hands fn
// a Prisma client whose every query runs on that connection, inside the transaction the pipeline opened, so a
// status change commits or rolls back together with the stage's rows. The transactions Prisma opens by itself
// (an updateMany with an increment runs in one) become savepoints of the open transaction, not a BEGIN/COMMIT
// that would end it early.
//
// A Prisma client compiles its query plans once and keeps them: the clients are kept in a small free list, each
// lent to one run at a time (so nothing of one run can be batched onto another run's connection) and pointed at
// that run's connection while it lasts. As many exist as runs ever ran at once in this process.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";

type Lendable = { client: PrismaClient; attach(connection: pg.ClientBase | null): void };

const SAVEPOINT_OF: Record<string, (name: string) => string> = {
  BEGIN: (name) => `SAVEPOINT ${name}`,
  COMMIT: (name) => `RELEASE SAVEPOINT ${name}`,
  ROLLBACK: (name) => `ROLLBACK TO SAVEPOINT ${name}`,
};

function lendable(): Lendable {
  let connection: pg.ClientBase | null = null;
  let depth = 0;
  const on = () => {
    if (!connection) throw new Error("A pipeline Prisma client was used outside its run.");
    return connection;
  };
  // The adapter takes a pg.Pool instance as its pool; this one never opens a connection of its own.
  const pool = new pg.Pool({ max: 1 });
  Object.assign(pool, {
    query: (...args: unknown[]) => (on().query as (...a: unknown[]) => unknown)(...args),
    connect: async () => {
      const name = `pipeline_prisma_${++depth}`;
      const target = on();
      return {
        query(config: string | pg.QueryConfig, ...rest: unknown[]) {
          const text = (typeof config === "string" ? config : config.text).trim().toUpperCase();
          const savepoint = SAVEPOINT_OF[text];
          if (savepoint) return target.query(savepoint(name));
          return (target.query as (...a: unknown[]) => unknown)(config, ...rest);
        },
        release: () => void depth--,
        on: () => {},
        removeListener: () => {},
      };
    },
  });
  return {
    client: new PrismaClient({ adapter: new PrismaPg(pool) }),
    attach(next) {
      connection = next;
      depth = 0;
    },
  };
}

const free: Lendable[] = [];

/** Runs fn with a Prisma client (usable as transition()'s Tx) on `connection`, within its open transaction. */
export async function withConnectionTx<T>(connection: pg.ClientBase, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const lent = free.pop() ?? lendable();
  lent.attach(connection);
  try {
    return await fn(lent.client);
  } finally {
    lent.attach(null);
    free.push(lent);
  }
}
