// 'Waiting for your approval' (GET /api/approvals), read as the bench admin: 50,000 pending time-off requests of
// the bench company's employees and 10,000 submitted timesheets, beside the expenses scenario's pending expenses
// (about 33,000 on managed employees). The route reads each kind's keyset page (at most 51 rows, newest first) and
// merges them; the bare side runs the same three pages in parallel with the same joins.
import type { BenchScenario } from "../types";

const TIME_OFF = 50_000;
const TIMESHEETS = 10_000;

export const scenario: BenchScenario = {
  name: "approvals",
  async seed(client) {
    await client.query(
      `INSERT INTO "TimeOffEntry" (id, "employeeId", "companyId", "leaveType", "startDate", "endDate", status,
                                  "createdAt", "updatedAt")
       SELECT 'bench-to-' || i, 'emp-' || i, 'bench-co', 'op:leave:holiday', date '2032-03-01' + (i % 200),
              date '2032-03-01' + (i % 200) + 4, 'PENDING', timestamp '2032-01-01' - i * interval '1 minute', now()
         FROM generate_series(1, $1) AS i`,
      [TIME_OFF],
    );
    await client.query(
      `INSERT INTO "Timesheet" (id, "employeeId", "yearMonth", status, "timesheetData", "submittedDate", "updatedAt")
       SELECT 'bench-ts-' || i, 'emp-' || (60000 + i), '2031-12', 'SUBMITTED', '{"workingDays":[]}',
              timestamp '2032-01-01' - i * interval '90 seconds', now()
         FROM generate_series(1, $1) AS i`,
      [TIMESHEETS],
    );
  },
  async routes() {
    const timeOff = `SELECT t.id, t."employeeId", t."companyId", t."leaveType", t."startDate", t."endDate", t."employeeNote",
                            t.unpaid, t.status, t.version, t."decidedAt", t."declineReason", t."createdAt",
                            t."createdById", t."updatedAt", t."updatedById", t."approvalLevel",
                            e."firstName", e."lastName", e."userId", e."countryCode", e.region, c."weekendDays",
                            m."userId" AS "managerUserId", co.name AS "companyName"
                       FROM "TimeOffEntry" t
                       JOIN "Employee" e ON e.id = t."employeeId"
                       JOIN "Country" c ON c.code = e."countryCode"
                       LEFT JOIN "Manager" m ON m.id = e."managerId"
                       JOIN "Company" co ON co.id = t."companyId"
                      WHERE t.status = 'PENDING'
                      ORDER BY t."createdAt" DESC, t.id DESC LIMIT 51`;
    const expenses = `SELECT x.id, x.title, x.amount, x.currency, x."createdAt", co.name AS "companyName",
                             e."firstName", e."lastName"
                        FROM "Expense" x
                        JOIN "Employee" e ON e.id = x."employeeId"
                        JOIN "Company" co ON co.id = x."companyId"
                       WHERE x.status = 'PENDING' AND e."managerId" IS NOT NULL
                       ORDER BY x."createdAt" DESC, x.id DESC LIMIT 51`;
    const timesheets = `SELECT s.id, s."employeeId", s."yearMonth", s."submittedDate", e."firstName", e."lastName",
                               co.name AS "companyName"
                          FROM "Timesheet" s
                          JOIN "Employee" e ON e.id = s."employeeId"
                          JOIN "Company" co ON co.id = e."companyId"
                         WHERE s.status = 'SUBMITTED' AND s."submittedDate" IS NOT NULL
                         ORDER BY s."submittedDate" DESC, s.id DESC LIMIT 51`;
    return [
      {
        name: "waiting for approval, first page (GET /api/approvals)",
        ours: "/api/approvals?pageSize=50",
        bare: {
          sql: timeOff,
          params: [],
          extra: [
            { sql: expenses, params: [] },
            { sql: timesheets, params: [] },
          ],
        },
      },
    ];
  },
};
