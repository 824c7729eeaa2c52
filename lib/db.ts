// The Prisma client singleton. Created lazily so `next build` (no DATABASE_URL) never connects or throws.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { omniPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10) }) });
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
