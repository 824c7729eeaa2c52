// POST /api/taxonomies-update-job {countryCode, legalEntityId}: records the job (CREATED) with its audit event,
// then queues the background run (run-taxonomy-job.ts). The legal entity must exist and be in that country.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/queue";
import type { Actor } from "@/lib/auth/actor";
import { TAXONOMY_RUN_JOB, type TaxonomyJobForm } from "@/lib/taxonomies/schema";

export async function createTaxonomyJob(actor: Actor, input: TaxonomyJobForm) {
  const entity = await db.legalEntity.findUnique({ where: { id: input.legalEntityId }, select: { countryCode: true } });
  if (!entity)
    throw new AppError("BAD_REQUEST", "Legal entity not found", {
      fieldErrors: { legalEntityId: ["Legal entity not found"] },
    });
  if (entity.countryCode !== input.countryCode)
    throw new AppError("BAD_REQUEST", "The legal entity is not in that country", {
      fieldErrors: { legalEntityId: ["The legal entity is not in that country"] },
    });
  const job = await db.$transaction(async (tx) => {
    const row = await tx.taxonomyUpdateJob.create({
      data: { countryCode: input.countryCode, legalEntityId: input.legalEntityId, createdById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "taxonomyUpdateJob.create",
      entityType: "TaxonomyUpdateJob",
      entityId: row.id,
      after: { countryCode: row.countryCode, legalEntityId: row.legalEntityId, status: row.status },
    });
    return row;
  });
  await enqueue(TAXONOMY_RUN_JOB, { jobId: job.id }, { singletonKey: `taxonomy:${job.id}` });
  return { id: job.id, status: job.status };
}
