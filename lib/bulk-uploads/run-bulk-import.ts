// The bulk import job (spec 3 section 4): each valid row becomes an employee of the company with an employment
// in onboarding (no seat: the people are already hired). Rows are written in chunks, one transaction each,
// under a per-company advisory lock; a row whose e-mail already belongs to an employee of the company is taken
// as imported, so a re-run or a resumed crash creates no duplicates. The result (counts, invalid employees)
// is written last, in one transaction, replacing any earlier partial result.
import crypto from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { MESSAGES } from "@/lib/errors";
import { readImportFiles, rowProblem, type ImportProblem, type ImportRow } from "@/lib/bulk-uploads/read-import-rows";

export const UNSERVED_COUNTRY = `"country" is not a country the platform serves`;
export const UNKNOWN_EMPLOYER = `"legalEntityId" is not an active employer in this country`;
export const EMAIL_TAKEN = `"email" is already used by another user: ${MESSAGES.duplicateEmail}`;
export const CHUNK_SIZE = 500;

type Options = { chunkSize?: number; afterChunk?: (index: number) => void | Promise<void> };

async function referenceProblems(valid: ImportRow[]) {
  const codes = [...new Set(valid.map((r) => r.row.country))];
  const ids = [...new Set(valid.map((r) => r.row.legalEntityId).filter((v): v is string => !!v))];
  const [countries, entities] = await Promise.all([
    db.country.findMany({ where: { code: { in: codes }, isSanctioned: false }, select: { code: true } }),
    db.legalEntity.findMany({
      where: { id: { in: ids }, isActive: true },
      select: { id: true, countryCode: true, lspId: true },
    }),
  ]);
  const served = new Set(countries.map((c) => c.code));
  const employers = new Map(entities.map((e) => [e.id, e]));
  const ok: (ImportRow & { lspId: string | null })[] = [];
  const problems: ImportProblem[] = [];
  for (const r of valid) {
    const employer = r.row.legalEntityId ? employers.get(r.row.legalEntityId) : null;
    if (!served.has(r.row.country))
      problems.push(rowProblem(r, { key: "country", label: "Country", message: UNSERVED_COUNTRY }));
    else if (r.row.legalEntityId && (!employer || employer.countryCode !== r.row.country))
      problems.push(rowProblem(r, { key: "legalEntityId", label: "Employer", message: UNKNOWN_EMPLOYER }));
    else ok.push({ ...r, lspId: employer?.lspId ?? null });
  }
  return { ok, problems };
}

async function writeChunk(
  tx: Tx,
  upload: { id: string; companyId: string; createdById: string | null },
  rows: (ImportRow & { lspId: string | null })[],
) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"bulk-import:" + upload.companyId}))`;
  const emails = rows.map((r) => r.row.email);
  const mine = await tx.employee.findMany({
    where: {
      companyId: upload.companyId,
      archivedAt: null,
      OR: [{ workEmail: { in: emails, mode: "insensitive" } }, { personalEmail: { in: emails, mode: "insensitive" } }],
    },
    select: { workEmail: true, personalEmail: true },
  });
  const imported = new Set(mine.flatMap((e) => [e.workEmail?.toLowerCase(), e.personalEmail?.toLowerCase()]));
  const fresh = rows.filter((r) => !imported.has(r.row.email));
  const [users, others] = await Promise.all([
    tx.user.findMany({ where: { email: { in: fresh.map((r) => r.row.email) } }, select: { email: true } }),
    tx.employee.findMany({
      where: { archivedAt: null, workEmail: { in: fresh.map((r) => r.row.email), mode: "insensitive" } },
      select: { workEmail: true },
    }),
  ]);
  const taken = new Set([...users.map((u) => u.email), ...others.map((e) => e.workEmail!.toLowerCase())]);
  const problems = fresh
    .filter((r) => taken.has(r.row.email))
    .map((r) => rowProblem(r, { key: "email", label: "Email", message: EMAIL_TAKEN }));
  const create = fresh
    .filter((r) => !taken.has(r.row.email))
    .map((r) => ({ ...r, employeeId: crypto.randomUUID(), employmentId: crypto.randomUUID() }));
  if (create.length) {
    await tx.employee.createMany({
      data: create.map(({ row, lspId, employeeId }) => ({
        id: employeeId,
        companyId: upload.companyId,
        countryCode: row.country,
        onboardingStatus: "IN_PROGRESS" as const,
        lspId,
        legalEntityId: row.legalEntityId,
        firstName: row.firstName,
        lastName: row.lastName,
        workEmail: row.email,
        jobTitle: row.jobTitle,
        startDate: new Date(`${row.startDate}T00:00:00Z`),
        annualBaseSalaryAmount: row.annualBaseSalaryAmount,
        annualBaseSalaryCurrency: row.annualBaseSalaryCurrency,
      })),
    });
    await tx.employment.createMany({
      data: create.map(({ row, lspId, employeeId, employmentId }) => ({
        id: employmentId,
        employeeId,
        companyId: upload.companyId,
        lspId,
        legalEntityId: row.legalEntityId,
        status: "EMPLOYMENT_STATUS_CREATED" as const,
        startDate: new Date(`${row.startDate}T00:00:00Z`),
      })),
    });
    const ids = create.map((c) => c.employeeId);
    await tx.$executeRaw`UPDATE "Employee" e SET "currentEmploymentId" = m.id FROM "Employment" m
      WHERE m."employeeId" = e.id AND e.id = ANY(${ids}::text[])`;
    await tx.salaryHistory.createMany({
      data: create.map(({ row, employeeId }) => ({
        employeeId,
        amount: row.annualBaseSalaryAmount,
        currency: row.annualBaseSalaryCurrency,
        effectiveDate: new Date(`${row.startDate}T00:00:00Z`),
        createdById: upload.createdById,
        note: "Bulk import",
      })),
    });
    await tx.employeeOnboardingProgress.createMany({
      data: create.map(({ row, employeeId }) => ({
        employeeId,
        completedStepIds: [],
        territory: row.country,
        updatedById: upload.createdById,
      })),
    });
    await tx.auditEvent.createMany({
      data: create.map(({ employeeId, row }) => ({
        actorId: upload.createdById,
        actorRole: "admin",
        action: "employee.bulkImport",
        entityType: "Employee",
        entityId: employeeId,
        after: { bulkUploadId: upload.id, companyId: upload.companyId, email: row.email },
      })),
    });
  }
  return { problems, created: create.length };
}

export async function runBulkImport(bulkUploadId: string, options: Options = {}) {
  const upload = await db.bulkUpload.findUnique({
    where: { id: bulkUploadId },
    select: { id: true, companyId: true, state: true, fileNames: true, uploadUrls: true, createdById: true },
  });
  if (!upload || upload.state === "finished") return null;
  const read = await readImportFiles(upload.fileNames, upload.uploadUrls);
  const refs = await referenceProblems(read.valid);
  const problems = [...read.problems, ...refs.problems];
  const size = options.chunkSize ?? CHUNK_SIZE;
  let created = 0;
  for (let i = 0; i * size < refs.ok.length; i++) {
    const chunk = refs.ok.slice(i * size, (i + 1) * size);
    const result = await db.$transaction((tx) => writeChunk(tx, upload, chunk), { timeout: 120_000 });
    problems.push(...result.problems);
    created += result.created;
    await options.afterChunk?.(i);
  }
  const successCount = read.total - problems.filter((p) => p.rowNumber !== null).length;
  await db.$transaction(async (tx) => {
    await tx.bulkUploadError.deleteMany({ where: { bulkUploadId } });
    await tx.bulkUploadError.createMany({
      // Ids in report order: the list reads (rowNumber, id), and file-level problems have no row number.
      data: problems.map((p, i) => ({
        id: `${bulkUploadId}-${String(i).padStart(7, "0")}`,
        bulkUploadId,
        rowNumber: p.rowNumber,
        name: p.name,
        email: p.email,
        errors: p.errors,
        error: p.error,
      })),
    });
    const { count } = await tx.bulkUpload.updateMany({
      where: { id: bulkUploadId, state: "pending" },
      data: { state: "finished", total: read.total, successCount, finishedAt: new Date() },
    });
    if (count === 0) return; // another run finished it first
    await recordAudit(tx, {
      actor: null,
      action: "bulkUpload.finish",
      entityType: "BulkUpload",
      entityId: bulkUploadId,
      after: { total: read.total, successCount, created, errors: problems.length },
    });
  });
  return { total: read.total, successCount, created, errorCount: problems.length };
}
