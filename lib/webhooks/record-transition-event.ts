// Called by lib/workflow.ts transition() inside the change's transaction: one outbox row (WebhookDelivery) per
// active endpoint subscribed to the event and allowed to see its company, and their delivery jobs. With no
// matching endpoint this costs one indexed query.
import crypto from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { enqueueDeliveries, MAX_ATTEMPTS } from "@/lib/webhooks/enqueue-deliveries";

export type TransitionEvent = {
  entity: string;
  entityId: string;
  // null: the entity was just created.
  from: string | null;
  to: string;
  actorId: string | null;
  /** Reads the entity's company when the workflow declares one; null for platform-level entities. */
  companyOf: () => Promise<string | null>;
};

export const eventTypeOf = (entity: string, to: string) => `${entity}.${to}`;

export async function recordTransitionEvent(tx: Tx, event: TransitionEvent): Promise<void> {
  const type = eventTypeOf(event.entity, event.to);
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { active: true, OR: [{ events: { isEmpty: true } }, { events: { hasSome: [type, `${event.entity}.*`] } }] },
    select: { id: true, companyId: true },
  });
  if (endpoints.length === 0) return;
  const companyId = await event.companyOf();
  const targets = endpoints.filter((e) => e.companyId === null || e.companyId === companyId);
  if (targets.length === 0) return;
  const id = crypto.randomUUID();
  const payload = {
    id,
    type,
    occurredAt: new Date().toISOString(),
    data: {
      entity: event.entity,
      entityId: event.entityId,
      from: event.from,
      to: event.to,
      actorId: event.actorId,
      companyId,
    },
  } satisfies Prisma.InputJsonValue;
  const deliveries = await tx.webhookDelivery.createManyAndReturn({
    data: targets.map((e) => ({ endpointId: e.id, eventId: id, eventType: type, payload, nextAttemptAt: new Date() })),
    select: { id: true },
  });
  await enqueueDeliveries(
    deliveries.map((d) => ({ deliveryId: d.id, until: MAX_ATTEMPTS })),
    tx,
  );
}
