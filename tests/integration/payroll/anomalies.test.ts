/** @jest-environment node */
// Issue 27: the anomaly checks on a labelled set of real mistakes and clean changes (real PostgreSQL, the real
// pipeline), mutes, thresholds, a failing check run, and the approval gate on the server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { getDb, newPgClient } from "@/lib/db";
import { runChecksInPipeline } from "@/lib/payroll/anomalies/run-checks";
import * as findingsRoute from "@/app/api/gross-to-net/[id]/findings/route";
import * as acknowledgeRoute from "@/app/api/gross-to-net/[id]/findings/[findingId]/acknowledge/route";
import * as billFindingsRoute from "@/app/api/payroll/anomalies/findings/route";
import * as settingsRoute from "@/app/api/payroll/anomalies/settings/route";
import * as thresholdsRoute from "@/app/api/payroll/anomalies/thresholds/route";
import * as thresholdRoute from "@/app/api/payroll/anomalies/thresholds/[countryCode]/route";
import * as mutesRoute from "@/app/api/payroll/anomalies/mutes/route";
import * as muteRoute from "@/app/api/payroll/anomalies/mutes/[id]/route";
import * as approvalRoute from "@/app/api/approval/route";
import * as publishBulkRoute from "@/app/api/publish/bulk/route";
import * as justificationRoute from "@/app/api/justification/route";
import type { FindingsResponse } from "@/lib/payroll/anomalies/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { buildLabelledPayReports, type LabelledSet } from "../../factories/payroll-anomalies";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-anomaly-files-"));
jest.setTimeout(120_000);

let admin: string;
let specialist: string;
let full: LabelledSet;
let clean: LabelledSet;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  specialist = await tokenFor((await createUser(db, { roles: ["benefits-specialist"] })).user.id);
  full = await buildLabelledPayReports(db);
  clean = await buildLabelledPayReports(db, { mistakes: false });
});

afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

const findingsOf = async (reportId: string, token = admin) => {
  const res = await call<FindingsResponse>(findingsRoute.GET, {
    path: `/api/gross-to-net/${reportId}/findings`,
    params: { id: reportId },
    token,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const rerun = (reportId: string) =>
  call<FindingsResponse>(findingsRoute.POST, {
    method: "POST",
    path: `/api/gross-to-net/${reportId}/findings`,
    params: { id: reportId },
    token: admin,
  });
const approve = (reportId: string) =>
  call<{ message?: string }>(approvalRoute.POST, {
    method: "POST",
    path: "/api/approval",
    json: { dataFrameId: reportId },
    token: admin,
  });
const setGate = (on: boolean) =>
  call(settingsRoute.PUT, {
    method: "PUT",
    path: "/api/payroll/anomalies/settings",
    json: { anomalyApprovalGate: on },
    token: admin,
  });

describe("[PAYROLL] anomaly checks on the labelled set", () => {
  it("catches every labelled mistake and flags no clean change as blocking", async () => {
    const { items } = await findingsOf(full.reportId);
    const caught = full.mistakes.filter((m) =>
      items.some(
        (f) => f.check === m.check && (m.employee === null ? f.employeeId === null : f.employeeId === m.employee),
      ),
    );
    const cleanIds = new Set(full.clean.map((k) => full.ids[k]));
    const wronglyBlocking = items.filter(
      (f) => f.severity === "BLOCKING" && f.employeeId && cleanIds.has(f.employeeId),
    );
    const wronglyReview = items.filter((f) => f.severity === "REVIEW" && f.employeeId && cleanIds.has(f.employeeId));
    console.log(
      `[anomalies] labelled set: ${caught.length}/${full.mistakes.length} mistakes caught; clean changes flagged: ` +
        `${wronglyBlocking.length} blocking, ${wronglyReview.length} to review (${wronglyReview.map((f) => f.check).join(", ")})`,
    );
    expect(full.mistakes.filter((m) => !caught.includes(m)).map((m) => `${m.key}: ${m.check}`)).toEqual([]);
    expect(wronglyBlocking.map((f) => f.explanation)).toEqual([]);
    // Every finding explains itself with the values compared.
    for (const f of items) expect(f.explanation.length).toBeGreaterThan(20);
    const unexplained = items.find((f) => f.check === "unexplained-change")!;
    expect(unexplained.explanation).toMatch(/Gross 5000\.00 -> 7000\.00 EUR \(40\.0%\)/);
    expect(unexplained.values).toMatchObject({ previousGross: 5000, gross: 7000, threshold: 20 });
    // A raise on record explains the change of any size: no finding at all. Leave with pay reduced is for review,
    // naming its event.
    expect(items.filter((f) => f.employeeId === full.ids.raise && f.check === "pay-change")).toEqual([]);
    expect(items.find((f) => f.employeeId === full.ids.leave && f.check === "pay-change")?.explanation).toMatch(
      /leave/,
    );
    // Each concept the previous register lacked is counted alone (its rows, employees and amount); the concepts it
    // had are not reported at all.
    const concepts = items.filter((f) => f.check === "new-concept").map((f) => f.values as { concept: string });
    expect(concepts.sort((a, b) => a.concept.localeCompare(b.concept))).toEqual([
      { concept: "Car Allowance", rows: 1, employees: 1, total: 300 },
      { concept: "Overtime", rows: 1, employees: 1, total: 2000 },
      { concept: "Referral Bonus", rows: 1, employees: 1, total: 200 },
    ]);
  });

  it("each check stays silent on the clean report (negative cases)", async () => {
    const { items, summary } = await findingsOf(clean.reportId);
    expect(summary.blocking).toBe(0);
    // Only the leave's reduced pay is left for review (the raise on record explains its change).
    expect(items.map((f) => `${f.check}:${f.values && (f.values as { name?: string }).name}`).sort()).toEqual(
      ["base-salary-mismatch:leave Labelled", "pay-change:leave Labelled"].sort(),
    );
  });

  it("flags a register in another currency than the employees' pay currency", async () => {
    const usd = await buildLabelledPayReports(db, { mistakes: false, currency: "USD" });
    const { items } = await findingsOf(usd.reportId);
    const flagged = items.filter((f) => f.check === "currency-mismatch");
    expect(flagged.length).toBe(usd.clean.length);
    expect(flagged[0].severity).toBe("BLOCKING");
    expect(flagged[0].explanation).toMatch(/Paid in USD, but the employee is paid in EUR/);
  });

  it("serves the bill's findings for several reports with a summary; checks rerun idempotently", async () => {
    const res = await call<FindingsResponse>(billFindingsRoute.GET, {
      path: `/api/payroll/anomalies/findings?grossToNetIds=${full.reportId},${clean.reportId}`,
      token: specialist,
    });
    expect(res.status).toBe(200);
    const single = await findingsOf(full.reportId);
    expect(res.body.items.length).toBe(single.items.length + 2);
    expect(res.body.canAcknowledge).toBe(false);
    const again = await rerun(full.reportId);
    expect(again.status).toBe(200);
    expect(again.body.summary).toEqual(single.summary);
  });
});

describe("[PAYROLL] mutes, thresholds and a failing run", () => {
  it("a muted (employee, check) pair is skipped until the mute expires; a threshold is per country", async () => {
    const set = await buildLabelledPayReports(db);
    const employeeId = set.ids.unexplained;
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(mutesRoute.POST, {
      method: "POST",
      path: "/api/payroll/anomalies/mutes",
      json: { check: "unexplained-change", employeeId, reason: "", expiresAt: "2020-01-01" },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(["expiresAt", "reason"]);
    const muted = await call<{ id: string }>(mutesRoute.POST, {
      method: "POST",
      path: "/api/payroll/anomalies/mutes",
      json: {
        check: "unexplained-change",
        employeeId,
        reason: "Overtime agreed for the launch",
        expiresAt: "2099-12-31",
      },
      token: admin,
    });
    expect(muted.status).toBe(201);
    const after = (await rerun(set.reportId)).body.items;
    expect(after.some((f) => f.employeeId === employeeId && f.check === "unexplained-change")).toBe(false);
    expect(after.some((f) => f.employeeId === set.ids.negativeNet && f.check === "unexplained-change")).toBe(true);
    await db.payrollCheckMute.update({
      where: { id: muted.body.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await rerun(set.reportId)).body.items.some(
        (f) => f.employeeId === employeeId && f.check === "unexplained-change",
      ),
    ).toBe(true);
    const del = await call(muteRoute.DELETE, {
      method: "DELETE",
      path: `/api/payroll/anomalies/mutes/${muted.body.id}`,
      params: { id: muted.body.id },
      token: admin,
    });
    expect(del.status).toBe(204);

    // A 60% threshold for the country: the jump (gross +40%, net +55.6%) is no longer flagged; back to the default, it is again.
    const saved = await call(thresholdsRoute.PUT, {
      method: "PUT",
      path: "/api/payroll/anomalies/thresholds",
      json: { countryCode: "de", changePercent: 60 },
      token: admin,
    });
    expect(saved.status).toBe(200);
    try {
      const loose = (await rerun(set.reportId)).body.items;
      expect(loose.some((f) => f.employeeId === employeeId && f.check === "unexplained-change")).toBe(false);
    } finally {
      await call(thresholdRoute.DELETE, {
        method: "DELETE",
        path: "/api/payroll/anomalies/thresholds/DE",
        params: { countryCode: "DE" },
        token: admin,
      });
    }
    expect(
      (await rerun(set.reportId)).body.items.some(
        (f) => f.employeeId === employeeId && f.check === "unexplained-change",
      ),
    ).toBe(true);
    expect(
      (
        await call(thresholdsRoute.PUT, {
          method: "PUT",
          path: "/x",
          json: { countryCode: "DE", changePercent: 10 },
          token: specialist,
        })
      ).status,
    ).toBe(403);
  });

  it("a failing check run fails alone: the report keeps its data and one finding says why", async () => {
    const set = await buildLabelledPayReports(db, { mistakes: false });
    const client = newPgClient();
    await client.connect();
    try {
      await client.query("BEGIN");
      const failing = {
        query: (sql: string, params?: unknown[]) =>
          sql.includes("'paid-not-employed'")
            ? Promise.reject(new Error("statement timeout"))
            : client.query(sql, params),
      } as unknown as pg.ClientBase;
      await runChecksInPipeline(failing, set.reportId);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
    const { items } = await findingsOf(set.reportId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ check: "check-run-failed", severity: "BLOCKING", employeeId: null });
    expect(items[0].explanation).toMatch(/could not run \(statement timeout\)/);
    expect(await db.payReportEmployeeTotal.count({ where: { grossToNetId: set.reportId } })).toBe(set.clean.length);
    // Run again: the real findings are back.
    expect((await rerun(set.reportId)).body.items.some((f) => f.check === "check-run-failed")).toBe(false);
  });
});

describe("[PAYROLL] the approval gate", () => {
  it("refuses approval on the server while a blocking finding is unresolved; allows it once resolved", async () => {
    const set = await buildLabelledPayReports(db);
    const { summary, items } = await findingsOf(set.reportId);
    expect(summary.unresolvedBlocking).toBeGreaterThan(0);
    const refused = await approve(set.reportId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(`${summary.unresolvedBlocking} blocking findings`);
    const bulk = await call<Record<string, string>>(publishBulkRoute.POST, {
      method: "POST",
      path: "/api/publish/bulk",
      json: { dataFrameIds: [set.reportId] },
      token: admin,
    });
    expect(bulk.body[set.reportId]).toMatch(/blocking finding/);

    // One employee's findings resolved by the spec's justification, the rest acknowledged one by one.
    const blocking = items.filter((f) => f.severity === "BLOCKING");
    const justified = blocking.find((f) => f.employeeId === set.ids.archived)!;
    const note = await call(justificationRoute.POST, {
      method: "POST",
      path: "/api/justification",
      json: {
        grossToNetId: set.reportId,
        employeeId: justified.employeeRef,
        note: "Final pay after archiving, agreed.",
      },
      token: admin,
    });
    expect(note.status).toBe(201);
    const short = await call<{ fieldErrors: Record<string, string[]> }>(acknowledgeRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: set.reportId, findingId: blocking[0].id },
      json: { justification: " " },
      token: admin,
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fieldErrors)).toEqual(["justification"]);
    const foreign = await call(acknowledgeRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: full.reportId, findingId: blocking[0].id },
      json: { justification: "Not this report" },
      token: admin,
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await call(acknowledgeRoute.POST, {
          method: "POST",
          path: "/x",
          params: { id: set.reportId, findingId: blocking[0].id },
          json: { justification: "Checked with the LSP" },
          token: specialist,
        })
      ).status,
    ).toBe(403);
    for (const f of blocking.filter((b) => b.employeeId !== set.ids.archived)) {
      const ack = await call(acknowledgeRoute.POST, {
        method: "POST",
        path: "/x",
        params: { id: set.reportId, findingId: f.id },
        json: { justification: "Checked with the LSP: correct for this month." },
        token: admin,
      });
      expect(ack.status).toBe(200);
    }
    const resolved = await findingsOf(set.reportId);
    expect(resolved.summary.unresolvedBlocking).toBe(0);
    expect(resolved.items.find((f) => f.id === justified.id)?.resolvedBy).toBe("justification");
    expect((await approve(set.reportId)).status).toBe(200);
  });

  it("with the gate off, the spec's workflow runs as written", async () => {
    const set = await buildLabelledPayReports(db);
    expect((await findingsOf(set.reportId)).summary.unresolvedBlocking).toBeGreaterThan(0);
    expect((await setGate(false)).status).toBe(200);
    try {
      expect((await findingsOf(set.reportId)).gateOn).toBe(false);
      expect((await approve(set.reportId)).status).toBe(200);
    } finally {
      expect((await setGate(true)).status).toBe(200);
    }
    const settings = await call<{ anomalyApprovalGate: boolean }>(settingsRoute.GET, {
      path: "/api/payroll/anomalies/settings",
      token: admin,
    });
    expect(settings.body.anomalyApprovalGate).toBe(true);
    expect((await call(settingsRoute.GET, { path: "/x", token: specialist })).status).toBe(403);
  });
});
