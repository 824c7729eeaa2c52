// The scheduled job (lib/jobs, daily and on demand): employees whose current employment's termination date
// has passed become Inactive (through transition()), the employment TERMINATED and their sign-in ends. Idempotent: done rows no longer match. Each employee
// changes in its own transaction: one that fails (its row held by another change past the lock timeout, a
// database error) does not stop the others, and the job then fails with a sentence naming who was not changed
// (retryable: the next attempt picks them up, as does tomorrow's run).
import type { OnboardingStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import { JobFailure } from "@/lib/jobs/job-failure";
import { employeeStatusWorkflow } from "@/lib/employees/workflow";
import { endEmployeeAccess } from "@/lib/employees/end-employee-access";

export const DEACTIVATE_JOB = "offboarding.deactivate-terminated-employees";

const BATCH = 1000;
/** How long one employee's change waits for a row another change holds, before it is left for the retry. */
const LOCK_TIMEOUT = "5s";
const MAX_NAMED = 5;

/** A database error's reason in words (Prisma's messages carry the call site and a stack of context). */
function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; meta?: { code?: unknown; message?: unknown } };
  const code = typeof e?.code === "string" ? e.code : typeof e?.meta?.code === "string" ? e.meta.code : "";
  const text = `${typeof e?.message === "string" ? e.message : ""} ${typeof e?.meta?.message === "string" ? e.meta.message : ""}`;
  if (code === "55P03" || /lock timeout/i.test(text)) return "its record was held by another change";
  if (code === "P2025" || /not found/i.test(text)) return "its employment no longer exists";
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines[lines.length - 1]?.slice(0, 200) ?? "unknown error";
}

type Due = {
  id: string;
  companyId: string;
  userId: string | null;
  onboardingStatus: OnboardingStatus;
  currentEmploymentId: string | null;
};

async function deactivate(e: Due) {
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    // Through the employee workflow: status history, audit event and webhook in this transaction. A record
    // another change moved meanwhile (transition's 409) is left alone: the next run sees its new state.
    try {
      await transition(tx, employeeStatusWorkflow, {
        id: e.id,
        from: e.onboardingStatus,
        to: "INACTIVE",
        actor: null,
        note: "Last working day passed",
        action: "employee.deactivate",
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "CONFLICT") return;
      throw error;
    }
    await tx.employment.update({
      where: { id: e.currentEmploymentId! },
      data: { status: "EMPLOYMENT_STATUS_TERMINATED" },
    });
    await endEmployeeAccess(tx, e, null);
  });
}

export async function deactivateTerminatedEmployees(now: Date = new Date()): Promise<number> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const failed: { name: string; id: string; reason: string }[] = [];
  const tried: string[] = [];
  let done = 0;
  for (;;) {
    const due = await db.employee.findMany({
      where: {
        onboardingStatus: { not: "INACTIVE" },
        currentEmployment: { terminationDate: { lt: today } },
        id: { notIn: tried }, // once per run: a failure is left for the retry
      },
      select: {
        id: true,
        companyId: true,
        userId: true,
        onboardingStatus: true,
        currentEmploymentId: true,
        firstName: true,
        lastName: true,
      },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const e of due) {
      tried.push(e.id);
      try {
        await deactivate(e);
        done += 1;
      } catch (error) {
        const name = `${e.firstName ?? ""} ${e.lastName ?? ""}`.trim() || e.id;
        failed.push({ name, id: e.id, reason: reasonOf(error) });
      }
    }
    if (due.length < BATCH) break;
  }
  if (failed.length) {
    const named = failed
      .slice(0, MAX_NAMED)
      .map((f) => `${f.name} (${f.id}): ${f.reason}`)
      .join("; ");
    const more = failed.length > MAX_NAMED ? `; and ${failed.length - MAX_NAMED} more` : "";
    const who = failed.length === 1 ? "1 employee" : `${failed.length} employees`;
    throw new JobFailure(`${who} past their last working day could not be made inactive: ${named}${more}.`, {
      retryable: true,
    });
  }
  return done;
}
