// Pay reports and the managers' payroll-report periods (issue: platform performance).
import type { BenchScenario } from "../types";
import { PROCESSING_STATUSES } from "@/lib/payroll/schema";

const PROCESSING_SQL = PROCESSING_STATUSES.map((s) => `'${s}'`).join(", ");

const CO = "bench-co";
const PAGE = 10; // page index 10 of 100 rows: past the first page, as users page through a list
const PERIODS = Array.from({ length: 12 }, (_, i) => `2031${String(i + 1).padStart(2, "0")}`);

export const scenario: BenchScenario = {
  name: "payroll",
  async seed(client, { employees }) {
    const perPeriod = Math.min(10_000, employees);
    await client.query(
      `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus", source, "createdAt", "updatedAt")
       SELECT 'gtn-' || i, 'register-' || i || '.csv', 'DE', 'bench-lsp', 'CYCLE_1', '2030' || lpad((i % 12 + 1)::text, 2, '0'),
              'DUPLICATES_CHECKED', 'MANUAL', now() - i * interval '1 minute', now()
         FROM generate_series(1, 10000) AS i`,
    );
    for (const period of PERIODS) {
      const id = `pub-${period}`;
      await client.query(
        `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "processingStatus", "updatedAt")
         VALUES ($1, 'published.csv', 'DE', 'CYCLE_2', $2, 'PUBLISHED', now())`,
        [id, period],
      );
      await client.query(
        `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", currency, salary, "erContribution", status, "updatedAt")
         SELECT $1 || '-' || i, $1, 'E' || i, 'emp-' || i, 'EUR', 3000, 500, 'PUBLISHED', now() FROM generate_series(1, $2) AS i`,
        [id, perPeriod],
      );
    }
  },
  async routes(client) {
    // The 10th page's cursor: the last row of page 10 (rows 901-1000), newest first.
    const gtn = await client.query<{ createdAt: Date; id: string }>(
      `SELECT "createdAt", id FROM "GrossToNetFile" ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
      [PAGE * 100 - 1],
    );
    const { createdAt, id } = gtn.rows[0];
    return [
      {
        name: "pay reports (GET /api/gross-to-net)",
        ours: `/api/gross-to-net?cursor=${createdAt.getTime()}.${id}&pageIndex=${PAGE}&pageSize=100`,
        bare: {
          sql: `SELECT f.*, l.name AS "lspName", le.name AS "legalEntityName", to_jsonb(d) AS "lspData",
                       (SELECT count(*)::int FROM "DataProcessingError" e WHERE e."grossToNetId" = f.id) AS "errorCount"
                  FROM "GrossToNetFile" f LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
                  LEFT JOIN "LegalEntity" le ON le.id = f."legalEntityId" LEFT JOIN "LspData" d ON d."grossToNetId" = f.id
                 WHERE (f."createdAt", f.id) < ($1, $2) ORDER BY f."createdAt" DESC, f.id DESC LIMIT 100`,
          params: [createdAt, id],
          // The route answers the list's total, processing count and failed files too (the instance page polls them).
          extra: [
            {
              sql: `SELECT (SELECT count(*)::int FROM "GrossToNetFile" f) AS "totalCount",
                           (SELECT count(*)::int FROM "GrossToNetFile" f WHERE f."processingStatus" IN (${PROCESSING_SQL})) AS "processingCount",
                           (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT f.id, f."fileName" FROM "GrossToNetFile" f
                              WHERE f."processingStatus" = 'ERROR' ORDER BY f."createdAt" DESC, f.id DESC LIMIT 20) x) AS "failedFiles"`,
              params: [],
            },
          ],
        },
      },
      {
        name: "payroll reports (GET /api/payroll-reports/companies/{id}/gross-to-net)",
        ours: `/api/payroll-reports/companies/${CO}/gross-to-net`,
        bare: {
          sql: `SELECT DISTINCT f."payrollPeriod" AS period FROM "GrossToNetFile" f
                 CROSS JOIN LATERAL (SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                                      WHERE t."grossToNetId" = f.id AND e."companyId" = $1 ORDER BY t."employeeRef" LIMIT 1) hit
                 WHERE f."processingStatus" = 'PUBLISHED' ORDER BY 1 DESC`,
          params: [CO],
        },
      },
    ];
  },
};
