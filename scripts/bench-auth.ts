// `npx tsx scripts/bench-auth.ts`: how long 'Forgot password?' (POST /api/auth/password-reset) takes to answer for an
// address that has an account and for one that has none, against a running server. The two must not differ (the
// timing would tell which addresses have accounts): the request does the same work for both and the mail is made by
// the worker (lib/account/request-password-reset.ts). Prints both medians and their ratio (target: within 1.2x).
//
// The throttles would stop a benchmark (3 requests per e-mail and 20 per address in 15 minutes), so each request
// uses a new e-mail (known ones: active users read from the database) and names its own client through
// X-Forwarded-For, which the server believes only from a trusted proxy: start it with TRUSTED_PROXIES=loopback, e.g.
//   TRUSTED_PROXIES=loopback npm start
//   BENCH_URL=http://localhost:3000 DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:54329/omniplatform \
//     npx tsx scripts/bench-auth.ts
// Each known-address request queues a real reset link and mail for that user (the demo data's, by default).
// BENCH_AUTH_TRIES=50 per kind; requests alternate known/unknown to even out noise.
import { randomBytes } from "node:crypto";
import pg from "pg";

const BASE_URL = (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const TRIES = Number(process.env.BENCH_AUTH_TRIES ?? 50);
const WARM_UP = 5;
const DATABASE_URL =
  process.env.DATABASE_URL ??
  `postgresql://postgres:postgres@127.0.0.1:${process.env.OMNI_DB_PORT ?? 54329}/omniplatform`;

let addressCounter = 0;
/** A distinct client address per request (TEST-NET-2/3 and benchmark ranges, never routed). */
function nextClient(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

async function knownEmails(count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `SELECT email FROM "User" WHERE "isActive" AND "passwordHash" IS NOT NULL ORDER BY random() LIMIT $1`,
      [count],
    );
    return rows.map((r) => r.email);
  } finally {
    await client.end();
  }
}

async function timeReset(email: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${BASE_URL}/api/auth/password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`POST /api/auth/password-reset answered ${res.status} (is TRUSTED_PROXIES=loopback set?)`);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const unknownEmail = () => `nobody-${randomBytes(6).toString("hex")}@bench.example`;

async function main() {
  const known = await knownEmails(TRIES + WARM_UP);
  if (known.length < TRIES + WARM_UP)
    throw new Error(`need ${TRIES + WARM_UP} active users with a password, found ${known.length}`);
  // The first requests start the server's job queue client: not measured.
  for (let i = 0; i < WARM_UP; i += 1) {
    await timeReset(known.pop()!);
    await timeReset(unknownEmail());
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < TRIES; i += 1) {
    // Alternate which kind goes first, so neither always follows the other.
    const order: ("known" | "unknown")[] = i % 2 ? ["known", "unknown"] : ["unknown", "known"];
    for (const kind of order) times[kind].push(await timeReset(kind === "known" ? known[i] : unknownEmail()));
  }
  const knownMedian = median(times.known);
  const unknownMedian = median(times.unknown);
  const ratio = Math.max(knownMedian, unknownMedian) / Math.min(knownMedian, unknownMedian);
  console.log(`password reset, ${TRIES} tries each against ${BASE_URL}`);
  console.log(`  known address:   median ${knownMedian.toFixed(1)} ms`);
  console.log(`  unknown address: median ${unknownMedian.toFixed(1)} ms`);
  console.log(`  ratio ${ratio.toFixed(2)}x (target <= 1.20x): ${ratio <= 1.2 ? "ok" : "TOO FAR APART"}`);
  if (ratio > 1.2) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
