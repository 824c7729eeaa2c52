// The one place a workflow status changes. Each domain declares its transition table with
// defineWorkflow (lib/<domain>/workflow.ts); transition() checks the table, applies a conditional update
// (current status and version in the WHERE: 0 rows means someone else got there first -> 409), and writes
// the status history, the audit event and the webhook outbox rows (lib/webhooks/) in the same transaction.
// recordCreation() is its sibling for a new entity: the first history row (from nothing), the audit event and the
// webhook event, so a creation is announced like any other step.
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { recordTransitionEvent } from "@/lib/webhooks/record-transition-event";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";

export type Workflow<S extends string> = {
  entityType: string;
  /** Prisma delegate name, e.g. "seat", "grossToNetFile". */
  model: string;
  statusField: string;
  /** The entity's company column, when it has one: webhook endpoints scoped to a company get only its events. */
  companyField: string | null;
  transitions: Readonly<Record<S, readonly S[]>>;
  canTransition(from: S, to: S): boolean;
  targetsFrom(from: S): readonly S[];
  /** Transitions offered for a multi-selection: only those common to every selected status. */
  commonTargets(froms: readonly S[]): S[];
};

export function defineWorkflow<S extends string>(definition: {
  entityType: string;
  model: string;
  statusField?: string;
  companyField?: string;
  transitions: Readonly<Record<S, readonly S[]>>;
}): Workflow<S> {
  const targetsFrom = (from: S) => definition.transitions[from] ?? [];
  return {
    entityType: definition.entityType,
    model: definition.model,
    statusField: definition.statusField ?? "status",
    companyField: definition.companyField ?? null,
    transitions: definition.transitions,
    targetsFrom,
    canTransition: (from, to) => targetsFrom(from).includes(to),
    commonTargets(froms) {
      if (froms.length === 0) return [];
      const [first, ...rest] = froms;
      return targetsFrom(first).filter((to) => rest.every((from) => targetsFrom(from).includes(to)));
    },
  };
}

type UpdateManyDelegate = {
  updateMany(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<{ count: number }>;
  findUnique(args: { where: { id: string }; select: Record<string, true> }): Promise<Record<string, unknown> | null>;
};

type Change<S extends string> = {
  id: string;
  from: S;
  to: S;
  /** The version the caller read; omit only for system jobs that already hold the row. */
  version?: number;
  actor: Actor | null;
  note?: string | null;
  /** Other columns changed together with the status (e.g. sowDocUrl). */
  data?: Record<string, unknown>;
  action?: string;
};

export async function transition<S extends string>(tx: Tx, workflow: Workflow<S>, input: Change<S>): Promise<void> {
  if (!workflow.canTransition(input.from, input.to)) {
    throw new AppError("UNPROCESSABLE", `A ${workflow.entityType} cannot go from ${input.from} to ${input.to}.`);
  }
  await applyChange(tx, workflow, input);
}

/**
 * A step inside one status (a level of an approval chain approved, the request still waiting): version-checked
 * like transition(), with a history row from the status to itself carrying the note, the audit event and the
 * webhook event `<Entity>.<status>`, so subscribers and the timeline see the step.
 */
export async function recordStep<S extends string>(
  tx: Tx,
  workflow: Workflow<S>,
  input: {
    id: string;
    status: S;
    version?: number;
    actor: Actor | null;
    note: string;
    data: Record<string, unknown>;
    action: string;
  },
): Promise<void> {
  const { status, ...rest } = input;
  await applyChange(tx, workflow, { ...rest, from: status, to: status });
}

/** The conditional update (current status and version in the WHERE: 0 rows -> 409), then the status history, the
 *  audit event and the webhook event, all in the caller's transaction. */
async function applyChange<S extends string>(tx: Tx, workflow: Workflow<S>, input: Change<S>): Promise<void> {
  const delegate = (tx as unknown as Record<string, UpdateManyDelegate>)[workflow.model];
  // Read only when a webhook endpoint listens for the event (lib/webhooks/record-transition-event.ts).
  const companyOf = companyReader(workflow, delegate, input.id);
  const where: Record<string, unknown> = { id: input.id, [workflow.statusField]: input.from };
  if (input.version !== undefined) where.version = input.version;
  const { count } = await delegate.updateMany({
    where,
    data: { ...input.data, [workflow.statusField]: input.to, version: { increment: 1 } },
  });
  if (count === 0) throw new AppError("CONFLICT");
  await tx.statusHistory.create({
    data: {
      entityType: workflow.entityType,
      entityId: input.id,
      fromStatus: input.from,
      toStatus: input.to,
      actorId: input.actor?.userId ?? null,
      note: input.note ?? null,
    },
  });
  await recordAudit(tx, {
    actor: input.actor,
    action: input.action ?? `${workflow.entityType}.transition`,
    entityType: workflow.entityType,
    entityId: input.id,
    before: { [workflow.statusField]: input.from },
    after: { [workflow.statusField]: input.to, ...(input.data ?? {}) },
  });
  await recordTransitionEvent(tx, {
    entity: workflow.entityType,
    entityId: input.id,
    from: input.from,
    to: input.to,
    actorId: input.actor?.userId ?? null,
    companyOf,
  });
}

function companyReader<S extends string>(workflow: Workflow<S>, delegate: UpdateManyDelegate, id: string) {
  return async () => {
    if (!workflow.companyField) return null;
    const row = await delegate.findUnique({ where: { id }, select: { [workflow.companyField]: true } });
    const value = row?.[workflow.companyField];
    return typeof value === "string" ? value : null;
  };
}

/** A new entity of the workflow, already inserted in `tx` with its first status: the history row from nothing,
 *  the audit event (`after` describes what was created) and the webhook event `<Entity>.<status>`. */
export async function recordCreation<S extends string>(
  tx: Tx,
  workflow: Workflow<S>,
  input: { id: string; status: S; actor: Actor | null; action: string; after: Record<string, unknown> },
): Promise<void> {
  if (!(input.status in workflow.transitions)) {
    throw new AppError("UNPROCESSABLE", `A ${workflow.entityType} cannot start as ${input.status}.`);
  }
  const actorId = input.actor?.userId ?? null;
  const delegate = (tx as unknown as Record<string, UpdateManyDelegate>)[workflow.model];
  const companyOf = companyReader(workflow, delegate, input.id);
  await tx.statusHistory.create({
    data: { entityType: workflow.entityType, entityId: input.id, fromStatus: null, toStatus: input.status, actorId },
  });
  await recordAudit(tx, {
    actor: input.actor,
    action: input.action,
    entityType: workflow.entityType,
    entityId: input.id,
    after: input.after,
  });
  await recordTransitionEvent(tx, {
    entity: workflow.entityType,
    entityId: input.id,
    from: null,
    to: input.status,
    actorId,
    companyOf,
  });
}
