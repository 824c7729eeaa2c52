/** @jest-environment node */
// Issue 27, the signed payroll pack, against a real PostgreSQL and storage on disk: a report published through the
// publish route queues the pack job; the job's handler builds the pack; it verifies (the library the verify page
// and scripts/verify-pack.ts share, and the script itself); one changed byte in any file or in the manifest is
// caught and named; the download is a payroll admin's (managers are refused until packs are built per company).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import zlib from "node:zlib";
import { spawnSync } from "node:child_process";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { parse } from "csv-parse/sync";
import { getDb } from "@/lib/db";
import { billEmployees, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import { PAYROLL_JOB_HANDLERS } from "@/lib/payroll/jobs";
import { PACK_JOB_HANDLERS } from "@/lib/payroll/packs/jobs";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";
import { readZip } from "@/lib/payroll/packs/read-zip";
import { verifyPackWithNode } from "@/lib/payroll/packs/verify-pack-node";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { zipStream } from "@/lib/storage/zip-stream";
import { readStream } from "@/lib/storage/files";
import * as publishBulkRoute from "@/app/api/publish/bulk/route";
import * as acknowledgeRoute from "@/app/api/gross-to-net/[id]/findings/[findingId]/acknowledge/route";
import * as packRoute from "@/app/api/payroll/packs/[payReportId]/route";
import * as publicKeyRoute from "@/app/api/payroll/packs/public-key/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-pack-files-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-pack-data-"));
process.env.OMNI_DATA_DIR = dataDir;
delete process.env.PACK_SIGNING_KEY;
delete process.env.PACK_SIGNING_KEY_FILE;

const inflateRaw = async (bytes: Uint8Array) => new Uint8Array(zlib.inflateRawSync(Buffer.from(bytes)));

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The route's raw answer (call() reads bodies as text, which would mangle a ZIP). */
async function download(payReportId: string, token: string) {
  const req = new NextRequest(new URL(`/api/payroll/packs/${payReportId}`, "http://localhost"), {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await packRoute.GET(req, { params: Promise.resolve({ payReportId }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The pack rebuilt with `change` applied to one entry's bytes (as someone editing a file and re-zipping would). */
async function rezip(zip: Buffer, name: string, change: (data: Buffer) => Buffer): Promise<Buffer> {
  const entries = await readZip(zip, inflateRaw);
  return bufferOf(
    zipStream(
      entries.map((e) => ({
        name: e.name,
        open: () => (e.name === name ? change(Buffer.from(e.data!)) : Buffer.from(e.data!)),
      })),
    ),
  );
}

const flipByte = (data: Buffer, at = Math.floor(data.length / 2)) => {
  const copy = Buffer.from(data);
  copy[at] = copy[at] === 0x31 ? 0x32 : 0x31;
  return copy;
};

let admin: string;
let packZip: Buffer;
let reportId: string;
let companyManager: string;
let otherManager: string;
let fixture: Awaited<ReturnType<typeof createPayrollFixture>>;

afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  const fx = await createPayrollFixture(db);
  const company = await createCompany(db, { enablePayrollReportsTab: true });
  const other = await createCompany(db, { enablePayrollReportsTab: true });
  companyManager = await tokenFor((await createManager(db, { companyId: company.id, scopes: ["*"] })).user.id);
  otherManager = await tokenFor((await createManager(db, { companyId: other.id, scopes: ["*"] })).user.id);
  const ref = `PID-${fx.lsp.id}`;
  fixture = fx;
  // The previous period of the same cycle: the variance compares with it (Ana earned 2,500 then; Ben is new).
  const previous = await db.grossToNetFile.create({
    data: {
      fileName: "previous.csv",
      country: fx.country,
      lspId: fx.lsp.id,
      payrollCycle: "CYCLE_1",
      payrollPeriod: "203012",
      processingStatus: "PUBLISHED",
      uploadStatus: "SUCCEEDED",
    },
  });
  await db.payReportEmployeeTotal.create({
    data: {
      grossToNetId: previous.id,
      employeeRef: ref,
      currency: "EUR",
      salary: "2500",
      erContribution: "33.3333",
      status: "PUBLISHED",
    },
  });
  await createEmployee(db, { countryCode: fx.country, payrollId: ref, companyId: company.id });
  const csv = payRegisterCsv([
    [ref, "Ana", "Lopez", "Base Salary", "3,000.00"],
    [ref, "Ana", "Lopez", "Income Tax", "600.25"],
    ["X-2", "Ben", "Kim", "Base Salary", "1000"],
  ]);
  const file = await acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: fx.period,
      payrollCycle: "CYCLE_1",
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      workbookId: fx.workbook.id,
    },
    { name: "register.csv", stream: Readable.from([csv]) },
    { enqueue: false },
  );
  reportId = file.id;
  await PAYROLL_JOB_HANDLERS["payroll.process-gross-to-net"]({ gtnId: reportId });
  await db.justification.create({ data: { grossToNetId: reportId, employeeRef: "X-2", note: "=1+1 new joiner" } });
  await db.payReportFinding.create({
    data: {
      payReportId: reportId,
      check: "paid-not-employed",
      severity: "REVIEW",
      explanation: 'Ben Kim is paid but has no "employee" record.',
      values: { employeeRef: "X-2" },
      justification: "New joiner, record follows",
    },
  });
});

describe("[PAYROLL] signed payroll pack", () => {
  it("publishing queues the pack job; its handler builds a pack that verifies and names the report", async () => {
    // The anomaly checks' blocking findings are acknowledged first (the approval gate, issue 27).
    const blocking = await db.payReportFinding.findMany({
      where: { payReportId: reportId, severity: "BLOCKING", acknowledgedAt: null },
    });
    for (const finding of blocking) {
      const ack = await call(acknowledgeRoute.POST, {
        method: "POST",
        path: `/api/gross-to-net/${reportId}/findings/${finding.id}/acknowledge`,
        params: { id: reportId, findingId: finding.id },
        token: admin,
        json: { justification: "Checked with the provider: expected." },
      });
      expect(ack.status).toBeLessThan(300);
    }
    const published = await call<Record<string, string>>(publishBulkRoute.POST, {
      method: "POST",
      path: "/api/publish/bulk",
      token: admin,
      json: { dataFrameIds: [reportId] },
    });
    expect([published.status, published.body[reportId]]).toEqual([200, "SUCCESS"]);
    const queued = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${PACK_JOB} AND singleton_key = ${`pack:${reportId}`}`;
    expect(queued[0].n).toBe(1);

    await PACK_JOB_HANDLERS[PACK_JOB]({ gtnId: reportId });
    await PACK_JOB_HANDLERS[PACK_JOB]({ gtnId: reportId }); // idempotent: the same pack stays
    const packs = await db.payrollPack.findMany({ where: { payReportId: reportId } });
    expect(packs).toHaveLength(1);
    const key = platformSigningKey();
    expect(packs[0].keyId).toBe(key.keyId);
    expect(fs.statSync(path.join(dataDir, "pack-signing-key.pem")).mode & 0o777).toBe(0o600);

    packZip = await bufferOf(readStream(packs[0].storageKey));
    const verdict = await verifyPackWithNode(packZip, key.publicKeyPem);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    expect(verdict.signature).toBe("valid");
    expect(verdict.files.map((f) => f.name)).toEqual([
      "register/register.csv",
      "lsp-bill.csv",
      "variance.csv",
      "findings.csv",
      "justifications.csv",
      "approval-history.csv",
    ]);
    expect(verdict.manifest?.payReport).toMatchObject({ id: reportId, version: 1, status: "PUBLISHED" });

    const files = new Map((await readZip(packZip, inflateRaw)).map((e) => [e.name, Buffer.from(e.data!).toString()]));
    expect(files.get("findings.csv")).toContain("paid-not-employed");
    expect(files.get("findings.csv")).toContain('"Ben Kim is paid but has no ""employee"" record."');
    expect(files.get("justifications.csv")).toContain("'=1+1 new joiner"); // a formula is neutralised
    expect(files.get("lsp-bill.csv")).toContain("Lopez");
    expect(files.get("approval-history.csv")).toMatch(/DUPLICATES_CHECKED,PUBLISHED/);
  });

  it("the LSP bill and the variance hold what the bill screen shows (billEmployees, exactly)", async () => {
    const files = new Map((await readZip(packZip, inflateRaw)).map((e) => [e.name, Buffer.from(e.data!).toString()]));
    const { items } = await billEmployees([reportId], {
      country: fixture.country,
      lspId: fixture.lsp.id,
      variance: { period: "203012", cycle: "CYCLE_1" },
      limit: null,
      offset: 0,
    });
    const bill = parse(files.get("lsp-bill.csv")!, { columns: true }) as Record<string, string>[];
    const variance = parse(files.get("variance.csv")!, { columns: true }) as Record<string, string>[];
    expect(bill.map((r) => r.employeeRef)).toEqual(items.map((i) => i.employeeRef));
    expect(variance.map((r) => r.employeeRef)).toEqual(items.map((i) => i.employeeRef));
    for (const [n, item] of items.entries()) {
      expect(bill[n].total).toBe(item.totals.total);
      expect(bill[n].salary).toBe(item.totals.salary);
      // The same note, a formula neutralised with a leading quote.
      expect(bill[n].justification).toBe((item.justification ?? "").replace(/^=/, "'="));
      for (const c of VARIANCE_COLUMNS) {
        const v = item.variances![c];
        expect([
          c,
          variance[n][`${c}Previous`],
          variance[n][`${c}Variance`],
          Number(variance[n][`${c}VariancePercent`]),
        ]).toEqual([c, v.previous, v.variance, v.variancePercentage]);
      }
    }
    const ana = variance.find((r) => r.lastName === "Lopez")!;
    expect([ana.salaryPrevious, ana.salaryVariance, ana.salaryVariancePercent]).toEqual([
      "2500.0000",
      "500.0000",
      "20.00",
    ]);
  });

  it("one changed byte in any file, or in the manifest, is caught and named", async () => {
    const key = platformSigningKey();
    const names = (await readZip(packZip, inflateRaw)).map((e) => e.name).filter((n) => n !== "manifest.sig");
    expect(names).toContain("manifest.json");
    for (const name of names) {
      const tampered = await rezip(packZip, name, (data) => flipByte(data));
      const verdict = await verifyPackWithNode(tampered, key.publicKeyPem);
      expect([name, verdict.ok]).toEqual([name, false]);
      expect(verdict.problems.join(" ")).toContain(name);
      if (name === "manifest.json") expect(verdict.signature).toBe("invalid");
      else expect(verdict.files.find((f) => f.name === name)?.status).toBe("changed");
    }
    // A byte changed inside the ZIP's compressed data is named too (its CRC-32 no longer matches).
    const entries = await readZip(packZip, inflateRaw);
    expect(entries.every((e) => e.data)).toBe(true);
    // The first entry (the register): its data starts after the local header, its name and extra field.
    const raw = flipByte(packZip, 30 + packZip.readUInt16LE(26) + packZip.readUInt16LE(28) + 2);
    const verdict = await verifyPackWithNode(raw, key.publicKeyPem);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.join(" ")).toContain("register/register.csv");
    // Another key: the signature fails and says which key the pack names.
    const { publicKey } = crypto.generateKeyPairSync("ed25519");
    const otherKey = publicKey.export({ type: "spki", format: "pem" });
    const foreign = await verifyPackWithNode(packZip, otherKey.toString());
    expect(foreign.signature).toBe("invalid");
    expect(foreign.problems[0]).toContain(`the pack names key ${key.keyId}`);
  });

  it("scripts/verify-pack.ts checks a pack offline: exit 0, or 1 naming the changed file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-pack-script-"));
    try {
      fs.writeFileSync(path.join(dir, "good.zip"), packZip);
      fs.writeFileSync(path.join(dir, "bad.zip"), await rezip(packZip, "lsp-bill.csv", (d) => flipByte(d)));
      const publicPem = path.join(dir, "public.pem");
      const answer = await call<{ publicKeyPem: string; keyId: string }>(publicKeyRoute.GET, {
        path: "/api/payroll/packs/public-key",
        token: null,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.keyId).toBe(platformSigningKey().keyId);
      fs.writeFileSync(publicPem, answer.body.publicKeyPem);
      const script = (...args: string[]) =>
        spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/verify-pack.ts", ...args], {
          encoding: "utf8",
          env: { ...process.env, OMNI_DATA_DIR: dataDir },
        });
      const good = script(path.join(dir, "good.zip"), "--key", publicPem);
      expect([good.status, good.stdout]).toEqual([0, expect.stringContaining("OK: the signature holds")]);
      const byDefault = script(path.join(dir, "good.zip")); // the local key file's public part
      expect(byDefault.status).toBe(0);
      const bad = script(path.join(dir, "bad.zip"), "--key", publicPem);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain("BROKEN lsp-bill.csv was changed");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("payroll admins download it; managers may not yet (a report's pack holds every company's employees in it)", async () => {
    const asAdmin = await download(reportId, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("application/zip");
    expect(asAdmin.headers.get("content-disposition")).toContain("payroll-pack_DE_203101_CYCLE_1_v1.zip");
    expect(asAdmin.bytes.equals(packZip)).toBe(true);
    // Until packs are built per company, a manager would see other companies' pay: refused before any lookup.
    expect((await download(reportId, companyManager)).status).toBe(403);
    expect((await download(reportId, otherManager)).status).toBe(403);
    expect((await download("no-such-report", admin)).status).toBe(404);
  });

  it("a failing build fails alone with a readable reason", async () => {
    const fx = await createPayrollFixture(db);
    const draft = await db.grossToNetFile.create({
      data: {
        fileName: "lost.csv",
        country: fx.country,
        lspId: fx.lsp.id,
        payrollCycle: "CYCLE_1",
        payrollPeriod: fx.period,
        processingStatus: "PUBLISHED",
        storageKey: "pay-registers/2031-01/missing-file.csv",
      },
    });
    const error = await PACK_JOB_HANDLERS[PACK_JOB]({ gtnId: draft.id }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "JobFailure", retryable: false });
    expect((error as Error).message).toMatch(/register lost\.csv is missing from storage/);
    expect(await db.payrollPack.count({ where: { payReportId: draft.id } })).toBe(0);
  });
});
