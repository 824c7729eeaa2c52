// The contract between `npm run bench:api` (scripts/bench-api.ts) and each domain's scenario file in
// scripts/bench-api/scenarios/<domain>.ts. The runner seeds one embedded database with every scenario, starts
// a production `next start` and a bare `node:http` + `pg` server, and loads each route on both.
import type pg from "pg";

export type BenchRoute = {
  /** Shown in the result table, e.g. "employees, page 500 (GET /api/employees)". */
  name: string;
  /** Path and query on our server, called as the bench admin ("bench-admin"). */
  ours: string;
  /** A POST route (e.g. the invoice-log list takes its filters as a JSON body); GET when absent. */
  post?: unknown;
  /** The same page straight from the pool: the keyset query with the same columns and joins, no count;
   *  `extra`: further statements the route also answers with (run in parallel, as the route does). */
  bare: { sql: string; params: unknown[]; extra?: { sql: string; params: unknown[] }[] };
};

export type BenchScenario = {
  name: string;
  /** Inserts the scenario's rows with set-based SQL. The company "bench-co", LSP "bench-lsp", country DE and
   *  the bench admin (roles admin, payroll, finance, customer-success, operator) exist already. */
  seed(client: pg.Client, size: { employees: number }): Promise<void>;
  /** After seeding and VACUUM ANALYZE: the routes to compare, with their keyset cursors resolved. */
  routes(client: pg.Client): Promise<BenchRoute[]>;
};
