// The bulk import job (spec 3 section 4): each valid row becomes an employee of the company with an employment
// in onboarding (no seat: the people are already hired). Rows are written in chunks, one transaction each,
// under a per-company advisory lock; a row whose (personal) e-mail already belongs to an employee of the company
// is taken as imported, so a re-run or a resumed crash creates no duplicates. The result (counts, invalid employees)
// is written last, in one transaction, replacing any earlier partial result. A file that could not be imported at
// all (missing from storage, not CSV, wrong header, empty) is listed in that result with its reason, and the job
// then fails with the same reason (no retry: the file must be uploaded again); the other files are imported.
import crypto from "node:crypto";
import { db, transactionTimeLimit, type Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { chainKeyOf, firstAuditLink } from "@/lib/audit-trail/chain-hash";
import { MESSAGES } from "@/lib/errors";
import { JobFailure } from "@/lib/jobs/job-failure";
import {
  fileProblemsReason,
  readImportFiles,
  rowProblem,
  type ImportProblem,
  type ImportRow,
} from "@/lib/bulk-uploads/read-import-rows";

export const UNSERVED_COUNTRY = `"country" is not a country the platform serves`;
export const UNKNOWN_EMPLOYER = `"legalEntityId" is not an active employer in this country`;
export const EMAIL_TAKEN = `"email": ${MESSAGES.duplicateEmail}`;
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

type Upload = { id: string; companyId: string; createdById: string | null };

/** Per e-mail of the chunk: already imported (an employee of the company has it) or taken elsewhere. */
async function emailStates(tx: Tx, companyId: string, emails: string[]) {
  // One statement for the chunk. The lateral lookup is a probe of lower("personalEmail")'s index per e-mail:
  // a plain EXISTS let the planner hash a scan of every employee instead, once per chunk.
  const rows = await tx.$queryRaw<{ email: string; imported: boolean; taken: boolean }[]>`
    SELECT t.email, coalesce(e.mine, false) AS imported, (e.mine IS NOT NULL OR u.id IS NOT NULL) AS taken
      FROM unnest(${emails}::text[]) AS t(email)
      LEFT JOIN LATERAL (
        SELECT x."companyId" = ${companyId} AS mine FROM "Employee" x
         WHERE lower(x."personalEmail") = t.email AND x."archivedAt" IS NULL
         ORDER BY x."companyId" = ${companyId} DESC LIMIT 1
      ) e ON true
      LEFT JOIN "User" u ON u.email = t.email`;
  return new Map(rows.map((r) => [r.email, r]));
}

/** The employees of the chunk with their employment, salary history, onboarding progress and audit event. */
async function insertEmployees(tx: Tx, upload: Upload, rows: (ImportRow & { lspId: string | null })[]) {
  const col = <T>(pick: (r: ImportRow & { lspId: string | null }) => T) => rows.map(pick);
  const ids = rows.map(() => crypto.randomUUID());
  // Each new employee's audit chain starts here: its first link is hashed in Node like recordAudit's.
  const audits = rows.map((r, i) =>
    firstAuditLink({
      id: crypto.randomUUID(),
      chainKey: chainKeyOf("Employee", ids[i]),
      createdAt: new Date().toISOString(),
      actorId: upload.createdById,
      actorRole: "admin",
      action: "employee.bulkImport",
      entityType: "Employee",
      entityId: ids[i],
      before: null,
      after: { bulkUploadId: upload.id, companyId: upload.companyId, email: r.row.email },
      requestId: null,
    }),
  );
  // One statement: the data-modifying CTEs share the input, and the foreign keys (Employee <-> Employment
  // both ways) are checked at its end.
  await tx.$executeRaw`
    WITH input AS (
      SELECT * FROM unnest(
        ${ids}::text[], ${rows.map(() => crypto.randomUUID())}::text[],
        ${col((r) => r.row.firstName)}::text[], ${col((r) => r.row.lastName)}::text[],
        ${col((r) => r.row.email)}::text[], ${col((r) => r.row.country)}::text[],
        ${col((r) => r.row.jobTitle)}::text[], ${col((r) => r.row.startDate)}::date[],
        ${col((r) => r.row.annualBaseSalaryAmount)}::numeric[], ${col((r) => r.row.annualBaseSalaryCurrency)}::text[],
        ${col((r) => r.lspId)}::text[], ${col((r) => r.row.legalEntityId)}::text[]
      ) AS t(id, "employmentId", "firstName", "lastName", email, country, "jobTitle", "startDate", amount, currency,
             "lspId", "legalEntityId")
    ), employees AS (
      INSERT INTO "Employee" (id, "companyId", "countryCode", "onboardingStatus", "lspId", "legalEntityId",
        "currentEmploymentId", "firstName", "lastName", "personalEmail", "jobTitle", "startDate",
        "annualBaseSalaryAmount", "annualBaseSalaryCurrency", "updatedAt")
      SELECT id, ${upload.companyId}, country, 'In progress', "lspId", "legalEntityId", "employmentId",
             "firstName", "lastName", email, "jobTitle", "startDate", amount, currency, now()
        FROM input
    ), employments AS (
      INSERT INTO "Employment" (id, "employeeId", "companyId", "lspId", "legalEntityId", status, "startDate",
        "updatedAt")
      SELECT "employmentId", id, ${upload.companyId}, "lspId", "legalEntityId", 'EMPLOYMENT_STATUS_CREATED',
             "startDate", now()
        FROM input
    ), salaries AS (
      INSERT INTO "SalaryHistory" (id, "employeeId", amount, currency, "effectiveDate", "createdById", note)
      SELECT gen_random_uuid()::text, id, amount, currency, "startDate", ${upload.createdById}, 'Bulk import'
        FROM input
    ), progress AS (
      INSERT INTO "EmployeeOnboardingProgress" ("employeeId", "completedStepIds", territory, "updatedById",
        "updatedAt")
      SELECT id, '{}', country, ${upload.createdById}, now() FROM input
    ), audits AS (
      SELECT * FROM unnest(${ids}::text[], ${audits.map((a) => a.id)}::text[], ${audits.map((a) => a.createdAt)}::text[],
                           ${audits.map((a) => a.hash)}::text[], ${audits.map((a) => a.chainKey)}::text[])
        AS a("entityId", id, "createdAt", hash, "chainKey")
    ), heads AS (
      INSERT INTO "AuditChainHead" ("chainKey", seq, hash) SELECT "chainKey", 1, hash FROM audits
    )
    INSERT INTO "AuditEvent" (id, "actorId", "actorRole", action, "entityType", "entityId", after, "createdAt",
      "chainKey", seq, hash)
    SELECT a.id, ${upload.createdById}, 'admin', 'employee.bulkImport', 'Employee', i.id,
           jsonb_build_object('bulkUploadId', ${upload.id}::text, 'companyId', ${upload.companyId}::text,
                              'email', i.email),
           a."createdAt"::timestamp(3), a."chainKey", 1, a.hash
      FROM input i JOIN audits a ON a."entityId" = i.id`;
}

async function writeChunk(tx: Tx, upload: Upload, rows: (ImportRow & { lspId: string | null })[]) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"bulk-import:" + upload.companyId}))`;
  const states = await emailStates(
    tx,
    upload.companyId,
    rows.map((r) => r.row.email),
  );
  const fresh = rows.filter((r) => !states.get(r.row.email)?.imported);
  const problems = fresh
    .filter((r) => states.get(r.row.email)?.taken)
    .map((r) => rowProblem(r, { key: "email", label: "Email", message: EMAIL_TAKEN }));
  const create = fresh.filter((r) => !states.get(r.row.email)?.taken);
  if (create.length) await insertEmployees(tx, upload, create);
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
  // Every problem row of up to ten files in one createMany: a limit sized to them, not Prisma's 5 s default.
  await db.$transaction(
    async (tx) => {
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
    },
    { timeout: transactionTimeLimit(problems.length) },
  );
  const unreadable = fileProblemsReason(problems);
  if (unreadable) throw new JobFailure(unreadable);
  return { total: read.total, successCount, created, errorCount: problems.length };
}
