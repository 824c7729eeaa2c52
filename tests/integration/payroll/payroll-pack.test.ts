/** @jest-environment node */
// Issue 27, the signed payroll pack, against a real PostgreSQL and storage on disk: a report published through the
// publish route queues the pack job; the job's handler builds the pack; it verifies (the library the verify page
// and scripts/verify-pack.ts share, and the script itself); one changed byte in any file or in the manifest is
// caught and named; the whole pack is a payroll admin's download. Issue 27, per company: the job also builds one
// pack per client company in the report, holding only that company's employees (its rows of the register, bill,
// variance, findings, justifications), which verifies and is tied to the register as received; a company's manager
// with payroll rights downloads their company's pack of the latest published version, and nothing else (404).
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
import { PAYROLL_JOB_HANDLERS } from "@/lib/payroll/jobs";
import { packJobHandlers } from "@/lib/payroll/packs/jobs";
import { companyPackPayslips, packPayslipName } from "@/lib/payslips/company-pack-payslips";
import { getPayslip } from "@/lib/payslips/get-payslip";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";
import { periodPayslipDocuments } from "@/lib/payslips/period-payslip-documents";
import { PDFDocument } from "pdf-lib";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";
import { readZip } from "@/lib/payroll/packs/read-zip";
import { verifyPackWithNode } from "@/lib/payroll/packs/verify-pack-node";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { loadActor } from "@/lib/auth/session";
import { listCompanyPacks, listPacks } from "@/lib/payroll/packs/list-packs";
import { zipStream } from "@/lib/storage/zip-stream";
import { readStream, removeFile } from "@/lib/storage/files";
import * as publishBulkRoute from "@/app/api/publish/bulk/route";
import * as acknowledgeRoute from "@/app/api/gross-to-net/[id]/findings/[findingId]/acknowledge/route";
import * as packRoute from "@/app/api/payroll/packs/[payReportId]/route";
import * as publicKeyRoute from "@/app/api/payroll/packs/public-key/route";
import * as payslipPdfRoute from "@/app/api/employees/[employeeId]/payslips/[payReportId]/pdf/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";
import { uploadRegister } from "../../factories/upload-register";

const db = getDb();
// As the worker assembles them: each company pack also holds its employees' payslips.
const PACK_JOB_HANDLERS = packJobHandlers(companyPackPayslips);
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
async function download(payReportId: string, token: string, companyId?: string) {
  const query = companyId ? `?companyId=${encodeURIComponent(companyId)}` : "";
  const req = new NextRequest(new URL(`/api/payroll/packs/${payReportId}${query}`, "http://localhost"), {
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
let offManager: string;
let plainManager: string;
let company: { id: string; name: string };
let other: { id: string; name: string };
let off: { id: string; name: string };
const userIds: Record<"admin" | "companyManager" | "offManager", string> = {} as never;
const actorOf = async (userId: string) => (await loadActor(userId, null, "token"))!;
/** Per company: what must appear in its pack, and what no other company's pack may hold. */
const people: Record<"a" | "b" | "c", { ref: string; employeeId: string; marks: string[] }> = {} as never;
let fixture: Awaited<ReturnType<typeof createPayrollFixture>>;

afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeAll(async () => {
  userIds.admin = (await createUser(db, { roles: ["admin", "payroll"] })).user.id;
  admin = await tokenFor(userIds.admin);
  const fx = await createPayrollFixture(db);
  company = await createCompany(db, { enablePayrollReportsTab: true });
  other = await createCompany(db, { enablePayrollReportsTab: true });
  off = await createCompany(db, { enablePayrollReportsTab: false });
  userIds.companyManager = (await createManager(db, { companyId: company.id, scopes: ["*"] })).user.id;
  companyManager = await tokenFor(userIds.companyManager);
  otherManager = await tokenFor((await createManager(db, { companyId: other.id, scopes: ["*"] })).user.id);
  userIds.offManager = (await createManager(db, { companyId: off.id, scopes: ["*"] })).user.id;
  offManager = await tokenFor(userIds.offManager);
  plainManager = await tokenFor((await createManager(db, { companyId: company.id, scopes: ["employees:*"] })).user.id);
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
  const ana = await createEmployee(db, { countryCode: fx.country, payrollId: ref, companyId: company.id });
  // Two more client companies in the same report: one with its tab on, one with it off.
  const bea = await createEmployee(db, { countryCode: fx.country, payrollId: `BEA-${fx.lsp.id}`, companyId: other.id });
  const cid = await createEmployee(db, { countryCode: fx.country, payrollId: `CID-${fx.lsp.id}`, companyId: off.id });
  people.a = { ref, employeeId: ana.employee.id, marks: [ref, ana.employee.id, "Lopez"] };
  people.b = {
    ref: `BEA-${fx.lsp.id}`,
    employeeId: bea.employee.id,
    marks: [`BEA-${fx.lsp.id}`, bea.employee.id, "Beatrix", "Oakhurst"],
  };
  people.c = {
    ref: `CID-${fx.lsp.id}`,
    employeeId: cid.employee.id,
    marks: [`CID-${fx.lsp.id}`, cid.employee.id, "Cidonia", "Quillfeather"],
  };
  const csv = payRegisterCsv([
    [ref, "Ana", "Lopez", "Base Salary", "3,000.00"],
    [ref, "Ana", "Lopez", "Income Tax", "600.25"],
    ["X-2", "Ben", "Kim", "Base Salary", "1000"],
    [people.b.ref, "Beatrix", "Oakhurst", "Base Salary", "4200"],
    [people.c.ref, "Cidonia", "Quillfeather", "Base Salary", "3900"],
  ]);
  const file = await uploadRegister(fx, csv);
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
  // A finding and a justification about each company's employee: each company pack holds its own only.
  for (const [key, who] of Object.entries(people)) {
    await db.justification.create({
      data: { grossToNetId: reportId, employeeRef: who.ref, note: `Checked ${key} with the provider` },
    });
    await db.payReportFinding.create({
      data: {
        payReportId: reportId,
        employeeId: who.employeeId,
        check: "gross-jump",
        severity: "REVIEW",
        explanation: `Gross of ${who.ref} moved by more than 20%.`,
        values: { employeeRef: who.ref },
        justification: `Raise of ${key}`,
      },
    });
  }
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
    const packs = await db.payrollPack.findMany({ where: { payReportId: reportId, companyId: null } });
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

  it("payroll admins download the whole pack; managers never do (it holds every company's employees)", async () => {
    const asAdmin = await download(reportId, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("application/zip");
    expect(asAdmin.headers.get("content-disposition")).toContain("payroll-pack_DE_203101_CYCLE_1_v1.zip");
    expect(asAdmin.bytes.equals(packZip)).toBe(true);
    // A manager with payroll rights reaches the route, but not the whole pack: as if it did not exist.
    expect((await download(reportId, companyManager)).status).toBe(404);
    expect((await download(reportId, otherManager)).status).toBe(404);
    // A manager without company-wide payroll rights (direct reports only) may not download packs at all.
    expect((await download(reportId, plainManager)).status).toBe(403);
    expect((await download(reportId, plainManager, company.id)).status).toBe(403);
    expect((await download("no-such-report", admin)).status).toBe(404);
  });

  describe("per client company", () => {
    const companyPack = async (companyId: string) => {
      const row = await db.payrollPack.findFirstOrThrow({ where: { payReportId: reportId, companyId } });
      return { row, zip: await bufferOf(readStream(row.storageKey)) };
    };
    const filesOf = async (zip: Buffer) =>
      new Map((await readZip(zip, inflateRaw)).map((e) => [e.name, Buffer.from(e.data!).toString()]));

    it("the job built one pack per company with employees in the report, each verifying and naming it", async () => {
      const rows = await db.payrollPack.findMany({ where: { payReportId: reportId, companyId: { not: null } } });
      expect(rows.map((r) => r.companyId).sort()).toEqual([company.id, other.id, off.id].sort());
      const whole = await db.payrollPack.findFirstOrThrow({ where: { payReportId: reportId, companyId: null } });
      const wholeRegister = (whole.manifest as { files: { name: string; sha256: string; bytes: number }[] }).files[0];
      const registerBytes = await bufferOf(
        readStream((await db.grossToNetFile.findUniqueOrThrow({ where: { id: reportId } })).storageKey!),
      );
      expect(wholeRegister.sha256).toBe(crypto.createHash("sha256").update(registerBytes).digest("hex"));
      for (const [c, who] of [
        [company, people.a],
        [other, people.b],
        [off, people.c],
      ] as const) {
        const { zip } = await companyPack(c.id);
        const verdict = await verifyPackWithNode(zip, platformSigningKey().publicKeyPem);
        expect([c.id, verdict.problems]).toEqual([c.id, []]);
        // The report's files, then the payslip of each of the company's employees (one here), named by their id.
        expect(verdict.files.map((f) => f.name)).toEqual([
          "register-extract.csv",
          "lsp-bill.csv",
          "variance.csv",
          "findings.csv",
          "justifications.csv",
          "approval-history.csv",
          expect.stringMatching(new RegExp(`^payslips/[A-Za-z0-9-]+_${who.employeeId}\\.pdf$`)),
        ]);
        expect(verdict.manifest?.omitted).toBeUndefined();
        expect(verdict.manifest?.company).toEqual({ id: c.id, name: c.name });
        expect(verdict.manifest?.payReport).toMatchObject({ id: reportId, version: 1, status: "PUBLISHED" });
        // Tied to the register as received: its name, SHA-256 and size, as in the whole pack.
        expect(verdict.manifest?.registerAsReceived).toEqual(wholeRegister);
      }
      expect((await verifyPackWithNode(packZip, platformSigningKey().publicKeyPem)).manifest?.company).toBeNull();
    });

    it("each payslip in a company pack is the employee's payslip: the same document and figures as its download", async () => {
      const adminActor = await actorOf(userIds.admin);
      for (const [c, who] of [
        [company, people.a],
        [other, people.b],
        [off, people.c],
      ] as const) {
        const documents: PayslipDocument[] = [];
        for await (const doc of periodPayslipDocuments(reportId, { companyId: c.id })) documents.push(doc);
        expect(documents).toEqual([await getPayslip(adminActor, who.employeeId, reportId)]);
        const files = await readZip((await companyPack(c.id)).zip, inflateRaw);
        const inPack = files.find((f) => f.name === packPayslipName(documents[0].employee))!;
        const single = await payslipPdfRoute.GET(
          new NextRequest(new URL(`/api/employees/${who.employeeId}/payslips/${reportId}/pdf`, "http://localhost"), {
            headers: { authorization: `Bearer ${admin}` },
          }),
          { params: Promise.resolve({ employeeId: who.employeeId, payReportId: reportId }) },
        );
        expect(single.status).toBe(200);
        const [packed, downloaded] = await Promise.all([
          PDFDocument.load(inPack.data!),
          PDFDocument.load(new Uint8Array(await single.arrayBuffer())),
        ]);
        expect([packed.getSubject(), packed.getKeywords(), packed.getPageCount()]).toEqual([
          downloaded.getSubject(),
          downloaded.getKeywords(),
          downloaded.getPageCount(),
        ]);
        // The figures are the register's stored totals.
        const total = await db.payReportEmployeeTotal.findFirstOrThrow({
          where: { grossToNetId: reportId, employeeId: who.employeeId },
        });
        expect(packed.getKeywords()).toContain(`gross:${total.gross!.toFixed(4)}`);
        expect(packed.getKeywords()).toContain(`net:${total.net!.toFixed(4)}`);
      }
    });

    it("a company pack holds its own employees only: no other company's (or unmatched) employee in any file", async () => {
      const owners = { a: company, b: other, c: off };
      for (const [key, owner] of Object.entries(owners) as ["a" | "b" | "c", { id: string }][]) {
        const files = await filesOf((await companyPack(owner.id)).zip);
        const own = people[key];
        // Its employee is in the register extract, the bill, the variance, the findings and the justifications.
        for (const name of [
          "register-extract.csv",
          "lsp-bill.csv",
          "variance.csv",
          "findings.csv",
          "justifications.csv",
        ])
          expect([key, name, files.get(name)]).toEqual([key, name, expect.stringContaining(own.ref)]);
        expect(files.get("findings.csv")).toContain(own.employeeId);
        expect(files.get("approval-history.csv")).toMatch(/DUPLICATES_CHECKED,PUBLISHED/);
        const foreign = [
          ...Object.entries(people)
            .filter(([k]) => k !== key)
            .flatMap(([, p]) => p.marks),
          "X-2",
          "Ben",
          "Kim",
        ];
        // (A payslip is compressed PDF: its employee is checked by its name and contents in the payslip test.)
        for (const [name, text] of files)
          if (!name.endsWith(".pdf"))
            for (const mark of foreign)
              expect([key, name, mark, text.includes(mark)]).toEqual([key, name, mark, false]);
      }
      // The extract is the company's rows of the register, in the file's order, values as received.
      const extract = parse((await filesOf((await companyPack(company.id)).zip)).get("register-extract.csv")!, {
        columns: true,
      }) as Record<string, string>[];
      expect(extract.map((r) => [r.employeeRef, r.concept, r.value])).toEqual([
        [people.a.ref, "Base Salary", "3000.0000"],
        [people.a.ref, "Income Tax", "600.2500"],
      ]);
      // The variance of the company's part is the whole variance's rows of its employees.
      const wholeVariance = parse((await filesOf(packZip)).get("variance.csv")!, { columns: true }) as Record<
        string,
        string
      >[];
      const companyVariance = parse((await filesOf((await companyPack(company.id)).zip)).get("variance.csv")!, {
        columns: true,
      }) as Record<string, string>[];
      expect(companyVariance).toEqual(wholeVariance.filter((r) => r.employeeRef === people.a.ref));
    });

    it("one changed byte in any file of a company pack, or in its manifest, is caught and named", async () => {
      const key = platformSigningKey();
      const { zip } = await companyPack(company.id);
      const names = (await readZip(zip, inflateRaw)).map((e) => e.name).filter((n) => n !== "manifest.sig");
      expect(names).toHaveLength(8);
      for (const name of names) {
        const verdict = await verifyPackWithNode(await rezip(zip, name, (data) => flipByte(data)), key.publicKeyPem);
        expect([name, verdict.ok]).toEqual([name, false]);
        expect(verdict.problems.join(" ")).toContain(name);
      }
      // The offline script checks a company pack too, and says whose part it is.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-company-pack-"));
      try {
        fs.writeFileSync(path.join(dir, "company.zip"), zip);
        fs.writeFileSync(path.join(dir, "public.pem"), key.publicKeyPem);
        const run = spawnSync(
          process.execPath,
          [
            "node_modules/tsx/dist/cli.mjs",
            "scripts/verify-pack.ts",
            path.join(dir, "company.zip"),
            "--key",
            path.join(dir, "public.pem"),
          ],
          { encoding: "utf8" },
        );
        expect([run.status, run.stdout]).toEqual([
          0,
          expect.stringContaining(`Company pack of ${company.name} (${company.id})`),
        ]);
        expect(run.stdout).toContain("OK: the signature holds and all 7 files match the manifest.");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("a manager with payroll rights downloads their company's pack only; everything else answers 404", async () => {
      const own = await download(reportId, companyManager, company.id);
      expect(own.status).toBe(200);
      expect(own.bytes.equals((await companyPack(company.id)).zip)).toBe(true);
      const slug = company.name.replace(/[^A-Za-z0-9]+/g, "-");
      expect(own.headers.get("content-disposition")).toContain(`payroll-pack_DE_203101_CYCLE_1_v1_${slug}.zip`);
      expect((await download(reportId, companyManager, other.id)).status).toBe(404);
      expect((await download(reportId, otherManager, other.id)).status).toBe(200);
      expect((await download(reportId, otherManager, company.id)).status).toBe(404);
      // Tab off: not there.
      expect((await download(reportId, offManager, off.id)).status).toBe(404);
      // A foreign or unknown id answers as a missing one.
      expect((await download("no-such-report", companyManager, company.id)).status).toBe(404);
      // Payroll admins reach every company's pack too.
      expect((await download(reportId, admin, off.id)).status).toBe(200);
      // Only the latest published version: a superseded report's pack is no longer the manager's.
      await db.grossToNetFile.update({ where: { id: reportId }, data: { processingStatus: "SUPERSEDED" } });
      try {
        expect((await download(reportId, companyManager, company.id)).status).toBe(404);
        expect((await download(reportId, admin, company.id)).status).toBe(200);
      } finally {
        await db.grossToNetFile.update({ where: { id: reportId }, data: { processingStatus: "PUBLISHED" } });
      }
      // REOPENED stays the latest published version until its correction is published.
      await db.grossToNetFile.update({ where: { id: reportId }, data: { processingStatus: "REOPENED" } });
      try {
        expect((await download(reportId, companyManager, company.id)).status).toBe(200);
      } finally {
        await db.grossToNetFile.update({ where: { id: reportId }, data: { processingStatus: "PUBLISHED" } });
      }
    });

    it("the packs list: a manager sees their company's packs only, a payroll admin the whole pack and each company's", async () => {
      const mine = await listPacks(await actorOf(userIds.companyManager));
      expect(mine.items.filter((p) => p.payReportId === reportId).map((p) => p.companyId)).toEqual([company.id]);
      expect(mine.items.every((p) => p.companyId === company.id)).toBe(true);
      const all = await listPacks(await actorOf(userIds.admin));
      expect(
        all.items
          .filter((p) => p.payReportId === reportId)
          .map((p) => p.companyId ?? "whole")
          .sort(),
      ).toEqual([company.id, other.id, off.id, "whole"].sort());
      expect(await listCompanyPacks(await actorOf(userIds.offManager), off.id)).toEqual([]);
      expect(
        (await listCompanyPacks(await actorOf(userIds.companyManager), company.id)).map((p) => p.downloadUrl),
      ).toContain(`/api/payroll/packs/${reportId}?companyId=${company.id}`);
    });

    it("a company whose pack fails fails alone, named in the job's failure; a retry builds what is missing", async () => {
      const dropped = { payReportId: reportId, companyId: { in: [other.id, off.id] } };
      for (const p of await db.payrollPack.findMany({ where: dropped })) await removeFile(p.storageKey);
      await db.payrollPack.deleteMany({ where: dropped });
      // A real failure of one company's build: the database refuses its pack.
      await db.$executeRawUnsafe(`
        CREATE FUNCTION pack_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk quota exceeded for this test'; END $$`);
      await db.$executeRawUnsafe(`
        CREATE TRIGGER pack_test_refuse BEFORE INSERT ON "PayrollPack" FOR EACH ROW
        WHEN (NEW."companyId" = '${off.id}') EXECUTE FUNCTION pack_test_refuse()`);
      try {
        const error = await PACK_JOB_HANDLERS[PACK_JOB]({ gtnId: reportId }).catch((e: unknown) => e);
        expect(error).toMatchObject({ name: "JobFailure", retryable: true });
        expect((error as Error).message).toContain(`company ${off.name} (${off.id})`);
        expect((error as Error).message).not.toContain(other.id);
        const built = await db.payrollPack.findMany({ where: { payReportId: reportId }, select: { companyId: true } });
        expect(built.map((b) => b.companyId ?? "whole").sort()).toEqual([company.id, other.id, "whole"].sort());
      } finally {
        await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS pack_test_refuse ON "PayrollPack"`);
        await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS pack_test_refuse()`);
      }
      await PACK_JOB_HANDLERS[PACK_JOB]({ gtnId: reportId });
      expect(await db.payrollPack.count({ where: { payReportId: reportId } })).toBe(4);
      // No copy left behind by the failed attempt: every stored pack of the report is a recorded one.
      const keys = (await db.payrollPack.findMany({ where: { payReportId: reportId } })).map((p) => p.storageKey);
      const dir = path.join(process.env.OMNI_STORAGE_DIR!, "payroll-packs", reportId);
      const stored = fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(process.env.OMNI_STORAGE_DIR!, path.join(e.parentPath, e.name)));
      expect(stored.sort()).toEqual(keys.sort());
    });
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
