// Writes the corpus's platform side in bulk: providers with their legal entities and taxonomies, one company
// (createMany: few rows), the employees with their employments, and the records that explain or reveal a change:
// salary history, bonuses, time off, approved expenses (COPY), FX rates.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { PrismaClient } from "@/generated/prisma/client";
import { withPgClient } from "@/lib/db";
import { ensureCountry } from "../countries";
import { COUNTRY_SPECS, FX_PAIRS, ROLE_TAXONOMY, STATED_ROLES, fxRate, type Role } from "./countries";
import { dayBefore } from "./calendar";
import type { Corpus } from "./corpus";

const date = (d: string) => new Date(`${d.slice(0, 10)}T00:00:00.000Z`);
/** A date column's value as COPY reads it. */
const day = (d: string) => d.slice(0, 10);

/** COPY's text format: \N for null, backslash, tab and line breaks escaped. */
function copyValue(value: string | null): string {
  if (value === null) return "\\N";
  return value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

/** `COPY table (columns) FROM STDIN` of the rows, streamed in batches of lines (one string per batch). */
async function copyRows(client: pg.ClientBase, table: string, columns: string[], rows: (string | null)[][]) {
  if (!rows.length) return;
  function* lines() {
    for (let i = 0; i < rows.length; i += 2_000) {
      yield rows
        .slice(i, i + 2_000)
        .map((r) => `${r.map(copyValue).join("\t")}\n`)
        .join("");
    }
  }
  const list = columns.map((c) => `"${c}"`).join(", ");
  await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY "${table}" (${list}) FROM STDIN`)));
}

export async function writeCorpus(
  db: PrismaClient,
  corpus: Corpus,
  log: (message: string) => void = () => {},
): Promise<{ companyId: string }> {
  const { tag, statedTotals } = corpus.options;
  let last = Date.now();
  const lap = (what: string) => {
    log(`${what} in ${Date.now() - last} ms`);
    last = Date.now();
  };
  const L = corpus.labelled;
  for (const c of COUNTRY_SPECS) await ensureCountry(db, c.code);
  const companyId = `${tag}-co`;
  await db.company.create({ data: { id: companyId, name: `Verification corpus ${tag}` } });
  await db.localServiceProvider.createMany({ data: corpus.providers.map((p) => ({ id: p.lspId, name: p.name })) });
  await db.legalEntity.createMany({
    data: corpus.providers.map((p) => ({
      id: p.legalEntityId,
      name: `${p.name} entity`,
      countryCode: p.country.code,
      lspId: p.lspId,
    })),
  });
  await db.payrollProvider.createMany({
    data: corpus.providers.map((p) => ({ name: p.name, lspId: p.lspId, countryCode: p.country.code })),
  });
  await db.taxonomyMapping.createMany({
    data: corpus.providers.flatMap((p) =>
      (Object.entries(p.country.concepts) as [Role, string][])
        .filter(([role]) => statedTotals || !STATED_ROLES[role])
        .map(([role, concept]) => {
          const [applicationType, category, payrollGlobal] = ROLE_TAXONOMY[role];
          return {
            countryCode: p.country.code,
            lspId: p.lspId,
            concept,
            category,
            applicationType,
            payrollGlobal,
            payrollGlobalSubCategory: role,
            inputType: role === "salary" || role === "allowance" ? "RECURRING" : "ONE_OFF",
            statedTotal: STATED_ROLES[role] ?? null,
          };
        }),
    ),
  });
  lap("providers and taxonomies");
  // The bulk tables by COPY (createMany cost about 2.6 ms an employee: minutes at 100,000). Ids Prisma would make
  // (cuid) are the tag and a zero-padded counter: they sort in insertion order, as cuids of one batch do. Enum
  // values are the database's (the schema's @map: "Active", "op:leave:holiday"), not Prisma's names.
  const now = new Date().toISOString();
  const seq = (kind: string, i: number) => `${tag}-${kind}-${String(i).padStart(7, "0")}`;
  const titles = new Map(corpus.records.jobTitles.map((t) => [t.employeeId, t.jobTitle]));
  const { salaryHistory, bonuses, timeOff, expenses } = corpus.records;
  const payrollMonth = `${L.period.slice(0, 4)}-${L.period.slice(4)}`;
  await withPgClient(async (client) => {
    await copyRows(
      client,
      "Employee",
      // prettier-ignore
      ["id", "companyId", "countryCode", "firstName", "lastName", "payrollId", "lspId", "legalEntityId",
       "onboardingStatus", "startDate", "jobTitle", "annualBaseSalaryAmount", "annualBaseSalaryCurrency",
       "bankDetailsChangedAt", "updatedAt"],
      corpus.employees.map((e) => [
        e.id,
        companyId,
        e.country.code,
        e.firstName,
        e.lastName,
        e.payrollId,
        e.provider.lspId,
        e.provider.legalEntityId,
        "Active",
        day(e.startDate),
        titles.get(e.id) ?? e.jobTitle,
        String(e.annual),
        e.contractCurrency,
        e.bankDetailsChangedAt ? new Date(e.bankDetailsChangedAt).toISOString() : null,
        now,
      ]),
    );
    await copyRows(
      client,
      "Employment",
      // prettier-ignore
      ["id", "employeeId", "companyId", "lspId", "legalEntityId", "status", "startDate", "terminationDate",
       "lastPayrollDate", "updatedAt"],
      corpus.employees.map((e) => [
        `${e.id}-emp`,
        e.id,
        companyId,
        e.provider.lspId,
        e.provider.legalEntityId,
        e.terminationDate && e.terminationDate < L.end ? "EMPLOYMENT_STATUS_TERMINATED" : "EMPLOYMENT_STATUS_ACTIVE",
        day(e.startDate),
        e.terminationDate ? day(e.terminationDate) : null,
        e.terminationDate ? day(e.terminationDate) : null,
        now,
      ]),
    );
    lap("employees and employments");
    await client.query(`UPDATE "Employee" SET "currentEmploymentId" = id || '-emp' WHERE "companyId" = $1`, [
      companyId,
    ]);
    lap("current employments");
    await copyRows(
      client,
      "SalaryHistory",
      ["id", "employeeId", "amount", "currency", "effectiveDate", "note"],
      salaryHistory.map((s, i) => [
        seq("sh", i),
        s.employeeId,
        String(s.amount),
        s.currency,
        day(s.effectiveDate),
        s.note,
      ]),
    );
    await copyRows(
      client,
      "EmployeeBonus",
      ["id", "employeeId", "kind", "amount", "currency", "payrollPeriod", "note"],
      bonuses.map((b, i) => [
        seq("bo", i),
        b.employeeId,
        b.kind,
        String(b.amount),
        b.currency,
        b.payrollPeriod,
        b.note,
      ]),
    );
    await copyRows(
      client,
      "TimeOffEntry",
      // prettier-ignore
      ["id", "employeeId", "companyId", "leaveType", "startDate", "endDate", "isTaken", "unpaid", "status",
       "decidedAt", "updatedAt"],
      timeOff.map((t, i) => [
        seq("to", i),
        t.employeeId,
        companyId,
        t.unpaid ? "op:leave:other" : "op:leave:holiday",
        day(t.startDate),
        day(t.endDate),
        "t",
        t.unpaid ? "t" : "f",
        "APPROVED",
        `${day(dayBefore(t.startDate, 10))}T00:00:00.000`,
        now,
      ]),
    );
    await copyRows(
      client,
      "Expense",
      // prettier-ignore
      ["id", "employeeId", "companyId", "title", "category", "amount", "currency", "dateSpent", "status",
       "estimatedPayrollMonth", "updatedAt"],
      expenses.map((x, i) => [
        seq("ex", i),
        x.employeeId,
        companyId,
        x.title,
        "domestic travel",
        String(x.amount),
        x.currency,
        day(x.dateSpent),
        "APPROVED",
        payrollMonth,
        now,
      ]),
    );
  });
  // The rate each month's pay uses is dated the last day of the month before (shared table: same values always).
  await db.fxRate.createMany({
    skipDuplicates: true,
    data: [...corpus.priors, L].flatMap((m) =>
      FX_PAIRS.map(([fromCurrency, toCurrency]) => ({
        fromCurrency,
        toCurrency,
        rate: String(fxRate(fromCurrency, toCurrency, m.index)),
        rateDate: date(dayBefore(m.start)),
      })),
    ),
  });
  lap("records");
  return { companyId };
}
