/** @jest-environment node */
// Webhook deliveries as an outbox (platform issue): the first event of a process commits without waiting for
// pg-boss to start (the WebhookDelivery row is the outbox, no job yet), the sweep queues each PENDING delivery
// that has no live job exactly once (first events and jobs lost in a crash), and every HTTP attempt is logged
// with its status code, duration and error on the delivery log the back office shows.
import { getDb } from "@/lib/db";
import { readyQueue } from "@/lib/jobs/queue";
import * as endpointsRoute from "@/app/api/webhooks/route";
import * as deliveriesRoute from "@/app/api/webhooks/[id]/deliveries/route";
import { transition } from "@/lib/workflow";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { WEBHOOK_JOB_HANDLERS } from "@/lib/webhooks/deliver-webhook";
import { DELIVER_JOB, MAX_ATTEMPTS } from "@/lib/webhooks/enqueue-deliveries";
import { sweepWebhookDeliveries } from "@/lib/webhooks/sweep-webhook-deliveries";
import type { WebhookDeliveryDto, WebhookEndpointDto } from "@/lib/webhooks/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createPayReport } from "../../factories/payroll-reports";
import { startReceiver } from "./receiver";

const db = getDb();
process.env.WEBHOOKS_ALLOW_PRIVATE = "true";

let opAdmin: string;
beforeAll(async () => {
  opAdmin = await tokenFor((await createUser(db, { roles: ["admin", "operator"] })).user.id);
});

async function register(url: string) {
  const res = await call<WebhookEndpointDto>(endpointsRoute.POST, {
    method: "POST",
    path: "/api/webhooks",
    token: opAdmin,
    json: { url, events: ["GrossToNetFile.SPECIALIST_APPROVED"] },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function approveInTransaction(period: string) {
  const report = await createPayReport(db, { period, status: "COPIED", employees: [] });
  await db.$transaction(async (tx) => {
    await transition(tx, payReportWorkflow, { id: report.id, from: "COPIED", to: "SPECIALIST_APPROVED", actor: null });
  });
}

const jobsOf = (endpointId: string) =>
  db.$queryRawUnsafe<{ id: string; state: string; data: { deliveryId: string; until: number } }[]>(
    `SELECT j.id, j.state::text AS state, j.data FROM pgboss.job j JOIN "WebhookDelivery" d ON d.id = j.data->>'deliveryId'
      WHERE j.name = $1 AND d."endpointId" = $2 ORDER BY j.created_on`,
    DELIVER_JOB,
    endpointId,
  );

const log = async (endpointId: string) =>
  (
    await call<WebhookDeliveryDto[]>(deliveriesRoute.GET, {
      path: `/api/webhooks/${endpointId}/deliveries`,
      params: { id: endpointId },
      token: opAdmin,
    })
  ).body;

describe("[WEBHOOKS] outbox, sweep and attempt log", () => {
  it("[WEBHOOKS] the first event commits without starting pg-boss in its transaction; the sweep queues it once", async () => {
    const receiver = await startReceiver([500]);
    const endpoint = await register(receiver.url);
    try {
      expect(readyQueue(DELIVER_JOB)).toBeNull(); // a fresh process: pg-boss not running yet
      const started = Date.now();
      await approveInTransaction("203107");
      expect(Date.now() - started).toBeLessThan(5_000); // Prisma's transaction timeout was at risk before
      const [row] = await db.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
      expect(row.status).toBe("PENDING");
      // The sweep waits for pg-boss to be up (started in the background by the event) and queues the row.
      expect(await sweepWebhookDeliveries(0)).toBeGreaterThanOrEqual(1);
      let jobs = await jobsOf(endpoint.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0].data).toEqual({ deliveryId: row.id, until: MAX_ATTEMPTS });
      await sweepWebhookDeliveries(0); // a live job: not queued again
      expect(await jobsOf(endpoint.id)).toHaveLength(1);

      // Attempt 1 answers 500, attempt 2 succeeds: both are in the log with code, duration and error.
      await expect(WEBHOOK_JOB_HANDLERS[DELIVER_JOB](jobs[0].data)).rejects.toThrow(/500/);
      await WEBHOOK_JOB_HANDLERS[DELIVER_JOB](jobs[0].data);
      const [delivery] = await log(endpoint.id);
      expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 2 });
      expect(delivery.attemptLog).toEqual([
        { number: 1, statusCode: 500, durationMs: expect.any(Number), error: "HTTP 500", at: expect.any(String) },
        { number: 2, statusCode: 200, durationMs: expect.any(Number), error: null, at: expect.any(String) },
      ]);
      expect(delivery.attemptLog.every((a) => a.durationMs >= 0 && a.durationMs < 10_000)).toBe(true);
      expect(receiver.received).toHaveLength(2);
      jobs = await jobsOf(endpoint.id);
      expect(jobs).toHaveLength(1);
    } finally {
      await db.webhookEndpoint.delete({ where: { id: endpoint.id } });
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a PENDING delivery whose job was lost in a crash is queued again by the sweep", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url);
    try {
      expect(readyQueue(DELIVER_JOB)).not.toBeNull(); // started by the previous test: jobs go in the transaction
      await approveInTransaction("203108");
      const [job] = await jobsOf(endpoint.id);
      expect(job.state).toBe("created");
      // The crash: the job is gone (a worker died with it, the queue was restored from an older backup...).
      await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE id = $1::uuid`, job.id);
      await db.$executeRawUnsafe(
        `UPDATE "WebhookDelivery" SET "updatedAt" = now() - interval '1 minute' WHERE id = $1`,
        job.data.deliveryId,
      );
      expect(await sweepWebhookDeliveries()).toBeGreaterThanOrEqual(1);
      const [again] = await jobsOf(endpoint.id);
      expect(again.data).toEqual({ deliveryId: job.data.deliveryId, until: MAX_ATTEMPTS });
      await WEBHOOK_JOB_HANDLERS[DELIVER_JOB](again.data);
      expect(receiver.received).toHaveLength(1);
      expect((await log(endpoint.id))[0]).toMatchObject({ status: "SUCCEEDED", attempts: 1 });
      // Delivered rows are never swept again.
      await sweepWebhookDeliveries(0);
      expect(await jobsOf(endpoint.id)).toHaveLength(1);
    } finally {
      await db.webhookEndpoint.delete({ where: { id: endpoint.id } });
      await receiver.close();
    }
  });
});
