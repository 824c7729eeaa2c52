/** @jest-environment node */
// The urgency modal's call: an admin saves a pending edit request's urgency (audited); a manager may not; a
// dispatched request cannot change; Send to Legal repeats the saved urgency.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as contractsRoute from "@/app/api/contracts/route";
import * as contractRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/route";
import * as amendmentsRoute from "@/app/api/amendments/route";
import * as amendmentRoute from "@/app/api/amendments/[amendmentId]/route";
import * as dispatchRoute from "@/app/api/amendments/[amendmentId]/dispatch/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { dispatchToLegalEnabledFor } from "@/lib/contracts/amendments/amendments-enabled";
import { call } from "../support/http";
import { ANSWERS, contractWorld } from "./support";

const db = getDb();

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-urgency-"));
});
afterAll(async () => {
  delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
  delete process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL;
  await (await getBoss()).stop({ graceful: false }).catch(() => {});
});

describe("[CONTRACTS] urgency modal", () => {
  it("an admin sets the urgency of a pending edit request, then sends it to legal; afterwards it is fixed", async () => {
    process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES = "DE";
    process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL = "true";
    const world = await contractWorld(db);
    const contract = await call<{ contractId: string; documentId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
    });
    expect(await generateContractDocument(contract.body.contractId)).toBe("generated");
    const toManager = await call(contractRoute.PATCH, {
      method: "PATCH",
      path: "/api/x",
      params: { employeeId: world.employee.id, contractId: contract.body.contractId },
      token: world.tokens.cs,
      json: { status: "pending-review" },
    });
    expect(toManager.status).toBe(200);
    const created = await call<{ id: string; urgency: string | null }>(amendmentsRoute.POST, {
      method: "POST",
      path: "/api/amendments",
      token: world.tokens.manager,
      json: {
        employeeId: world.employee.id,
        companyId: world.companyId,
        documentId: contract.body.documentId,
        reviewType: "ADD_CLAUSE",
        reviewClause: "Non-compete",
        details: "Twelve months, paid.",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.urgency).toBeNull();
    const setUrgency = (token: string, json: unknown) =>
      call<{ urgency: string; urgencyLabel: string; fieldErrors?: Record<string, string[]> }>(amendmentRoute.PATCH, {
        method: "PATCH",
        path: "/api/x",
        params: { amendmentId: created.body.id },
        token,
        json,
      });
    expect((await setUrgency(world.tokens.manager, { urgency: "URGENT" })).status).toBe(403);
    const bad = await setUrgency(world.tokens.cs, { urgency: "ASAP" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("urgency");
    const saved = await setUrgency(world.tokens.cs, { urgency: "MEDIUM" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ urgency: "MEDIUM", urgencyLabel: "Medium" });
    const audit = await db.auditEvent.findFirst({
      where: { entityId: created.body.id, action: "amendment.urgencySet" },
    });
    expect(audit).not.toBeNull();
    const hook = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.invalid/amendments",
        secretEncrypted: "unused",
        companyId: world.companyId,
        events: ["ContractAmendment.*"],
      },
    });
    const sent = await call<{ reviewStatus: string }>(dispatchRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: { amendmentId: created.body.id },
      token: world.tokens.cs,
      json: { urgency: saved.body.urgency },
    });
    expect(sent.body.reviewStatus).toBe("dispatched");
    // The dispatch is a transition(): its history, its audit event and the webhook event of the company.
    expect(
      await db.statusHistory.findMany({
        where: { entityType: "ContractAmendment", entityId: created.body.id },
        select: { fromStatus: true, toStatus: true },
      }),
    ).toEqual([{ fromStatus: "pending", toStatus: "dispatched" }]);
    expect(
      await db.auditEvent.findFirst({
        where: { entityId: created.body.id, action: "amendment.dispatched" },
        select: { before: true, after: true },
      }),
    ).toMatchObject({ before: { reviewStatus: "pending" }, after: { reviewStatus: "dispatched", urgency: "MEDIUM" } });
    const delivery = await db.webhookDelivery.findFirst({
      where: { endpointId: hook.id },
      select: { eventType: true, payload: true },
    });
    expect(delivery).toMatchObject({
      eventType: "ContractAmendment.dispatched",
      payload: { data: { entityId: created.body.id, from: "pending", to: "dispatched", companyId: world.companyId } },
    });
    const again = await call<{ message: string }>(dispatchRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: { amendmentId: created.body.id },
      token: world.tokens.cs,
      json: { urgency: "MEDIUM" },
    });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("This edit request was already sent to legal.");
    expect((await setUrgency(world.tokens.cs, { urgency: "NOT_URGENT" })).status).toBe(409);
    const foreign = await call(amendmentRoute.PATCH, {
      method: "PATCH",
      path: "/api/x",
      params: { amendmentId: created.body.id },
      token: world.tokens.foreignManager,
      json: { urgency: "URGENT" },
    });
    expect(foreign.status).toBe(403);
  });

  it("Send to Legal is off by default, on for a client with a stored override, and the env flag wins", async () => {
    delete process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL;
    const world = await contractWorld(db);
    expect(await dispatchToLegalEnabledFor(world.companyId)).toBe(false);
    await db.featureFlagOverride.create({
      data: { key: "dispatch-amendment-to-legal", companyId: world.companyId, enabled: true },
    });
    expect(await dispatchToLegalEnabledFor(world.companyId)).toBe(true);
    process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL = "false";
    expect(await dispatchToLegalEnabledFor(world.companyId)).toBe(false);
    delete process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL;
  });
});
