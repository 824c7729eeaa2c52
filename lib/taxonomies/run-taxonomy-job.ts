// The taxonomy update job's run (background, lib/jobs): re-applies the country's taxonomy mappings (the legal
// entity's LSP-specific mapping wins over the country-wide one) to the pay-register rows of that legal entity's
// pay reports that are not yet published, then records the concepts still without a mapping as messages.
// CREATED -> STARTED -> FINISHED, or ERROR with the failure's reason as its message; the job then fails with the
// same reason: at once when retrying cannot help (the legal entity was deleted), else with pg-boss's retries
// (ERROR -> STARTED again). Idempotent: a retry starts it again.
import { db } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import { transition } from "@/lib/workflow";
import { taxonomyJobWorkflow } from "@/lib/taxonomies/workflow";

const MAX_MESSAGES = 50;
/** The update touches every open pay-register row of the legal entity: far longer than Prisma's 5 s default. */
const UPDATE_TIMEOUT_MS = 10 * 60_000;
/** A row held by another change (a pay report being edited) fails the run instead of waiting without end. */
const LOCK_TIMEOUT = "30s";

export const LEGAL_ENTITY_GONE =
  "The legal entity of this update no longer exists: the taxonomy could not be re-applied to its pay reports.";

/** The first line of a database error's message (Prisma's carry the call site and a stack of context). */
function databaseReason(error: unknown): string {
  const e = error as { code?: unknown; meta?: { message?: unknown }; message?: unknown };
  if (typeof e?.meta?.message === "string") return e.meta.message;
  const lines = (typeof e?.message === "string" ? e.message : String(error))
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines[lines.length - 1] ?? "unknown error";
}

export async function runTaxonomyJob(jobId: string): Promise<"FINISHED" | "SKIPPED"> {
  const job = await db.taxonomyUpdateJob.findUnique({
    where: { id: jobId },
    include: { legalEntity: { select: { lspId: true } } },
  });
  if (!job || job.status === "FINISHED") return "SKIPPED";
  await db.$transaction((tx) =>
    transition(tx, taxonomyJobWorkflow, { id: job.id, from: job.status, to: "STARTED", actor: null }),
  );
  try {
    // Every job is created for a legal entity; its id is cleared when the entity is deleted (SetNull). Without
    // it the update would reach the pay reports of every entity-less file of the country.
    if (!job.legalEntityId) throw new JobFailure(LEGAL_ENTITY_GONE);
    const lspId = job.legalEntity?.lspId ?? null;
    const unmapped = await db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
        await tx.$executeRaw`
        UPDATE "PayRegisterRow" r
           SET ("category", "applicationType", "payrollGlobal", "payrollGlobalSubCategory", "inputType") =
               -- A stated total (gross, net, employer cost) as the pipeline stores it: no application type, never summed.
               (SELECT CASE WHEN t."statedTotal" IS NULL THEN t."category" ELSE 'statedTotal' END,
                       CASE WHEN t."statedTotal" IS NULL THEN t."applicationType" END,
                       coalesce(t."statedTotal", t."payrollGlobal"), t."payrollGlobalSubCategory", t."inputType"
                  FROM "TaxonomyMapping" t
                 WHERE t."countryCode" = ${job.countryCode} AND t."concept" = r."concept"
                   AND (t."lspId" = ${lspId} OR t."lspId" IS NULL)
                 ORDER BY t."lspId" NULLS LAST LIMIT 1)
          FROM "GrossToNetFile" g
         WHERE r."grossToNetId" = g."id" AND g."country" = ${job.countryCode}
           AND g."legalEntityId" IS NOT DISTINCT FROM ${job.legalEntityId}
           AND g."processingStatus" NOT IN ('PUBLISHED', 'REOPENED', 'SUPERSEDED', 'DISCARDED')
           AND EXISTS (SELECT 1 FROM "TaxonomyMapping" t WHERE t."countryCode" = ${job.countryCode}
                        AND t."concept" = r."concept" AND (t."lspId" = ${lspId} OR t."lspId" IS NULL))`;
        return tx.$queryRaw<{ concept: string }[]>`
        SELECT DISTINCT r."concept" FROM "PayRegisterRow" r JOIN "GrossToNetFile" g ON g."id" = r."grossToNetId"
         WHERE g."country" = ${job.countryCode} AND g."legalEntityId" IS NOT DISTINCT FROM ${job.legalEntityId}
           AND g."processingStatus" NOT IN ('PUBLISHED', 'REOPENED', 'SUPERSEDED', 'DISCARDED')
           AND NOT EXISTS (SELECT 1 FROM "TaxonomyMapping" t WHERE t."countryCode" = ${job.countryCode}
                            AND t."concept" = r."concept" AND (t."lspId" = ${lspId} OR t."lspId" IS NULL))
         ORDER BY r."concept" LIMIT ${MAX_MESSAGES}`;
      },
      { timeout: UPDATE_TIMEOUT_MS, maxWait: 30_000 },
    );
    const errors = unmapped.map((u) => ({ message: `No taxonomy mapping for concept '${u.concept}'` }));
    await db.$transaction((tx) =>
      transition(tx, taxonomyJobWorkflow, {
        id: job.id,
        from: "STARTED",
        to: "FINISHED",
        actor: null,
        data: { errors },
      }),
    );
    return "FINISHED";
  } catch (error) {
    const failure =
      error instanceof JobFailure
        ? error
        : new JobFailure(
            `The taxonomy could not be re-applied (${databaseReason(error).slice(0, 300)}): the update is retried.`,
            { retryable: true, cause: error },
          );
    await db.$transaction((tx) =>
      transition(tx, taxonomyJobWorkflow, {
        id: job.id,
        from: "STARTED",
        to: "ERROR",
        actor: null,
        data: { errors: [{ message: failure.message.slice(0, 500) }] },
      }),
    );
    throw failure;
  }
}
