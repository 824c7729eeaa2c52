// The employee list the /employees page uses (GET /api/employees, keyset pages of 100): the first page and a deep
// page (page 500, reached by its keyset cursor), against the bare keyset query with the same columns and joins;
// and the health route, the floor of what any route answers on `next start`.
import type { BenchScenario } from "../types";

const DEEP_PAGE = 500;
const PAGE_SIZE = 100;

const SELECT = `SELECT e.id, e."firstName", e."lastName", e."jobTitle", e."onboardingStatus", e."countryCode", e."externalId",
                       e."companyId", e."archivedAt", c.name AS "companyName", co.name AS "countryName", l.id AS "lspId", l.name AS "lspName"
                  FROM "Employee" e JOIN "Company" c ON c.id = e."companyId" JOIN "Country" co ON co.code = e."countryCode"
                  LEFT JOIN "LocalServiceProvider" l ON l.id = e."lspId"`;

/** The page's cursor as lib/employees/schema.ts encodes it (base64url JSON of the sort key). */
const cursorOf = (row: { lastName: string; firstName: string; id: string }) =>
  Buffer.from(JSON.stringify([row.lastName, row.firstName, row.id])).toString("base64url");

export const scenario: BenchScenario = {
  name: "employees",
  async seed() {
    // The runner seeds the employees every scenario shares (emp-1 ... emp-N of bench-co).
  },
  async routes(client) {
    const { rows } = await client.query<{ lastName: string; firstName: string; id: string }>(
      `SELECT "lastName", "firstName", id FROM "Employee" WHERE "archivedAt" IS NULL
        ORDER BY "lastName", "firstName", id OFFSET $1 LIMIT 1`,
      [(DEEP_PAGE - 1) * PAGE_SIZE - 1],
    );
    const after = rows[0];
    return [
      {
        name: "employees, first page (GET /api/employees)",
        ours: `/api/employees?pageSize=${PAGE_SIZE}`,
        bare: {
          sql: `${SELECT} WHERE e."archivedAt" IS NULL ORDER BY e."lastName", e."firstName", e.id LIMIT ${PAGE_SIZE + 1}`,
          params: [],
        },
      },
      {
        name: `employees, page ${DEEP_PAGE} (GET /api/employees)`,
        ours: `/api/employees?pageSize=${PAGE_SIZE}&cursor=${cursorOf(after)}`,
        bare: {
          sql: `${SELECT} WHERE e."archivedAt" IS NULL AND (e."lastName", e."firstName", e.id) > ($1, $2, $3)
                 ORDER BY e."lastName", e."firstName", e.id LIMIT ${PAGE_SIZE + 1}`,
          params: [after.lastName, after.firstName, after.id],
        },
      },
      {
        // Not a goal row: the floor of any route on `next start` (no session, one statement), to read the others by.
        name: "floor: Next.js route, no session (GET /api/health)",
        ours: "/api/health",
        bare: { sql: "SELECT 1", params: [] },
      },
    ];
  },
};
