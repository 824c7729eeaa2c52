// The employee list the /employees page uses (issue: employees and contracts).
import type { BenchScenario } from "../types";

const PAGE = 10;

export const scenario: BenchScenario = {
  name: "employees",
  async seed() {
    // The runner seeds the employees every scenario shares (emp-1 ... emp-N of bench-co).
  },
  async routes(client) {
    const emp = await client.query(
      `SELECT "lastName", "firstName", id FROM "Employee" ORDER BY "lastName", "firstName", id OFFSET $1 LIMIT 1`,
      [PAGE * 100 - 1],
    );
    return [
      {
        name: "employees (GET /api/employees/paginated)",
        ours: `/api/employees/paginated?pageIndex=${PAGE}&pageSize=100`,
        bare: {
          sql: `SELECT e.id, e."firstName", e."lastName", e."jobTitle", e."onboardingStatus", e."countryCode", e."externalId", e."companyId",
                       c.name AS "companyName", co.name AS "countryName", l.id AS "lspId", l.name AS "lspName"
                  FROM "Employee" e JOIN "Company" c ON c.id = e."companyId" JOIN "Country" co ON co.code = e."countryCode"
                  LEFT JOIN "LocalServiceProvider" l ON l.id = e."lspId"
                 WHERE (e."lastName", e."firstName", e.id) > ($1, $2, $3) ORDER BY e."lastName", e."firstName", e.id LIMIT 100`,
          params: [emp.rows[0].lastName, emp.rows[0].firstName, emp.rows[0].id],
        },
      },
    ];
  },
};
