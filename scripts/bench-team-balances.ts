// `npm run bench:team-balances` (BENCH_EMPLOYEES, default 100000; BENCH_PAGES, default 200): the /time-off team
// view of one company of that many employees, on its own embedded PostgreSQL (migrated, then seeded set-based):
// Germany (some employees in Bavaria) and France with their public holidays of the year, allowances of each kind
// (excluding, including public holidays, unlimited) and three Holiday entries per employee (approved in the past,
// approved in the future, pending). Then, as the company's manager, page after page:
//   ours   listTeamBalances() in process (what GET /api/companies/{id}/time-off-balances answers, without HTTP):
//          the first page, deep pages (cursors at random positions), pages of a name filter;
//   bare   the same reads as plain SQL on a pool of its own (the page's employees by keyset and the count, then the
//          page's Holiday entries and its public holidays), no balance computed.
// Both run the same pages interleaved, so they share the machine's state; p50/p95 of each and the ratio.
// Goal (docs/time.md): a page of 50 with its totals at p95 < 300 ms for 100,000 employees.
import pg from "pg";
import { rerunUnderReactServer, runBench, startBenchDatabase } from "./lib/bench-runtime";

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const PAGE_SIZE = 50;
const COMPANY = "bench-team";
const GOAL_MS = 300;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The company, its countries and public holidays, its employees and their Holiday entries: set-based inserts. */
async function seedCompany(client: pg.Client, n: number, today: Date) {
  const year = today.getUTCFullYear();
  await client.query(`INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES
                        ('DE', 'Germany', 'EUR', now()), ('FR', 'France', 'EUR', now()) ON CONFLICT DO NOTHING`);
  await client.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, 'Bench team', now())`, [COMPANY]);
  // Public holidays of the year: Germany's national list, Bavaria's (national plus its own), France's.
  const de = ["01-01", "04-03", "04-06", "05-01", "05-14", "05-25", "10-03", "12-25", "12-26"];
  const by = [...de, "01-06", "06-04", "08-15", "11-01"];
  const fr = ["01-01", "04-06", "05-01", "05-08", "05-14", "05-25", "07-14", "08-15", "11-01", "11-11", "12-25"];
  for (const [country, region, days] of [
    ["DE", "", de],
    ["DE", "BY", by],
    ["FR", "", fr],
  ] as const)
    await client.query(
      `INSERT INTO "PublicHoliday" (id, "countryCode", region, date, name, source)
       SELECT $1::text || '-' || d, $2, $3, ($4::text || '-' || d)::date, 'Holiday ' || d, 'GENERATED'
         FROM unnest($5::text[]) d
       ON CONFLICT DO NOTHING`,
      [`ph-${country}-${region}`, country, region, String(year), days],
    );
  // Names: 5,000 last names of 20 employees each, so the order needs firstName and id too.
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", region, "firstName", "lastName", "startDate",
                             "holidayAllowanceValue", "holidayAllowanceType", "updatedAt")
     SELECT 'bench-e' || i, $1,
            CASE WHEN i % 3 = 0 THEN 'FR' ELSE 'DE' END,
            CASE WHEN i % 3 = 1 THEN 'BY' END,
            'First' || (i % 97), 'Last' || lpad(((i * 7919) % 5000)::text, 4, '0'),
            DATE '2020-01-01' + (i % 2000),
            CASE WHEN i % 10 = 9 THEN NULL WHEN i % 10 = 8 THEN 30 ELSE 25 END,
            (CASE WHEN i % 10 = 9 THEN 'unlimited'
                  WHEN i % 10 = 8 THEN 'yearly allowance including public holidays'
                  ELSE 'yearly allowance excluding public holidays' END)::"HolidayType",
            now()
       FROM generate_series(0, $2 - 1) i`,
    [COMPANY, n],
  );
  // Three Holiday entries each: approved in the past, approved in the future, pending.
  const past = new Date(Date.UTC(year, 2, 2));
  const soon = new Date(today.getTime() + 7 * 86_400_000);
  const later = new Date(today.getTime() + 14 * 86_400_000);
  await client.query(
    `INSERT INTO "TimeOffEntry" (id, "employeeId", "companyId", "leaveType", "startDate", "endDate", status, "updatedAt")
     SELECT 'bench-t' || i || '-' || k, 'bench-e' || i, $1, 'op:leave:holiday',
            s.start + (i % 5), s.start + (i % 5) + 2, s.status::"TimeOffStatus", now()
       FROM generate_series(0, $2 - 1) i,
            (VALUES (1, $3::date, 'APPROVED'), (2, $4::date, 'APPROVED'), (3, $5::date, 'PENDING')) AS s(k, start, status)`,
    [COMPANY, n, iso(past), iso(soon), iso(later)],
  );
  await client.query(`VACUUM ANALYZE "Employee", "TimeOffEntry", "PublicHoliday"`);
}

/** A cursor at each of `count` random positions of the company's name order (the list's own encoding). */
async function deepCursors(client: pg.Client, n: number, count: number, encode: (v: string[]) => string) {
  const cursors: string[] = [];
  for (let k = 0; k < count; k++) {
    const offset = Math.floor((((k * 7_919 + 13) % 1_000) / 1_000) * (n - PAGE_SIZE));
    const { rows } = await client.query<{ lastName: string; firstName: string; id: string }>(
      `SELECT "lastName", "firstName", id FROM "Employee" WHERE "companyId" = $1 AND "archivedAt" IS NULL
        ORDER BY "lastName", "firstName", id OFFSET $2 LIMIT 1`,
      [COMPANY, offset],
    );
    cursors.push(encode([rows[0].lastName, rows[0].firstName, rows[0].id]));
  }
  return cursors;
}

/** The same reads as plain SQL: the page's employees and the count, then the page's entries and holidays. */
async function bareRead(pool: pg.Pool, after: string[] | null, name: string | null, year: number) {
  const params: unknown[] = [COMPANY];
  let where = `e."companyId" = $1 AND e."archivedAt" IS NULL`;
  if (name) {
    params.push(`%${name.toLowerCase()}%`);
    where += ` AND e.id IN (SELECT id FROM "Employee" WHERE lower(public.immutable_unaccent(coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || coalesce("localName", ''))) LIKE $${params.length} AND "companyId" = $1)`;
  }
  const countParams = [...params];
  const countWhere = where;
  if (after) {
    params.push(...after);
    const n = params.length;
    where += ` AND (e."lastName", e."firstName", e.id) > ($${n - 2}, $${n - 1}, $${n})`;
  }
  const [page] = await Promise.all([
    pool.query<{ id: string; countryCode: string; region: string | null }>(
      `SELECT e.id, e."firstName", e."lastName", e."holidayAllowanceValue", e."holidayAllowanceType"::text,
              e."startDate", e."countryCode", e.region, co."weekendDays"
         FROM "Employee" e JOIN "Country" co ON co.code = e."countryCode"
        WHERE ${where} ORDER BY e."lastName", e."firstName", e.id LIMIT ${PAGE_SIZE + 1}`,
      params,
    ),
    pool.query(`SELECT count(*)::int FROM "Employee" e WHERE ${countWhere}`, countParams),
  ]);
  const ids = page.rows.slice(0, PAGE_SIZE).map((r) => r.id);
  const countries = [...new Set(page.rows.map((r) => r.countryCode))];
  const regions = [...new Set(page.rows.map((r) => r.region ?? ""))];
  await Promise.all([
    pool.query(
      `SELECT "employeeId", status, "startDate", "endDate" FROM "TimeOffEntry"
        WHERE "employeeId" = ANY($1::text[]) AND "leaveType" = 'op:leave:holiday' AND status IN ('APPROVED', 'PENDING')
          AND "startDate" <= $2::date AND "endDate" >= $3::date`,
      [ids, `${year}-12-31`, `${year}-01-01`],
    ),
    pool.query(
      `SELECT "countryCode", region, "companyId", date, name FROM "PublicHoliday"
        WHERE "removedAt" IS NULL AND date BETWEEN $1::date AND $2::date AND "countryCode" = ANY($3::text[])
          AND (("companyId" = '' AND region = ANY($4::text[])) OR ("companyId" = $5 AND region = ANY($6::text[])))
        ORDER BY date, "companyId"`,
      [`${year}-01-01`, `${year}-12-31`, countries, regions, COMPANY, ["", ...regions]],
    ),
  ]);
  return ids.length;
}

async function main() {
  if (rerunUnderReactServer(__filename)) return;
  const bench = await startBenchDatabase("team-balances");
  const lines = [["pages", "n", "ours p50", "ours p95", "bare p50", "bare p95", "ours/bare p95", "goal p95"]];
  try {
    const { migrateDeploy } = await import("./lib/embedded-db");
    await migrateDeploy(bench.url, { quiet: true });
    const client = new pg.Client({ connectionString: bench.url });
    client.on("error", () => {});
    await client.connect();
    const { todayUtc } = await import("../lib/time-off/working-days");
    const today = todayUtc();
    const year = today.getUTCFullYear();
    const seeded = process.hrtime.bigint();
    await seedCompany(client, EMPLOYEES, today);
    console.log(`seeded ${EMPLOYEES.toLocaleString("en")} employees in ${(ms(seeded) / 1000).toFixed(1)} s`);
    const { listTeamBalances } = await import("../lib/time-off/list-team-balances");
    const { encodeCursor, decodeCursor } = await import("../lib/queries/keyset");
    const { buildActor } = await import("../lib/auth/actor");
    const manager = buildActor({
      userId: "bench-manager",
      email: "manager@bench.example",
      name: "Bench manager",
      roles: [{ type: "manager", tenantId: COMPANY, scopes: [] }],
    });
    const bare = new pg.Pool({ connectionString: bench.url, max: 4 });
    bare.on("error", () => {});
    // The pages: a quarter first pages, half deep pages, a quarter a name filter's first page (a last name: 20
    // employees; "first1": every first name containing it, about one employee in nine).
    type Probe = { kind: "first page" | "deep page" | "name filter"; cursor?: string; name?: string };
    const deep = await deepCursors(client, EMPLOYEES, Math.ceil(PAGES / 2), encodeCursor);
    const probes: Probe[] = [];
    for (let i = 0; i < PAGES; i++) {
      if (i % 4 === 0) probes.push({ kind: "first page" });
      else if (i % 4 === 2)
        probes.push({ kind: "name filter", name: i % 8 === 2 ? `Last${String(i % 5000).padStart(4, "0")}` : "first1" });
      else probes.push({ kind: "deep page", cursor: deep[probes.length % deep.length] });
    }
    // Warm-up (plans, pools, code paths), not measured.
    for (const probe of probes.slice(0, 20)) {
      await listTeamBalances(manager, COMPANY, { cursor: probe.cursor, name: probe.name }, today);
      await bareRead(bare, probe.cursor ? decodeCursor(probe.cursor, 3) : null, probe.name ?? null, year);
    }
    const times: Record<string, { ours: number[]; bare: number[] }> = {};
    let rowsSeen = 0;
    for (const probe of probes) {
      const t = (times[probe.kind] ??= { ours: [], bare: [] });
      const started = process.hrtime.bigint();
      const page = await listTeamBalances(manager, COMPANY, { cursor: probe.cursor, name: probe.name }, today);
      t.ours.push(ms(started));
      rowsSeen += page.items.length;
      const bareStart = process.hrtime.bigint();
      await bareRead(bare, probe.cursor ? decodeCursor(probe.cursor, 3) : null, probe.name ?? null, year);
      t.bare.push(ms(bareStart));
      if (probe.kind === "first page" && page.total !== EMPLOYEES) throw new Error(`total ${page.total}`);
    }
    const all = {
      ours: Object.values(times).flatMap((t) => t.ours),
      bare: Object.values(times).flatMap((t) => t.bare),
    };
    for (const [kind, t] of [...Object.entries(times), ["all", all] as const]) {
      lines.push([
        kind,
        String(t.ours.length),
        `${percentile(t.ours, 50).toFixed(1)} ms`,
        `${percentile(t.ours, 95).toFixed(1)} ms`,
        `${percentile(t.bare, 50).toFixed(1)} ms`,
        `${percentile(t.bare, 95).toFixed(1)} ms`,
        `${(percentile(t.ours, 95) / percentile(t.bare, 95)).toFixed(2)}x`,
        kind === "all" ? `< ${GOAL_MS} ms` : "",
      ]);
    }
    console.log(`${EMPLOYEES.toLocaleString("en")} employees, ${PAGES} pages of ${PAGE_SIZE}, ${rowsSeen} rows`);
    await bare.end();
    await client.end();
  } finally {
    await bench.stop();
  }
  return lines;
}

runBench(main);
