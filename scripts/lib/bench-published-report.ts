// A published pay report of `n` employees on a benchmark's own database, for the benchmarks that read one (the signed
// pack, the payslips): the register in storage and as rows, each employee's totals matched to an Employee spread
// over `companies` client companies, the previous cycle's totals (for the variance), findings and status history.
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { SYNTHETIC_CONCEPTS as CONCEPTS } from "../../tests/factories/payroll";

/** A published report of `n` employees (register in storage, totals) and its previous cycle (for the variance). */
export async function setupPublishedReport(
  client: pg.Client,
  storageDir: string,
  n: number,
  companies: number,
): Promise<string> {
  const id = `bench-pack-${n}`;
  const key = `pay-registers/bench/${id}.csv`;
  const file = path.join(storageDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  out.write("employeeId,firstName,lastName,concept,value\n");
  for (let i = 0; i < n; i++) {
    let chunk = "";
    for (const [concept] of CONCEPTS)
      chunk += `E${String(i).padStart(7, "0")},First${i},Last${i},${concept},${concept === "Base Salary" ? "3000.00" : "100.50"}\n`;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  await client.query(`INSERT INTO "LocalServiceProvider" (id, name, "updatedAt") VALUES ('bench-lsp', 'Bench LSP', now())
                      ON CONFLICT DO NOTHING`);
  for (const [fid, period, status, storageKey] of [
    [`${id}-prev`, "203012", "PUBLISHED", null],
    [id, "203101", "PUBLISHED", key],
  ] as const) {
    await client.query(
      `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus",
                                     "uploadStatus", "storageKey", currency, "updatedAt")
       VALUES ($1, $2, 'DE', 'bench-lsp', 'CYCLE_1', $3, $4::"PayReportStatus", 'SUCCEEDED', $5, 'EUR', now())`,
      [fid, `${fid}.csv`, period, status, storageKey],
    );
    await client.query(
      `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "firstName", "lastName", currency, salary,
              allowance, "variablePay", "erContribution", gross, net, "totalCost", status, "updatedAt")
       SELECT $1 || '-' || i, $1, 'E' || lpad(i::text, 7, '0'), 'First' || i, 'Last' || i, 'EUR', 3000 + (i % 7), 100.5,
              100.5 * (i % 3), 250, 3201, 2400, 3450, 'PUBLISHED', now()
         FROM generate_series(0, $2 - 1) i`,
      [fid, n],
    );
  }
  // The employees, spread over `companies` client companies, matched to the report's totals; the stored register's rows.
  await client.query(`INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now())
                      ON CONFLICT DO NOTHING`);
  await client.query(
    `INSERT INTO "Company" (id, name, "updatedAt") SELECT $1 || '-c' || c, 'Bench company ' || c, now()
       FROM generate_series(0, $2 - 1) c`,
    [id, companies],
  );
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "payrollId", "updatedAt")
     SELECT $1 || '-e' || i, $1 || '-c' || (i % $3), 'DE', 'First' || i, 'Last' || i, 'E' || lpad(i::text, 7, '0'), now()
       FROM generate_series(0, $2 - 1) i`,
    [id, n, companies],
  );
  await client.query(
    `UPDATE "PayReportEmployeeTotal" t SET "employeeId" = $1 || '-e' || substr(t."employeeRef", 2)::int
      WHERE t."grossToNetId" IN ($1, $1 || '-prev')`,
    [id],
  );
  await client.query(
    `INSERT INTO "PayRegisterRow" ("grossToNetId", "rowNumber", "employeeRef", "firstName", "lastName", concept, value)
     SELECT $1, i * $3 + k, 'E' || lpad(i::text, 7, '0'), 'First' || i, 'Last' || i, c.concept,
            CASE WHEN c.concept = 'Base Salary' THEN 3000 ELSE 100.5 END
       FROM generate_series(0, $2 - 1) i, unnest($4::text[]) WITH ORDINALITY AS c(concept, k)`,
    [id, n, CONCEPTS.length, CONCEPTS.map(([concept]) => concept)],
  );
  await client.query(
    `INSERT INTO "PayReportFinding" (id, "payReportId", "employeeId", "check", severity, explanation)
     SELECT $1 || '-f' || i, $1, NULL, 'gross-jump', 'REVIEW', 'Gross moved by more than 20% against the previous cycle.'
       FROM generate_series(0, $2 / 100) i`,
    [id, n],
  );
  await client.query(
    `INSERT INTO "StatusHistory" (id, "entityType", "entityId", "fromStatus", "toStatus", "createdAt")
     SELECT $1 || '-h' || i, 'GrossToNetFile', $1, s.f, s.t, now() + i * interval '1 second'
       FROM unnest(ARRAY[NULL, 'DRAFT', 'DUPLICATES_CHECKED'], ARRAY['DRAFT', 'DUPLICATES_CHECKED', 'PUBLISHED'])
            WITH ORDINALITY AS s(f, t, i)`,
    [id],
  );
  await client.query("ANALYZE");
  return id;
}
