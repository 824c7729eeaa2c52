// POST /api/employees/{id}/data-export ('Generate Link', spec 1 section 7: returns url): records the export as
// PENDING with its audit event and queues the job that builds the ZIP (lib/data-export/build-export.ts). A small
// export is usually built within a second or two, so while a worker is alive the call waits for it a bounded time
// (DATA_EXPORT_WAIT_MS, 3 s by default) and then answers the signed url at once (200, status READY). Otherwise it
// answers 202 with status PENDING and url null: poll GET .../data-export/{exportId} until url is set
// (docs/api-answers.md). A foreign employee is a 404.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { enqueue } from "@/lib/jobs/queue";
import { WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { DATA_EXPORT_JOB } from "@/lib/data-export/job-names";
import { dataExportView } from "@/lib/data-export/get-export";

const DEFAULT_WAIT_MS = 3000;
const POLL_MS = 200;

/** How long the request waits for the job (read at call time: tests and operators can set it; 0 never waits). */
function waitBudgetMs(): number {
  const configured = Number(process.env.DATA_EXPORT_WAIT_MS);
  return Number.isFinite(configured) && configured >= 0 ? Math.min(configured, 10_000) : DEFAULT_WAIT_MS;
}

/** Whether any worker has beaten recently: without one, waiting cannot help. */
async function workerAlive(): Promise<boolean> {
  const since = new Date(Date.now() - WORKER_BEAT_MAX_AGE_SECONDS * 1000);
  return (await db.workerHeartbeat.count({ where: { beatAt: { gt: since } } })) > 0;
}

async function awaitBuilt(exportId: string, budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const row = await db.employeeDataExport.findUniqueOrThrow({ where: { id: exportId } });
    if (row.status !== "PENDING" || Date.now() + POLL_MS > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function requestDataExport(actor: Actor, employeeId: string) {
  const created = await db.$transaction(async (tx) => {
    const employee = await findEmployeeOrThrow(actor, employeeId, { select: { id: true } }, tx);
    const row = await tx.employeeDataExport.create({ data: { employeeId: employee.id, requestedById: actor.userId } });
    await recordAudit(tx, {
      actor,
      action: "employee.dataExport",
      entityType: "Employee",
      entityId: employee.id,
      after: { exportId: row.id },
    });
    return row;
  });
  await enqueue(DATA_EXPORT_JOB, { exportId: created.id }, { singletonKey: created.id });
  const budget = waitBudgetMs();
  const row = budget > 0 && (await workerAlive()) ? await awaitBuilt(created.id, budget) : created;
  return dataExportView(row);
}
