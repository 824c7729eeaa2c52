/** @jest-environment node */
// Issue 27, reopen a published pay report with versions, through the real route wrapper, pipeline and PostgreSQL:
// reopen needs a reason, a payroll admin and a PUBLISHED report; reopen -> upload v2 -> pipeline -> publish keeps
// version 1 readable and SUPERSEDED; the diff is exact on a hand-made case; the managers' CSV uses v2 and names it;
// the reopen writes its status history note, an audit event and a webhook outbox row.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { getDb } from "@/lib/db";
import * as completeRoute from "@/app/api/gross-to-net/complete/route";
import * as gtnRoute from "@/app/api/gross-to-net/[id]/route";
import * as publishBulkRoute from "@/app/api/publish/bulk/route";
import * as reopenRoute from "@/app/api/gross-to-net/[id]/reopen/route";
import * as cancelRoute from "@/app/api/gross-to-net/[id]/cancel-reopen/route";
import * as versionsRoute from "@/app/api/gross-to-net/[id]/versions/route";
import * as diffRoute from "@/app/api/gross-to-net/[id]/diff/route";
import * as csvRoute from "@/app/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]/route";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { loadActor } from "@/lib/auth/session";
import { getPayrollReportMonths } from "@/lib/payroll/company-reports/get-payroll-report-months";
import type { PayReportDiff, PayReportVersions } from "@/lib/payroll/versions/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-reopen-files-"));

const tokens: Record<string, string> = {};
let bossUserId = "";
let company: { id: string; name: string };
const emp: Record<"a" | "b" | "c" | "d" | "e", string> = { a: "", b: "", c: "", d: "", e: "" };
type Fixture = Awaited<ReturnType<typeof createPayrollFixture>>;
let fx: Fixture;

beforeAll(async () => {
  tokens.admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  tokens.specialist = await tokenFor((await createUser(db, { roles: ["benefits-specialist"] })).user.id);
  tokens.finance = await tokenFor((await createUser(db, { roles: ["admin", "finance"] })).user.id);
  company = await createCompany(db, { name: "Reopen Versions GmbH", enablePayrollReportsTab: true });
  const boss = await createManager(db, { companyId: company.id, scopes: ["employees:*", "super-manager"] });
  tokens.manager = await tokenFor(boss.user.id);
  bossUserId = boss.user.id;
  const names: [keyof typeof emp, string, string][] = [
    ["a", "Anna", "Alpha"],
    ["b", "Bob", "Bravo"],
    ["c", "Carl", "Charlie"],
    ["d", "Dora", "Delta"],
    ["e", "Eve", "Echo"],
  ];
  for (const [key, firstName, lastName] of names)
    emp[key] = (await createEmployee(db, { companyId: company.id, firstName, lastName })).employee.id;
  fx = await createPayrollFixture(db, { period: "203305" });
});

afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

const row = (key: keyof typeof emp, first: string, last: string, concept: string, value: string) => [
  emp[key],
  first,
  last,
  concept,
  value,
];

function v1Rows() {
  return [
    row("a", "Anna", "Alpha", "Base Salary", "3000"),
    row("a", "Anna", "Alpha", "Meal Allowance", "100"),
    row("b", "Bob", "Bravo", "Base Salary", "2000"),
    row("c", "Carl", "Charlie", "Base Salary", "1500"),
    row("e", "Eve", "Echo", "Base Salary", "900.1234"),
  ];
}
function v2Rows() {
  return [
    row("a", "Anna", "Alpha", "Base Salary", "3000"),
    row("a", "Anna", "Alpha", "Meal Allowance", "150.25"),
    row("c", "Carl", "Charlie", "Base Salary", "1500"),
    row("c", "Carl", "Charlie", "Social Security ER", "300"),
    row("d", "Dora", "Delta", "Base Salary", "1000"),
    row("e", "Eve", "Echo", "Base Salary", "900.1234"),
  ];
}

async function uploadV1(f: Fixture = fx): Promise<string> {
  const form = new FormData();
  form.append("fileContent", new File([payRegisterCsv(v1Rows())], "register-v1.csv", { type: "text/csv" }));
  const fields = {
    source: "MANUAL",
    payrollPeriod: f.period,
    payrollCycle: "CYCLE_1",
    fileType: "PAY_REGISTER",
    country: f.country,
    lspId: f.lsp.id,
    legalEntityId: f.legalEntity.id,
    workbookId: f.workbook.id,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await call<{ items: { id: string }[] }>(completeRoute.POST, {
    method: "POST",
    path: "/api/gross-to-net/complete",
    token: tokens.admin,
    form,
  });
  expect(res.status).toBe(201);
  const id = res.body.items[0].id;
  expect(await processGrossToNetFile(id)).toBe("DUPLICATES_CHECKED");
  return id;
}

const publish = (id: string) =>
  call<Record<string, string>>(publishBulkRoute.POST, {
    method: "POST",
    path: "/api/publish/bulk",
    json: { grossToNetIds: [id] },
    token: tokens.admin,
  });
const versionOf = async (id: string) => (await db.grossToNetFile.findUniqueOrThrow({ where: { id } })).version;
const statusOf = async (id: string) => (await db.grossToNetFile.findUniqueOrThrow({ where: { id } })).processingStatus;
const reopen = (id: string, json: unknown, token = tokens.admin) =>
  call<{ message?: string; fieldErrors?: Record<string, string[]> }>(reopenRoute.POST, {
    method: "POST",
    path: `/api/gross-to-net/${id}/reopen`,
    params: { id },
    json,
    token,
  });
const uploadVersion = (id: string, text: string, token = tokens.admin) => {
  const form = new FormData();
  form.append("fileContent", new File([text], "register-v2.csv", { type: "text/csv" }));
  return call<{ id: string; reportVersion: number; previousVersionId: string; processingStatus: string }>(
    versionsRoute.POST,
    { method: "POST", path: `/api/gross-to-net/${id}/versions`, params: { id }, form, token },
  );
};
const managerCsv = async () => {
  const res = await call<string>(csvRoute.GET, {
    path: `/api/payroll-reports/companies/${company.id}/gross-to-net/${fx.period}`,
    params: { companyId: company.id, payrollPeriod: fx.period },
    token: tokens.manager,
  });
  expect(res.status).toBe(200);
  const records: string[][] = parse(String(res.body), { bom: true });
  return { disposition: res.headers.get("content-disposition"), header: records[0], rows: records.slice(1) };
};

describe("[PAYROLL] reopen a published pay report", () => {
  it("needs a reason (400 naming the field), a payroll admin (403 others) and a PUBLISHED report (422)", async () => {
    const id = await uploadV1(await createPayrollFixture(db, { period: "203306" }));
    // Not yet published.
    expect((await reopen(id, { reason: "Wrong bonus", version: await versionOf(id) })).status).toBe(422);
    expect((await publish(id)).body[id]).toBe("SUCCESS");
    const version = await versionOf(id);

    const noReason = await reopen(id, { version });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fieldErrors ?? {})).toContain("reason");
    const blank = await reopen(id, { reason: "   ", version });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors?.reason).toEqual(["Reason is required"]);

    for (const token of [tokens.specialist, tokens.finance, tokens.manager])
      expect((await reopen(id, { reason: "Wrong bonus", version }, token)).status).toBe(403);
    // A stale version: someone else changed the report since it was read.
    expect((await reopen(id, { reason: "Wrong bonus", version: version - 1 })).status).toBe(409);
    expect(await statusOf(id)).toBe("PUBLISHED");
    expect(
      (
        await call(reopenRoute.POST, {
          method: "POST",
          path: "/api/gross-to-net/nope/reopen",
          params: { id: "nope" },
          json: { reason: "x", version: 1 },
          token: tokens.admin,
        })
      ).status,
    ).toBe(404);

    // Reopen, then cancel the reopen (with a reason): back to PUBLISHED, both notes in the history.
    expect((await reopen(id, { reason: "Wrong bonus", version })).status).toBe(200);
    expect((await reopen(id, { reason: "Again", version: await versionOf(id) })).status).toBe(422);
    const cancelNoReason = await call<{ fieldErrors?: Record<string, string[]> }>(cancelRoute.POST, {
      method: "POST",
      path: `/api/gross-to-net/${id}/cancel-reopen`,
      params: { id },
      json: { version: await versionOf(id) },
      token: tokens.admin,
    });
    expect(cancelNoReason.status).toBe(400);
    expect(Object.keys(cancelNoReason.body.fieldErrors ?? {})).toContain("reason");
    const cancel = await call(cancelRoute.POST, {
      method: "POST",
      path: `/api/gross-to-net/${id}/cancel-reopen`,
      params: { id },
      json: { reason: "Bonus was right after all", version: await versionOf(id) },
      token: tokens.admin,
    });
    expect(cancel.status).toBe(200);
    expect(await statusOf(id)).toBe("PUBLISHED");
    const notes = await db.statusHistory.findMany({
      where: { entityType: "GrossToNetFile", entityId: id, toStatus: { in: ["REOPENED", "PUBLISHED"] } },
      orderBy: { createdAt: "asc" },
      select: { fromStatus: true, toStatus: true, note: true },
    });
    expect(notes.slice(-2)).toEqual([
      { fromStatus: "PUBLISHED", toStatus: "REOPENED", note: "Wrong bonus" },
      { fromStatus: "REOPENED", toStatus: "PUBLISHED", note: "Bonus was right after all" },
    ]);
  });

  it("reopen -> upload v2 -> pipeline -> publish: v1 stays readable and SUPERSEDED, the diff is exact, the CSV uses v2", async () => {
    const endpoint = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.invalid/reopen",
        secretEncrypted: "unused",
        events: ["GrossToNetFile.REOPENED"],
      },
    });
    try {
      const v1 = await uploadV1();
      expect((await publish(v1)).body[v1]).toBe("SUCCESS");
      const v1Totals = await db.payReportEmployeeTotal.findMany({
        where: { grossToNetId: v1 },
        orderBy: { employeeRef: "asc" },
      });
      const v1RowCount = await db.payRegisterRow.count({ where: { grossToNetId: v1 } });
      expect(v1RowCount).toBe(5);
      const before = await managerCsv();
      expect(before.disposition).toContain(`_${fx.period}.csv`);
      expect(before.disposition).not.toContain("_v");
      expect(before.rows).toHaveLength(4);
      const monthsBefore = await getPayrollReportMonths((await loadActor(bossUserId, null, "token"))!, company.id);
      expect(monthsBefore.find((m) => m.period === fx.period)?.version).toBeUndefined();

      // No correction before the reopen.
      expect((await uploadVersion(v1, payRegisterCsv(v2Rows()))).status).toBe(422);

      const reason = "LSP sent a wrong allowance for Anna Alpha";
      const reopened = await reopen(v1, { reason, version: await versionOf(v1) });
      expect(reopened.status).toBe(200);
      expect(await statusOf(v1)).toBe("REOPENED");
      const history = await db.statusHistory.findFirstOrThrow({
        where: { entityType: "GrossToNetFile", entityId: v1, toStatus: "REOPENED" },
      });
      expect(history.note).toBe(reason);
      expect(history.actorId).not.toBeNull();
      expect(
        await db.auditEvent.count({
          where: { entityType: "GrossToNetFile", entityId: v1, action: "payReport.reopened" },
        }),
      ).toBe(1);
      const outbox = await db.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
      expect(outbox.map((d) => d.eventType)).toEqual(["GrossToNetFile.REOPENED"]);
      expect((outbox[0].payload as { data: { entityId: string } }).data.entityId).toBe(v1);

      // While reopened, its data is still the published data: the CSV is unchanged.
      const whileReopened = await managerCsv();
      expect(whileReopened.rows).toEqual(before.rows);
      expect(whileReopened.disposition).toBe(before.disposition);

      // Upload the correction: the next version, same period, provider and workbook, through the pipeline.
      expect((await uploadVersion(v1, payRegisterCsv(v2Rows()), tokens.specialist)).status).toBe(403);
      const uploaded = await uploadVersion(v1, payRegisterCsv(v2Rows()));
      expect(uploaded.status).toBe(201);
      const v2 = uploaded.body.id;
      expect(uploaded.body).toMatchObject({ reportVersion: 2, previousVersionId: v1, processingStatus: "DRAFT" });
      const v2File = await db.grossToNetFile.findUniqueOrThrow({ where: { id: v2 } });
      expect(v2File).toMatchObject({
        workbookId: fx.workbook.id,
        country: fx.country,
        lspId: fx.lsp.id,
        legalEntityId: fx.legalEntity.id,
        payrollPeriod: fx.period,
        payrollCycle: "CYCLE_1",
      });
      // One correction per version.
      expect((await uploadVersion(v1, payRegisterCsv(v2Rows()))).status).toBe(409);
      // The duplicate check does not count the versions this one corrects.
      expect(await processGrossToNetFile(v2)).toBe("DUPLICATES_CHECKED");
      // A reopen with a correction uploaded cannot be cancelled.
      const cancel = await call(cancelRoute.POST, {
        method: "POST",
        path: `/api/gross-to-net/${v1}/cancel-reopen`,
        params: { id: v1 },
        json: { reason: "never mind", version: await versionOf(v1) },
        token: tokens.admin,
      });
      expect(cancel.status).toBe(409);
      expect(await statusOf(v1)).toBe("REOPENED");
      // Reopened and superseded versions are never deleted.
      expect(
        (
          await call(gtnRoute.DELETE, {
            method: "DELETE",
            path: `/api/gross-to-net/${v1}`,
            params: { id: v1 },
            token: tokens.admin,
          })
        ).status,
      ).toBe(422);

      // The diff, per employee and category: exact old, new and delta.
      const diff = await call<PayReportDiff>(diffRoute.GET, {
        path: `/api/gross-to-net/${v2}/diff`,
        params: { id: v2 },
        token: tokens.specialist,
      });
      expect(diff.status).toBe(200);
      expect(diff.body.from).toEqual({ id: v1, reportVersion: 1 });
      expect(diff.body.to).toEqual({ id: v2, reportVersion: 2 });
      expect(diff.body.summary).toEqual({ added: 1, removed: 1, changed: 2 });
      expect(diff.body.rows.map((r) => [r.employeeRef, r.name, r.change, r.category, r.old, r.new, r.delta])).toEqual([
        [emp.a, "Anna Alpha", "CHANGED", "allowance", "100.0000", "150.2500", "50.2500"],
        [emp.a, "Anna Alpha", "CHANGED", "total", "3100.0000", "3150.2500", "50.2500"],
        [emp.b, "Bob Bravo", "REMOVED", "salary", "2000.0000", null, "-2000.0000"],
        [emp.b, "Bob Bravo", "REMOVED", "total", "2000.0000", null, "-2000.0000"],
        [emp.c, "Carl Charlie", "CHANGED", "socialCosts", "0.0000", "300.0000", "300.0000"],
        [emp.c, "Carl Charlie", "CHANGED", "total", "1500.0000", "1800.0000", "300.0000"],
        [emp.d, "Dora Delta", "ADDED", "salary", null, "1000.0000", "1000.0000"],
        [emp.d, "Dora Delta", "ADDED", "total", null, "1000.0000", "1000.0000"],
      ]);
      const explicit = await call<PayReportDiff>(diffRoute.GET, {
        path: `/api/gross-to-net/${v2}/diff?against=${v1}`,
        params: { id: v2 },
        token: tokens.admin,
      });
      expect(explicit.body.rows).toEqual(diff.body.rows);
      const foreign = await call<{ fieldErrors?: Record<string, string[]> }>(diffRoute.GET, {
        path: `/api/gross-to-net/${v2}/diff?against=${v2}`,
        params: { id: v2 },
        token: tokens.admin,
      });
      expect(foreign.status).toBe(400);
      expect(Object.keys(foreign.body.fieldErrors ?? {})).toEqual(["against"]);
      expect(
        (await call(diffRoute.GET, { path: `/api/gross-to-net/${v2}/diff`, params: { id: v2 }, token: tokens.manager }))
          .status,
      ).toBe(403);

      // Publish v2: v1 goes REOPENED -> SUPERSEDED in the same transaction, its rows untouched.
      expect((await publish(v2)).body[v2]).toBe("SUCCESS");
      expect(await statusOf(v2)).toBe("PUBLISHED");
      expect(await statusOf(v1)).toBe("SUPERSEDED");
      const superseded = await db.statusHistory.findFirstOrThrow({
        where: { entityType: "GrossToNetFile", entityId: v1, toStatus: "SUPERSEDED" },
      });
      expect(superseded.note).toBe("Superseded by version 2");
      expect(await db.payRegisterRow.count({ where: { grossToNetId: v1 } })).toBe(v1RowCount);
      expect(
        await db.payReportEmployeeTotal.findMany({ where: { grossToNetId: v1 }, orderBy: { employeeRef: "asc" } }),
      ).toEqual(v1Totals);
      const readable = await call<{ processingStatus: string; grossToNetStatusChangeLogs: { note: string | null }[] }>(
        gtnRoute.GET,
        { path: `/api/gross-to-net/${v1}`, params: { id: v1 }, token: tokens.specialist },
      );
      expect(readable.status).toBe(200);
      expect(readable.body.processingStatus).toBe("SUPERSEDED");
      expect(readable.body.grossToNetStatusChangeLogs.map((h) => h.note)).toContain(reason);

      // The versions screen's data: both versions, the history with the reason, nothing more to do on v1.
      const versions = await call<PayReportVersions>(versionsRoute.GET, {
        path: `/api/gross-to-net/${v1}/versions`,
        params: { id: v1 },
        token: tokens.admin,
      });
      expect(versions.status).toBe(200);
      expect(versions.body.versions.map((v) => [v.id, v.reportVersion, v.processingStatus])).toEqual([
        [v1, 1, "SUPERSEDED"],
        [v2, 2, "PUBLISHED"],
      ]);
      expect(versions.body.actions).toEqual({ reopen: false, cancelReopen: false, uploadCorrection: false });
      const reopenEntry = versions.body.history.find((h) => h.toStatus === "REOPENED");
      expect(reopenEntry).toMatchObject({ reportVersion: 1, fromStatus: "PUBLISHED", note: reason });
      expect(reopenEntry?.by).not.toBe("System");
      const fromV2 = await call<PayReportVersions>(versionsRoute.GET, {
        path: `/api/gross-to-net/${v2}/versions`,
        params: { id: v2 },
        token: tokens.admin,
      });
      expect(fromV2.body.actions.reopen).toBe(true);
      expect(fromV2.body.versions.map((v) => v.id)).toEqual([v1, v2]);

      // The managers' CSV: the latest published version, named in the file name.
      const after = await managerCsv();
      expect(after.disposition).toContain(`_${fx.period}_v2.csv`);
      expect(after.header).toEqual(before.header);
      const byName = new Map(after.rows.map((r) => [r[0], r]));
      expect([...byName.keys()].sort()).toEqual(["Anna Alpha", "Carl Charlie", "Dora Delta", "Eve Echo"]);
      expect(byName.get("Anna Alpha")?.[6]).toBe("150.25");
      expect(byName.get("Anna Alpha")?.[12]).toBe("3150.25");
      expect(byName.get("Carl Charlie")?.[11]).toBe("300.00");
      // The /payroll-reports page names the version of the corrected month.
      const months = await getPayrollReportMonths((await loadActor(bossUserId, null, "token"))!, company.id);
      expect(months.find((m) => m.period === fx.period)).toMatchObject({ missing: null, version: 2 });
    } finally {
      await db.webhookDelivery.deleteMany({ where: { endpointId: endpoint.id } });
      await db.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });
});
