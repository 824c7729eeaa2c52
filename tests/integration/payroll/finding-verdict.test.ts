/** @jest-environment node */
// A payroll admin's verdict on a finding (confirmed mistake, or justified as correct) and the track records built
// from the verdicts: the bill's sentence per check and the payroll home's outcomes per check and provider.
import { getDb } from "@/lib/db";
import * as verdictRoute from "@/app/api/gross-to-net/[id]/findings/[findingId]/verdict/route";
import * as trackRecordRoute from "@/app/api/payroll/anomalies/track-record/route";
import { listCheckOutcomes } from "@/lib/payroll/anomalies/list-check-outcomes";
import { trackRecordSentence, type TrackRecordResponse } from "@/lib/payroll/anomalies/verdict-schema";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

/** A report of its own LSP with `n` findings of a check no other test uses. */
async function reportWithFindings(n: number) {
  await ensureCountry(db, "DE");
  const suffix = uniqueSuffix();
  const lsp = await db.localServiceProvider.create({ data: { name: `Verdict LSP ${suffix}` } });
  const report = await db.grossToNetFile.create({
    data: {
      fileName: `r-${suffix}.csv`,
      country: "DE",
      lspId: lsp.id,
      payrollCycle: "CYCLE_1",
      payrollPeriod: "203101",
    },
  });
  const check = `test-check-${suffix}`.slice(0, 64);
  const findings = [];
  for (let i = 0; i < n; i++)
    findings.push(
      await db.payReportFinding.create({
        data: { payReportId: report.id, check, severity: "REVIEW", explanation: `Finding ${i} of ${check}.` },
      }),
    );
  return { lsp, report, check, findings };
}

const judge = (token: string, reportId: string, findingId: string, json: unknown) =>
  call<ErrorBody & { verdict?: string }>(verdictRoute.POST, {
    method: "POST",
    path: `/api/gross-to-net/${reportId}/findings/${findingId}/verdict`,
    params: { id: reportId, findingId },
    json,
    token,
  });
const trackRecord = (token: string, ids: string[]) =>
  call<TrackRecordResponse>(trackRecordRoute.GET, {
    path: `/api/payroll/anomalies/track-record?grossToNetIds=${ids.join(",")}`,
    token,
  });

let payrollAdmin: string;
let payrollAdminId: string;
let specialist: string;
let manager: string;

beforeAll(async () => {
  const admin = await createUser(db, { roles: ["admin", "payroll"] });
  payrollAdminId = admin.user.id;
  payrollAdmin = await tokenFor(admin.user.id);
  specialist = await tokenFor((await createUser(db, { roles: ["benefits-specialist"] })).user.id);
  manager = await tokenFor((await createUser(db, { roles: ["manager"], scopes: ["employees:*"] })).user.id);
});

describe("[PAYROLL] finding verdicts and the checks' track records", () => {
  it("[PAYROLL] payroll admin marks a finding a confirmed mistake: saved, audited, and the check's record moves", async () => {
    const { report, check, findings } = await reportWithFindings(3);
    const before = await trackRecord(payrollAdmin, [report.id]);
    expect(before.status).toBe(200);
    expect(before.body.canJudge).toBe(true);
    expect(before.body.checks).toEqual([{ check, label: check, findings: 3, confirmed: 0, justified: 0 }]);

    const res = await judge(payrollAdmin, report.id, findings[0].id, {
      verdict: "CONFIRMED_MISTAKE",
      note: "Wrong rate",
    });
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe("CONFIRMED_MISTAKE");
    const saved = await db.payReportFinding.findUniqueOrThrow({ where: { id: findings[0].id } });
    expect(saved).toMatchObject({ verdict: "CONFIRMED_MISTAKE", verdictById: payrollAdminId });
    expect(saved.verdictAt).toBeInstanceOf(Date);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityType: "PayReportFinding", entityId: findings[0].id, action: "payReportFinding.verdict" },
    });
    expect(audit.after).toMatchObject({ verdict: "CONFIRMED_MISTAKE", note: "Wrong rate" });

    // An acknowledgement with a justification and no verdict counts as justified; a verdict overrides it.
    await db.payReportFinding.update({
      where: { id: findings[1].id },
      data: { acknowledgedAt: new Date(), acknowledgedById: payrollAdminId, justification: "Agreed raise" },
    });
    await judge(payrollAdmin, report.id, findings[2].id, { verdict: "JUSTIFIED_CORRECT" });
    const after = await trackRecord(payrollAdmin, [report.id]);
    expect(after.body.checks[0]).toMatchObject({ findings: 3, confirmed: 1, justified: 2 });
    expect(trackRecordSentence(after.body.checks[0])).toBe(
      "Of this check's last 3 findings: 1 confirmed as a mistake, 2 justified as correct.",
    );
    expect(after.body.verdicts).toEqual(
      expect.arrayContaining([
        { findingId: findings[0].id, verdict: "CONFIRMED_MISTAKE" },
        { findingId: findings[1].id, verdict: null },
      ]),
    );

    // Changing one's mind: the verdict is replaced, the record follows.
    await judge(payrollAdmin, report.id, findings[0].id, { verdict: "JUSTIFIED_CORRECT" });
    expect((await trackRecord(payrollAdmin, [report.id])).body.checks[0]).toMatchObject({ confirmed: 0, justified: 3 });
  });

  it("[PAYROLL] the record reads a check's last 50 findings only", async () => {
    const { report, findings } = await reportWithFindings(52);
    // The two oldest confirmed: outside the window of the newest 50.
    await db.payReportFinding.updateMany({
      where: { id: { in: [findings[0].id, findings[1].id] } },
      data: { verdict: "CONFIRMED_MISTAKE", createdAt: new Date("2020-01-01") },
    });
    const res = await trackRecord(payrollAdmin, [report.id]);
    expect(res.body.checks[0]).toMatchObject({ findings: 50, confirmed: 0, justified: 0 });
  });

  it("[PAYROLL] validation names the field; a foreign finding id answers 404; others may not judge", async () => {
    const { report, findings } = await reportWithFindings(1);
    const other = await reportWithFindings(1);
    const bad = await judge(payrollAdmin, report.id, findings[0].id, { verdict: "MAYBE" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(["verdict"]);
    const foreign = await judge(payrollAdmin, other.report.id, findings[0].id, { verdict: "CONFIRMED_MISTAKE" });
    expect(foreign.status).toBe(404);
    expect((await judge(specialist, report.id, findings[0].id, { verdict: "CONFIRMED_MISTAKE" })).status).toBe(403);
    expect((await judge(manager, report.id, findings[0].id, { verdict: "CONFIRMED_MISTAKE" })).status).toBe(403);
    // The payroll area reads the record without the verdict buttons; a manager does not read it.
    const read = await trackRecord(specialist, [report.id]);
    expect(read.status).toBe(200);
    expect(read.body.canJudge).toBe(false);
    expect((await trackRecord(manager, [report.id])).status).toBe(403);
    expect((await db.payReportFinding.findUniqueOrThrow({ where: { id: findings[0].id } })).verdict).toBeNull();
  });

  it("[PAYROLL] the payroll home's outcomes: raised, confirmed and dismissed per check and provider, last 6 months", async () => {
    const { lsp, report, check, findings } = await reportWithFindings(4);
    await judge(payrollAdmin, report.id, findings[0].id, { verdict: "CONFIRMED_MISTAKE" });
    await judge(payrollAdmin, report.id, findings[1].id, { verdict: "JUSTIFIED_CORRECT" });
    // Older than 6 months: not counted.
    await db.payReportFinding.update({ where: { id: findings[3].id }, data: { createdAt: new Date("2020-01-01") } });
    const outcomes = await listCheckOutcomes();
    expect(outcomes.filter((o) => o.check === check)).toEqual([
      { check, label: check, lspId: lsp.id, provider: lsp.name, raised: 3, confirmed: 1, dismissed: 1 },
    ]);
  });
});
