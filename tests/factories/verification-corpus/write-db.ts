// Writes the corpus's platform side in bulk (createMany in chunks): providers with their legal entities and
// taxonomies, one company, the employees with their employments, and the records that explain or reveal a
// change: salary history, bonuses, time off, approved expenses, FX rates.
import type { PrismaClient } from "@/generated/prisma/client";
import { ensureCountry } from "../countries";
import { COUNTRY_SPECS, FX_PAIRS, ROLE_TAXONOMY, STATED_ROLES, fxRate, type Role } from "./countries";
import { dayBefore } from "./calendar";
import type { Corpus } from "./corpus";

const CHUNK = 5_000;
const date = (d: string) => new Date(`${d.slice(0, 10)}T00:00:00.000Z`);

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
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
  const titles = new Map(corpus.records.jobTitles.map((t) => [t.employeeId, t.jobTitle]));
  await inChunks(corpus.employees, (chunk) =>
    db.employee.createMany({
      data: chunk.map((e) => ({
        id: e.id,
        companyId,
        countryCode: e.country.code,
        firstName: e.firstName,
        lastName: e.lastName,
        payrollId: e.payrollId,
        lspId: e.provider.lspId,
        legalEntityId: e.provider.legalEntityId,
        onboardingStatus: "ACTIVE" as const,
        startDate: date(e.startDate),
        jobTitle: titles.get(e.id) ?? e.jobTitle,
        annualBaseSalaryAmount: String(e.annual),
        annualBaseSalaryCurrency: e.contractCurrency,
        bankDetailsChangedAt: e.bankDetailsChangedAt ? new Date(e.bankDetailsChangedAt) : null,
      })),
    }),
  );
  await inChunks(corpus.employees, (chunk) =>
    db.employment.createMany({
      data: chunk.map((e) => ({
        id: `${e.id}-emp`,
        employeeId: e.id,
        companyId,
        lspId: e.provider.lspId,
        legalEntityId: e.provider.legalEntityId,
        status:
          e.terminationDate && e.terminationDate < L.end ? "EMPLOYMENT_STATUS_TERMINATED" : "EMPLOYMENT_STATUS_ACTIVE",
        startDate: date(e.startDate),
        terminationDate: e.terminationDate ? date(e.terminationDate) : null,
        lastPayrollDate: e.terminationDate ? date(e.terminationDate) : null,
      })),
    }),
  );
  lap("employees and employments");
  await db.$executeRaw`UPDATE "Employee" SET "currentEmploymentId" = id || '-emp' WHERE "companyId" = ${companyId}`;
  lap("current employments");
  const { salaryHistory, bonuses, timeOff, expenses } = corpus.records;
  await inChunks(salaryHistory, (chunk) =>
    db.salaryHistory.createMany({
      data: chunk.map((s) => ({ ...s, amount: String(s.amount), effectiveDate: date(s.effectiveDate) })),
    }),
  );
  await inChunks(bonuses, (chunk) =>
    db.employeeBonus.createMany({ data: chunk.map((b) => ({ ...b, amount: String(b.amount) })) }),
  );
  await inChunks(timeOff, (chunk) =>
    db.timeOffEntry.createMany({
      data: chunk.map((t) => ({
        employeeId: t.employeeId,
        companyId,
        leaveType: t.unpaid ? ("op_leave_other" as const) : ("op_leave_holiday" as const),
        startDate: date(t.startDate),
        endDate: date(t.endDate),
        isTaken: true,
        unpaid: t.unpaid,
        status: "APPROVED" as const,
        decidedAt: date(dayBefore(t.startDate, 10)),
      })),
    }),
  );
  await inChunks(expenses, (chunk) =>
    db.expense.createMany({
      data: chunk.map((x) => ({
        employeeId: x.employeeId,
        companyId,
        title: x.title,
        category: "DOMESTIC_TRAVEL" as const,
        amount: String(x.amount),
        currency: x.currency,
        dateSpent: date(x.dateSpent),
        status: "APPROVED" as const,
        estimatedPayrollMonth: `${L.period.slice(0, 4)}-${L.period.slice(4)}`,
      })),
    }),
  );
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
