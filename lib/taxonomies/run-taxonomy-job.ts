// The taxonomy update job's run (background, lib/jobs): re-applies the country's taxonomy mappings (the legal
// entity's LSP-specific mapping wins over the country-wide one) to the pay-register rows of that legal entity's
// pay reports that are not yet published, then records the concepts still without a mapping as messages.
// CREATED -> STARTED -> FINISHED, or ERROR with the failure's message. Idempotent: a retry starts it again.
import { db } from "@/lib/db";
import { transition } from "@/lib/workflow";
import { taxonomyJobWorkflow } from "@/lib/taxonomies/workflow";

const MAX_MESSAGES = 50;

export async function runTaxonomyJob(jobId: string): Promise<"FINISHED" | "ERROR" | "SKIPPED"> {
  const job = await db.taxonomyUpdateJob.findUnique({
    where: { id: jobId },
    include: { legalEntity: { select: { lspId: true } } },
  });
  if (!job || job.status === "FINISHED") return "SKIPPED";
  await db.$transaction((tx) =>
    transition(tx, taxonomyJobWorkflow, { id: job.id, from: job.status, to: "STARTED", actor: null }),
  );
  try {
    const lspId = job.legalEntity?.lspId ?? null;
    const unmapped = await db.$transaction(async (tx) => {
      await tx.$executeRaw`
        UPDATE "PayRegisterRow" r
           SET ("category", "applicationType", "payrollGlobal", "payrollGlobalSubCategory", "inputType") =
               (SELECT t."category", t."applicationType", t."payrollGlobal", t."payrollGlobalSubCategory", t."inputType"
                  FROM "TaxonomyMapping" t
                 WHERE t."countryCode" = ${job.countryCode} AND t."concept" = r."concept"
                   AND (t."lspId" = ${lspId} OR t."lspId" IS NULL)
                 ORDER BY t."lspId" NULLS LAST LIMIT 1)
          FROM "GrossToNetFile" g
         WHERE r."grossToNetId" = g."id" AND g."country" = ${job.countryCode}
           AND g."legalEntityId" IS NOT DISTINCT FROM ${job.legalEntityId}
           AND g."processingStatus" NOT IN ('PUBLISHED', 'DISCARDED')
           AND EXISTS (SELECT 1 FROM "TaxonomyMapping" t WHERE t."countryCode" = ${job.countryCode}
                        AND t."concept" = r."concept" AND (t."lspId" = ${lspId} OR t."lspId" IS NULL))`;
      return tx.$queryRaw<{ concept: string }[]>`
        SELECT DISTINCT r."concept" FROM "PayRegisterRow" r JOIN "GrossToNetFile" g ON g."id" = r."grossToNetId"
         WHERE g."country" = ${job.countryCode} AND g."legalEntityId" IS NOT DISTINCT FROM ${job.legalEntityId}
           AND g."processingStatus" NOT IN ('PUBLISHED', 'DISCARDED')
           AND NOT EXISTS (SELECT 1 FROM "TaxonomyMapping" t WHERE t."countryCode" = ${job.countryCode}
                            AND t."concept" = r."concept" AND (t."lspId" = ${lspId} OR t."lspId" IS NULL))
         ORDER BY r."concept" LIMIT ${MAX_MESSAGES}`;
    });
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
    await db.$transaction((tx) =>
      transition(tx, taxonomyJobWorkflow, {
        id: job.id,
        from: "STARTED",
        to: "ERROR",
        actor: null,
        data: { errors: [{ message: ((error as Error).message.trim().split("\n").pop() ?? "").slice(0, 500) }] },
      }),
    );
    return "ERROR";
  }
}
