// The one place for database access. The Prisma client singleton, created lazily so `next build` (no DATABASE_URL)
// never connects or throws; Prisma and the hot raw reads (queryRows) share one pg pool: same connections, same limit.
// Below them, raw pg work Prisma cannot do (COPY, advisory locks, transactions longer than Prisma's interactive
// limit): bulkPool / newPgClient / withPgClient, and withConnectionTx to run Prisma code (transition(), recordAudit)
// inside such a transaction.
import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { errorField, logger } from "@/lib/observability/logger";

const globalForPrisma = globalThis as unknown as { omniPrisma?: PrismaClient; omniPool?: pg.Pool };

function getPool(): pg.Pool {
  if (!globalForPrisma.omniPool) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set");
    const pool = new pg.Pool({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10), allowExitOnIdle: true });
    // An idle connection dropped by the server (restart, test teardown) must not crash the process.
    pool.on("error", () => {});
    globalForPrisma.omniPool = pool;
  }
  return globalForPrisma.omniPool;
}

// A transaction waits for a free pool connection up to 15 s (Prisma's default, 2 s, fails a burst of concurrent
// writers on a busy machine with "Unable to start a transaction"); once started it still ends after 5 s.
const TRANSACTION_MAX_WAIT_MS = 15_000;

function createClient(): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg(getPool()),
    transactionOptions: { maxWait: TRANSACTION_MAX_WAIT_MS },
  });
}

export function getDb(): PrismaClient {
  if (!globalForPrisma.omniPrisma) globalForPrisma.omniPrisma = createClient();
  return globalForPrisma.omniPrisma;
}

/** `db.company.findMany(...)`: a proxy so importing this module never needs a database. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb() as unknown as Record<string | symbol, unknown>;
    const value = client[property];
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * A time limit for an interactive transaction whose work grows with its input (Prisma ends one after 5 s by default
 * and the request then fails): 10 s, plus `msPerThousand` for each 1,000 rows. Size it well above the measured time.
 */
export function transactionTimeLimit(rows: number, msPerThousand = 1000): number {
  return 10_000 + Math.ceil(rows / 1000) * msPerThousand;
}

// Prisma's DateTime columns are `timestamp` without a zone, written in UTC: read them as UTC, whatever TZ is.
const TIMESTAMP_OID = 1114;
const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID ? utcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A read for the hottest routes (session actor, list pages): the statement built with Prisma.sql, run on the
 * shared pool without Prisma's per-row decoding, which costs more than the query on a 100-row page.
 * Values come back as pg gives them: numeric and bigint as strings (cast counts to int in SQL), timestamps as
 * UTC Dates, json parsed. Writes and anything transactional stay on `db`.
 */
export async function queryRows<T>(statement: Prisma.Sql, options: { prepareAs?: string } = {}): Promise<T[]> {
  // prepareAs: each connection parses and plans the statement once, under this prefix and a digest of its text
  // (a list's filters change the text: each variant is its own statement; the variants are few and bounded).
  const name = options.prepareAs && preparedName(options.prepareAs, statement.text);
  const result = await getPool().query({ name, text: statement.text, values: statement.values as unknown[], types });
  return result.rows as T[];
}

const preparedNames = new Map<string, string>();
function preparedName(prefix: string, text: string): string {
  const key = `${prefix}\u0000${text}`;
  let name = preparedNames.get(key);
  if (!name) {
    name = `${prefix}-${crypto.createHash("sha1").update(text).digest("hex").slice(0, 12)}`;
    preparedNames.set(key, name);
  }
  return name;
}

// ------------------------------------------------------------------------------------------------
// Raw pg work: COPY, advisory locks, long transactions
// ------------------------------------------------------------------------------------------------

/** A connection of its own, outside every pool (the caller connects and ends it): a COPY or cursor that must not
 *  hold a pooled connection for minutes. */
export function newPgClient(): pg.Client {
  return new pg.Client({ connectionString: process.env.DATABASE_URL });
}

/** Runs fn on a connection of its own (newPgClient), ended afterwards. */
export async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = newPgClient();
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const globalForBulk = globalThis as unknown as { omniBulkPool?: pg.Pool };

/** A small pool, apart from Prisma's, for bulk work: the register pipeline's runs and deletes (COPY, an advisory
 *  lock, one transaction with no client-side time limit) and heavy reads (bill detail, variance, report CSVs), whose
 *  rows come back as plain strings, without the per-value conversions of the Prisma adapter. */
export function bulkPool(): pg.Pool {
  if (!globalForBulk.omniBulkPool) {
    // work_mem: the 100k-employee sorts and hash joins stay in memory instead of spilling to disk.
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 4,
      allowExitOnIdle: true,
      options: "-c work_mem=64MB",
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) =>
      logger().error({ msg: "bulk pool: idle connection dropped", error: errorField(error) }),
    );
    globalForBulk.omniBulkPool = pool;
  }
  return globalForBulk.omniBulkPool;
}

// transition() (lib/workflow.ts) and recordAudit write through a Prisma transaction; bulk work runs on its own pg
// connection, in a transaction it opened itself. withConnectionTx(connection, fn) hands fn a Prisma client whose
// every query runs on that connection, inside that open transaction, so a status change commits or rolls back
// together with the raw rows. The transactions Prisma opens by itself (an updateMany with an increment runs in one)
// become savepoints of the open transaction, not a BEGIN/COMMIT that would end it early.
//
// A Prisma client compiles its query plans once and keeps them: the clients are kept in a small free list, each
// lent to one run at a time (so nothing of one run can be batched onto another run's connection) and pointed at
// that run's connection while it lasts. As many exist as runs ever ran at once in this process.

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
    if (!connection) throw new Error("A connection-bound Prisma client was used outside its withConnectionTx.");
    return connection;
  };
  // The adapter takes a pg.Pool instance as its pool; this one never opens a connection of its own.
  const pool = new pg.Pool({ max: 1 });
  Object.assign(pool, {
    query: (...args: unknown[]) => (on().query as (...a: unknown[]) => unknown)(...args),
    connect: async () => {
      const name = `connection_tx_${++depth}`;
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
