// Invoice Monitoring (POST /api/payroll/invoice-logs, keyset pages of 100, newest first): the first page
// unfiltered and a filtered page (two statuses, one invoice type, a date range), each against the bare keyset
// query with the same columns and the simple-invoice join (the statement of lib/finance/list-invoice-logs.ts). BENCH_INVOICE_LOGS rows (default 1M: both tables seed
// in about 50 s on the shared 2-core machine).
import type { BenchScenario } from "../types";

const LOGS = Number(process.env.BENCH_INVOICE_LOGS ?? 1_000_000);
const PAGE = 100;
const STATUSES = ["SUCCESS", "SUBMITTED", "FAILED"];
const TYPES = ["SETUP_FEE_AND_DEPOSIT", "INITIAL_SALARY_RETAINER", "SETUP_FEE_ONLY", "DEPOSIT_ONLY"];

const SELECT = `SELECT l.id, l."companyId", l."companyName", l."employeeId", l."employeeName", l."employeeCountry",
                       l."invoiceType"::text AS "invoiceType", l.reason, l."triggeredBy", l.status::text AS status,
                       l."createdAt", s.id AS "simpleId", s."employeeId" AS "simpleEmployeeId", s."totalAmount", s.currency, s.title,
                       s.description, s."attachmentUrls", s."lspId", s.type, s.error, s."createdAt" AS "simpleCreatedAt"
                  FROM "InvoiceLog" l LEFT JOIN "SimpleInvoice" s ON s."invoiceLogId" = l.id`;

export const scenario: BenchScenario = {
  name: "finance",
  async seed(client, { employees }) {
    const t = Date.now();
    await client.query(
      `INSERT INTO "InvoiceLog" (id, "companyId", "employeeId", "companyName", "employeeName", "employeeCountry",
                                 "invoiceType", reason, "triggeredBy", status, "createdAt", "updatedAt")
       SELECT 'il-' || i, 'bench-co', 'emp-' || (1 + i % $2), 'Bench Co', 'First' || i || ' Last', 'DE',
              (ARRAY[${TYPES.map((x) => `'${x}'`).join(",")}])[1 + i % 4]::"InvoiceLogType", 'New employee onboarding', 'system',
              (ARRAY[${STATUSES.map((x) => `'${x}'`).join(",")}])[1 + (i / 7) % 3]::"InvoiceLogStatus",
              timestamp '2031-01-01' - (i * interval '37 seconds'), now()
         FROM generate_series(1, $1) AS i`,
      [LOGS, employees],
    );
    await client.query(
      `INSERT INTO "SimpleInvoice" (id, "invoiceLogId", "employeeId", "totalAmount", currency, title, "createdAt")
       SELECT 'si-' || i, 'il-' || i, 'emp-' || (1 + i % $2), 1000 + i % 5000, 'EUR', 'Deposit', now()
         FROM generate_series(1, $1) AS i`,
      [LOGS, employees],
    );
    console.error(`[bench] finance: ${LOGS} invoice logs seeded in ${Date.now() - t} ms`);
  },
  async routes() {
    const filters = {
      statuses: ["FAILED", "SUBMITTED"],
      invoiceTypes: ["DEPOSIT_ONLY"],
      fromDate: "2030-06-01",
      toDate: "2030-12-31",
    };
    return [
      {
        name: "invoice logs, first page (POST /api/payroll/invoice-logs)",
        ours: "/api/payroll/invoice-logs",
        post: {},
        bare: { sql: `${SELECT} ORDER BY l."createdAt" DESC, l.id DESC LIMIT ${PAGE + 1}`, params: [] },
      },
      {
        name: "invoice logs, filtered page (statuses, type, dates)",
        ours: "/api/payroll/invoice-logs",
        post: filters,
        bare: {
          sql: `${SELECT} WHERE l.status = ANY($1::"InvoiceLogStatus"[]) AND l."invoiceType" = ANY($2::"InvoiceLogType"[])
                  AND l."createdAt" >= $3 AND l."createdAt" < $4
                ORDER BY l."createdAt" DESC, l.id DESC LIMIT ${PAGE + 1}`,
          params: [filters.statuses, filters.invoiceTypes, "2030-06-01T00:00:00Z", "2031-01-01T00:00:00Z"],
        },
      },
    ];
  },
};
