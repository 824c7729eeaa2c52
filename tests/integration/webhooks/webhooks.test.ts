/** @jest-environment node */
// Signed webhooks end to end against a real receiver: a pay-report transition publishes from transition(), the
// delivery job (the worker's handler, fed the job pg-boss holds) signs and posts it, a 500 is retried, replay
// re-sends, company scoping, who may manage endpoints, and the secret shown once.
import { getDb } from "@/lib/db";
import { ensureQueue } from "@/lib/jobs/queue";
import * as endpointsRoute from "@/app/api/webhooks/route";
import * as endpointRoute from "@/app/api/webhooks/[id]/route";
import * as deliveriesRoute from "@/app/api/webhooks/[id]/deliveries/route";
import * as replayRoute from "@/app/api/webhooks/[id]/deliveries/[deliveryId]/replay/route";
import * as workflowRoute from "@/app/api/approval-workflow/route";
import * as archiveRoute from "@/app/api/seats/[id]/archive/route";
import * as seatsRoute from "@/app/api/seats/route";
import { addDays, format } from "date-fns";
import { WEBHOOK_JOB_HANDLERS } from "@/lib/webhooks/deliver-webhook";
import { DELIVER_JOB, MAX_ATTEMPTS } from "@/lib/webhooks/enqueue-deliveries";
import { verifySignature } from "@/lib/webhooks/verify-signature";
import type { WebhookDeliveryDto, WebhookEndpointDto } from "@/lib/webhooks/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createSeat } from "../../factories/seats";
import { createPayReport } from "../../factories/payroll-reports";
import { startReceiver } from "./receiver";
import { ensureCountry } from "../../factories/countries";
import fs from "node:fs";
import path from "node:path";

/** The verification snippet integrators copy from the webhook docs (docs/webhooks.md, linked from the README),
 *  run as written. */
function readmeVerify(): (secret: string, header: string, body: string) => boolean {
  const docs = fs.readFileSync(path.join(process.cwd(), "docs", "webhooks.md"), "utf8");
  const code = /```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!code) throw new Error("docs/webhooks.md has no webhook verification snippet");
  return new Function("require", `${code}\nreturn verify;`)(require);
}

const db = getDb();
process.env.WEBHOOKS_ALLOW_PRIVATE = "true";

let opAdmin: string;
let payrollAdmin: string;
let generalAdmin: string;

beforeAll(async () => {
  // A process where pg-boss already runs: jobs go into the change's transaction. The first event of a fresh
  // process is covered by outbox-sweep.test.ts.
  await ensureQueue(DELIVER_JOB);
  opAdmin = await tokenFor((await createUser(db, { roles: ["admin", "operator"] })).user.id);
  payrollAdmin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  generalAdmin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
});

type Created = WebhookEndpointDto & { secret: string };

async function register(url: string, extra: { companyId?: string; events?: string[] } = {}) {
  const res = await call<Created>(endpointsRoute.POST, {
    method: "POST",
    path: "/api/webhooks",
    token: opAdmin,
    json: { url, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The delivery jobs pg-boss holds for this endpoint's deliveries (committed with the change), oldest first. */
async function queuedJobs(endpointId: string) {
  return db.$queryRawUnsafe<
    { data: { deliveryId: string; until: number }; retry_limit: number; retry_backoff: boolean }[]
  >(
    `SELECT j.data, j.retry_limit, j.retry_backoff FROM pgboss.job j
       JOIN "WebhookDelivery" d ON d.id = j.data->>'deliveryId'
      WHERE j.name = $1 AND d."endpointId" = $2 ORDER BY j.created_on`,
    DELIVER_JOB,
    endpointId,
  );
}

/** What the worker does with a job: the registered handler, given the job's data. */
const runJob = (data: Record<string, unknown>) => WEBHOOK_JOB_HANDLERS[DELIVER_JOB](data);

async function approvePayReport() {
  const report = await createPayReport(db, { period: "203105", status: "COPIED", employees: [] });
  const res = await call(workflowRoute.POST, {
    method: "POST",
    path: "/api/approval-workflow",
    token: payrollAdmin,
    json: { dataFrameId: report.id, newStatus: "SPECIALIST_APPROVED" },
  });
  expect(res.status).toBe(200);
  return report.id;
}

async function archiveSeatOf(companyId: string) {
  const seat = await createSeat(db, { companyId });
  const res = await call(archiveRoute.POST, {
    method: "POST",
    path: `/api/seats/${seat.id}/archive`,
    params: { id: seat.id },
    token: generalAdmin,
    json: { kind: "archive", archiveReason: "dropout", confirmation: "ARCHIVE" },
  });
  expect(res.status).toBe(200);
  return seat.id;
}

const deliveriesOf = (endpointId: string) =>
  call<WebhookDeliveryDto[]>(deliveriesRoute.GET, {
    path: `/api/webhooks/${endpointId}/deliveries`,
    params: { id: endpointId },
    token: opAdmin,
  });

const remove = (id: string) =>
  call(endpointRoute.DELETE, { method: "DELETE", path: `/api/webhooks/${id}`, params: { id }, token: opAdmin });

describe("[WEBHOOKS] signed delivery of workflow events", () => {
  it("[WEBHOOKS] a pay-report transition reaches the receiver, signed with the documented scheme", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, { events: ["GrossToNetFile.SPECIALIST_APPROVED"] });
    try {
      const reportId = await approvePayReport();
      const jobs = await queuedJobs(endpoint.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0].retry_limit).toBe(MAX_ATTEMPTS - 1);
      expect(jobs[0].retry_backoff).toBe(true);
      await runJob(jobs[0].data);

      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      expect(request.headers["x-omni-event"]).toBe("GrossToNetFile.SPECIALIST_APPROVED");
      expect(request.headers["content-type"]).toBe("application/json");
      const header = String(request.headers["x-omni-signature"]);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature({ secret: endpoint.secret, header, body: request.body })).toBe(true);
      expect(readmeVerify()(endpoint.secret, header, request.body)).toBe(true);
      expect(readmeVerify()(endpoint.secret, header, request.body + " ")).toBe(false);
      // Any change to the body, another secret or a stale timestamp fails verification.
      expect(verifySignature({ secret: endpoint.secret, header, body: request.body.replace("}", " }") })).toBe(false);
      expect(verifySignature({ secret: "whsec_other", header, body: request.body })).toBe(false);
      expect(
        verifySignature({ secret: endpoint.secret, header, body: request.body, now: Date.now() / 1000 + 3600 }),
      ).toBe(false);

      const event = JSON.parse(request.body);
      expect(event).toEqual({
        id: expect.any(String),
        type: "GrossToNetFile.SPECIALIST_APPROVED",
        occurredAt: expect.any(String),
        data: {
          entity: "GrossToNetFile",
          entityId: reportId,
          from: "COPIED",
          to: "SPECIALIST_APPROVED",
          actorId: expect.any(String),
          companyId: null,
        },
      });
      const log = await deliveriesOf(endpoint.id);
      expect(log.body).toMatchObject([{ eventId: event.id, status: "SUCCEEDED", attempts: 1, lastStatusCode: 200 }]);
      // Idempotent: running the job again (a crash after the send) does not send twice.
      await runJob(jobs[0].data);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a failed attempt is retried: 500 then 200 logs attempts 2, SUCCEEDED; replay re-sends", async () => {
    const receiver = await startReceiver([500]);
    const endpoint = await register(receiver.url, { events: ["GrossToNetFile.*"] });
    try {
      await approvePayReport();
      const [job] = await queuedJobs(endpoint.id);
      // The job fails with a readable reason and stays retryable: pg-boss schedules the retry.
      await expect(runJob(job.data)).rejects.toMatchObject({
        retryable: true,
        message: expect.stringMatching(
          /webhook to 127\.0\.0\.1:\d+ failed: the endpoint answered HTTP 500 \(attempt 1 of 6\)/,
        ),
      });
      let log = (await deliveriesOf(endpoint.id)).body;
      expect(log).toMatchObject([{ status: "PENDING", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500" }]);
      expect(new Date(log[0].nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());

      await runJob(job.data); // the retry
      log = (await deliveriesOf(endpoint.id)).body;
      expect(log).toMatchObject([{ status: "SUCCEEDED", attempts: 2, lastStatusCode: 200, lastError: null }]);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0].body).toBe(receiver.received[1].body);

      const replay = await call<WebhookDeliveryDto>(replayRoute.POST, {
        method: "POST",
        path: `/api/webhooks/${endpoint.id}/deliveries/${log[0].id}/replay`,
        params: { id: endpoint.id, deliveryId: log[0].id },
        token: opAdmin,
      });
      expect(replay.status).toBe(202);
      expect(replay.body.status).toBe("PENDING");
      const jobs = await queuedJobs(endpoint.id);
      expect(jobs).toHaveLength(2);
      expect(jobs[1].data).toEqual({ deliveryId: log[0].id, until: 2 + MAX_ATTEMPTS });
      await runJob(jobs[1].data);
      expect(receiver.received).toHaveLength(3);
      const resent = receiver.received[2];
      expect(JSON.parse(resent.body).id).toBe(JSON.parse(receiver.received[0].body).id);
      expect(
        verifySignature({
          secret: endpoint.secret,
          header: String(resent.headers["x-omni-signature"]),
          body: resent.body,
        }),
      ).toBe(true);
      expect((await deliveriesOf(endpoint.id)).body).toMatchObject([{ status: "SUCCEEDED", attempts: 3 }]);
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a delivery that keeps failing is FAILED when its attempts are spent", async () => {
    const receiver = await startReceiver(Array(MAX_ATTEMPTS).fill(503));
    const endpoint = await register(receiver.url, { events: ["GrossToNetFile.SPECIALIST_APPROVED"] });
    try {
      await approvePayReport();
      const [job] = await queuedJobs(endpoint.id);
      for (let i = 1; i < MAX_ATTEMPTS; i++) await expect(runJob(job.data)).rejects.toMatchObject({ retryable: true });
      // The last attempt settles the row and fails the job for good, saying why.
      await expect(runJob(job.data)).rejects.toMatchObject({
        retryable: false,
        message: expect.stringMatching(/failed after 6 attempts: the endpoint answered HTTP 503\.$/),
      });
      expect((await deliveriesOf(endpoint.id)).body).toMatchObject([
        { status: "FAILED", attempts: MAX_ATTEMPTS, lastStatusCode: 503, nextAttemptAt: null },
      ]);
      expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a company-scoped endpoint gets its company's events only; a disabled one gets none", async () => {
    const receiver = await startReceiver();
    const mine = await createCompany(db);
    const other = await createCompany(db);
    const scoped = await register(receiver.url, { companyId: mine.id, events: ["Seat.*"] });
    try {
      await archiveSeatOf(other.id);
      expect(await db.webhookDelivery.count({ where: { endpointId: scoped.id } })).toBe(0);
      const seatId = await archiveSeatOf(mine.id);
      const [job] = await queuedJobs(scoped.id);
      await runJob(job.data);
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0].body).data).toMatchObject({
        entity: "Seat",
        entityId: seatId,
        to: "archived",
        companyId: mine.id,
      });

      const off = await call<WebhookEndpointDto>(endpointRoute.PATCH, {
        method: "PATCH",
        path: `/api/webhooks/${scoped.id}`,
        params: { id: scoped.id },
        token: opAdmin,
        json: { active: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.active).toBe(false);
      await archiveSeatOf(mine.id);
      expect(await db.webhookDelivery.count({ where: { endpointId: scoped.id } })).toBe(1);
    } finally {
      await remove(scoped.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a creation is announced like a step: a manager's hire request sends its first status, from nothing", async () => {
    const receiver = await startReceiver();
    await ensureCountry(db, "DE");
    const manager = await createManager(db);
    const scoped = await register(receiver.url, {
      companyId: manager.companyId,
      events: ["Seat.sow_awaiting_proposal"],
    });
    try {
      const res = await call<{ data: { id: string } }>(seatsRoute.POST, {
        method: "POST",
        path: "/api/seats",
        token: await tokenFor(manager.user.id),
        json: {
          variant: "client",
          countryCode: "de",
          firstName: "Nia",
          lastName: "New",
          desiredStartDate: format(addDays(new Date(), 40), "yyyy-MM-dd"),
          acceptTerms: true,
        },
      });
      expect(res.status).toBe(201);
      const [job] = await queuedJobs(scoped.id);
      await runJob(job.data);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({
        type: "Seat.sow_awaiting_proposal",
        data: { entity: "Seat", entityId: res.body.data.id, from: null, to: "sow_awaiting_proposal" },
      });
      const history = await db.statusHistory.findMany({ where: { entityId: res.body.data.id } });
      expect(history).toMatchObject([{ entityType: "Seat", fromStatus: null, toStatus: "sow_awaiting_proposal" }]);
    } finally {
      await remove(scoped.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] a change that rolls back publishes nothing", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, { events: ["GrossToNetFile.SPECIALIST_APPROVED"] });
    try {
      const report = await createPayReport(db, { period: "203106", status: "COPIED", employees: [] });
      const countJobs = async () =>
        (
          await db.$queryRawUnsafe<{ n: number }[]>(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1",
            DELIVER_JOB,
          )
        )[0].n;
      await ensureQueue(DELIVER_JOB); // pg-boss's tables exist before the first count
      const jobsBefore = await countJobs();
      const { transition } = await import("@/lib/workflow");
      const { payReportWorkflow } = await import("@/lib/payroll/workflow");
      await expect(
        db.$transaction(async (tx) => {
          await transition(tx, payReportWorkflow, {
            id: report.id,
            from: "COPIED",
            to: "SPECIALIST_APPROVED",
            actor: null,
          });
          throw new Error("later step failed");
        }),
      ).rejects.toThrow("later step failed");
      expect(await db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
      expect(await countJobs()).toBe(jobsBefore); // the job was inserted in the rolled-back transaction
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });
});

describe("[WEBHOOKS] managing endpoints", () => {
  it("[WEBHOOKS] only OP admins manage endpoints: 401 signed out, 403 for other admins", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, { events: ["Seat.*"] });
    try {
      const p = { id: endpoint.id };
      const attempts = (token: string | null) => [
        call(endpointsRoute.GET, { path: "/api/webhooks", token }),
        call(endpointsRoute.POST, { method: "POST", path: "/api/webhooks", token, json: { url: receiver.url } }),
        call(endpointRoute.PATCH, { method: "PATCH", path: "/x", params: p, token, json: { active: false } }),
        call(endpointRoute.DELETE, { method: "DELETE", path: "/x", params: p, token }),
        call(deliveriesRoute.GET, { path: "/x", params: p, token }),
        call(replayRoute.POST, { method: "POST", path: "/x", params: { ...p, deliveryId: "d" }, token }),
      ];
      expect((await Promise.all(attempts(null))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
      for (const token of [generalAdmin, payrollAdmin])
        expect((await Promise.all(attempts(token))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).active).toBe(true);
      expect((await call(deliveriesRoute.GET, { path: "/x", params: { id: "missing" }, token: opAdmin })).status).toBe(
        404,
      );
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] the secret is returned at creation only, and stored encrypted", async () => {
    const receiver = await startReceiver();
    const endpoint = await register(receiver.url, { events: ["Seat.*", "GrossToNetFile.PUBLISHED"] });
    try {
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const list = await call(endpointsRoute.GET, { path: "/api/webhooks", token: opAdmin });
      const patched = await call(endpointRoute.PATCH, {
        method: "PATCH",
        path: "/x",
        params: { id: endpoint.id },
        token: opAdmin,
        json: { active: true },
      });
      for (const res of [list, patched]) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain(endpoint.secret);
        expect(JSON.stringify(res.body)).not.toMatch(/secret/i);
      }
      const stored = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
      expect(stored.secretEncrypted).not.toContain(endpoint.secret);
      const audit = await db.auditEvent.findMany({ where: { entityId: endpoint.id } });
      expect(JSON.stringify(audit)).not.toContain(endpoint.secret);
    } finally {
      await remove(endpoint.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] the list filters by event; deleting removes the endpoint and its log", async () => {
    const receiver = await startReceiver();
    const seats = await register(receiver.url, { events: ["Seat.*"] });
    const reports = await register(receiver.url, { events: ["GrossToNetFile.PUBLISHED"] });
    try {
      const ids = async (event: string) =>
        (
          await call<WebhookEndpointDto[]>(endpointsRoute.GET, {
            path: `/api/webhooks?event=${event}`,
            token: opAdmin,
          })
        ).body.map((e) => e.id);
      expect(await ids("Seat.archived")).toContain(seats.id);
      expect(await ids("Seat.archived")).not.toContain(reports.id);
      expect(await ids("GrossToNetFile.PUBLISHED")).toContain(reports.id);
      expect(await ids("GrossToNetFile.PUBLISHED")).not.toContain(seats.id);
      const bad = await call<{ fieldErrors: Record<string, string[]> }>(endpointsRoute.GET, {
        path: "/api/webhooks?event=not-an-event",
        token: opAdmin,
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(["event"]);

      expect((await remove(seats.id)).status).toBe(204);
      expect(await db.webhookEndpoint.findUnique({ where: { id: seats.id } })).toBeNull();
      expect((await remove(seats.id)).status).toBe(404);
    } finally {
      await remove(reports.id);
      await receiver.close();
    }
  });

  it("[WEBHOOKS] bad URLs are refused with the field named; private addresses need WEBHOOKS_ALLOW_PRIVATE", async () => {
    const post = (json: unknown) =>
      call<{ fieldErrors: Record<string, string[]> }>(endpointsRoute.POST, {
        method: "POST",
        path: "/api/webhooks",
        token: opAdmin,
        json,
      });
    for (const url of ["not a url", "http://example.com/hook", "ftp://example.com/", "https://u:p@example.com/"]) {
      const res = await post({ url });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(["url"]);
    }
    const badEvent = await post({ url: "http://localhost:9/x", events: ["nope"] });
    expect(badEvent.status).toBe(400);
    expect(Object.keys(badEvent.body.fieldErrors)).toEqual(["events.0"]);
    const noCompany = await post({ url: "http://localhost:9/x", companyId: "missing-company" });
    expect(noCompany.status).toBe(400);
    expect(Object.keys(noCompany.body.fieldErrors)).toEqual(["companyId"]);

    process.env.WEBHOOKS_ALLOW_PRIVATE = "false";
    try {
      for (const url of ["http://127.0.0.1:9/x", "http://localhost:9/x", "https://10.0.0.8/x", "https://[::1]/x"]) {
        const res = await post({ url });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors.url[0]).toMatch(/private or local/);
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = "true";
    }
  });
});
