/** @jest-environment node */
// The employee page's status history drawer: onboarding-status and contract-status changes, newest first,
// contract states the viewer may not see left out, a foreign manager 404.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as contractsRoute from "@/app/api/contracts/route";
import * as contractRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/route";
import * as historyRoute from "@/app/api/employees/[employeeId]/status-history/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { call } from "../support/http";
import { ANSWERS, contractWorld } from "./support";

const db = getDb();
type Entry = { subject: string; from: string | null; to: string; at: string; by: string | null };

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-history-"));
});
afterAll(async () => {
  await (await getBoss()).stop({ graceful: false }).catch(() => {});
});

describe("[EMPLOYEES] status history drawer", () => {
  it("an admin sees every change newest first; the employee only the contract states meant for them", async () => {
    const world = await contractWorld(db);
    const created = await call<{ contractId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
    });
    expect(created.status).toBe(200);
    expect(await generateContractDocument(created.body.contractId)).toBe("generated");
    const move = (token: string, status: string) =>
      call(contractRoute.PATCH, {
        method: "PATCH",
        path: "/api/x",
        params: { employeeId: world.employee.id, contractId: created.body.contractId },
        token,
        json: { status },
      });
    expect((await move(world.tokens.cs, "pending-review")).status).toBe(200);
    expect((await move(world.tokens.cs, "approved")).status).toBe(200);
    await db.statusHistory.create({
      data: { entityType: "Employee", entityId: world.employee.id, fromStatus: "PENDING", toStatus: "IN_PROGRESS" },
    });
    // The seed (and older rows) spell statuses as the spec does.
    await db.statusHistory.create({
      data: {
        entityType: "Contract",
        entityId: created.body.contractId,
        fromStatus: "approved",
        toStatus: "signed:employee",
        createdAt: new Date(Date.now() - 365 * 86_400_000),
      },
    });
    const read = (token: string) =>
      call<{ items: Entry[] }>(historyRoute.GET, {
        path: "/api/x",
        params: { employeeId: world.employee.id },
        token,
      });

    const admin = await read(world.tokens.cs);
    expect(admin.status).toBe(200);
    expect(admin.body.items.map((i) => `${i.subject}: ${i.to}`)).toEqual([
      "Onboarding status: In progress",
      "Contract version 1: Awaiting signature",
      "Contract version 1: Manager review",
      "Contract version 1: Draft",
      "Contract version 1: Awaiting countersignature",
    ]);
    const times = admin.body.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(admin.body.items[1]).toMatchObject({ from: "Manager review", by: expect.any(String) });

    const employee = await read(world.tokens.employee);
    expect(employee.body.items.map((i) => `${i.subject}: ${i.to}`)).toEqual([
      "Onboarding status: In progress",
      "Contract version 1: Awaiting signature",
      "Contract version 1: Awaiting countersignature",
    ]);
    expect((await read(world.tokens.foreignManager)).status).toBe(404);
  });
});
