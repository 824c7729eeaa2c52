// The Prisma client singleton. Created lazily so `next build` (no DATABASE_URL) never connects or throws.
// Prisma and the hot raw reads (queryRows) share one pg pool: same connections, same limit.
import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";

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

function createClient(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(getPool()) });
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
