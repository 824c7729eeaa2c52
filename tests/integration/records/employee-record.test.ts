/** @jest-environment node */
// The employee's signed record over the real route handler, PostgreSQL and storage on disk: the employee downloads
// one ZIP holding their signed contract, every payslip (the same PDF its own download gives) and every letter that was
// made, each with its SHA-256 in the manifest; it verifies with the payroll packs' verifier (which says it is an
// employee record), a changed byte in one file is named as changed, a file missing from storage is left out and
// listed under `omitted`, a colleague, payroll staff and an unknown id get 404, and each download is audited.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawnSync } from "node:child_process";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { readZip } from "@/lib/payroll/packs/read-zip";
import { verifyPackWithNode } from "@/lib/payroll/packs/verify-pack-node";
import { writeStream } from "@/lib/storage/files";
import { zipStream } from "@/lib/storage/zip-stream";
import { RECORD_DOWNLOAD_ACTION } from "@/lib/payslips/records/build-employee-record";
import { RECORD_FORMAT, type RecordManifest } from "@/lib/payroll/packs/record-format";
import * as recordRoute from "@/app/api/employees/[employeeId]/record/route";
import * as payslipPdfRoute from "@/app/api/employees/[employeeId]/payslips/[payReportId]/pdf/route";
import { tokenFor } from "../support/http";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";
import { createUser, uniqueSuffix } from "../../factories/users";
import { pdfTextRuns } from "../../unit/payslips/pdf-text";

jest.setTimeout(120_000);

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-record-files-"));
process.env.OMNI_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-record-data-"));
delete process.env.PACK_SIGNING_KEY;
delete process.env.PACK_SIGNING_KEY_FILE;

const inflateRaw = async (bytes: Uint8Array) => new Uint8Array(zlib.inflateRawSync(Buffer.from(bytes)));
const sha256 = (data: Uint8Array) => crypto.createHash("sha256").update(data).digest("hex");

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The route's raw answer (the ZIP's bytes, read to the end of the stream). */
async function download(employeeId: string, token: string) {
  const req = new NextRequest(new URL(`/api/employees/${employeeId}/record`, "http://localhost"), {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await recordRoute.GET(req, { params: Promise.resolve({ employeeId }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function payslipPdf(employeeId: string, payReportId: string, token: string): Promise<Buffer> {
  const req = new NextRequest(new URL(`/api/employees/${employeeId}/payslips/${payReportId}/pdf`, "http://localhost"), {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await payslipPdfRoute.GET(req, { params: Promise.resolve({ employeeId, payReportId }) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The ZIP rebuilt with one entry's bytes changed (as someone editing a file and re-zipping would). */
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

async function storeFile(folder: string, data: Buffer): Promise<string> {
  const key = `${folder}/${crypto.randomUUID()}.pdf`;
  await writeStream(key, Readable.from([data]));
  return key;
}

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const company = await createCompany(db, { name: `Record Co ${uniqueSuffix()}` });
  const { employee, user } = await createEmployee(db, {
    withUser: true,
    companyId: company.id,
    firstName: "Rita",
    lastName: "Müller",
    rightToWorkCheckCompleted: true,
  });
  const colleague = await createEmployee(db, { withUser: true, companyId: company.id, firstName: "Carl" });
  const reports = [];
  for (const [period, salary] of [
    ["204101", "4000"],
    ["204102", "4100"],
  ] as const)
    reports.push(await createPayReport(db, { period, employees: [{ employeeId: employee.id, salary }] }));
  // Not published: no payslip of hers.
  await createPayReport(db, { period: "204103", status: "APPROVED", employees: [{ employeeId: employee.id }] });

  const contractPdf = pdfBytes("signed contract");
  const signedKey = await storeFile("contracts", contractPdf);
  const contract = await db.contract.create({
    data: {
      employeeId: employee.id,
      documentId: `doc-${uniqueSuffix()}`,
      status: "signed_both_parties",
      storageKey: await storeFile("contracts", pdfBytes("unsigned contract")),
      signedStorageKey: signedKey,
    },
  });
  // A draft the employee does not see: never in the record.
  await db.contract.create({
    data: { employeeId: employee.id, documentId: `doc-${uniqueSuffix()}`, status: "draft", contractVersion: 2 },
  });

  const letterPdf = pdfBytes("employment confirmation");
  const letterCode = `R${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
  await db.employmentLetter.create({
    data: {
      employeeId: employee.id,
      companyId: company.id,
      kind: "EMPLOYMENT_CONFIRMATION",
      status: "APPROVED",
      code: letterCode,
      storageKey: await storeFile("letters", letterPdf),
      sha256: sha256(letterPdf),
      generatedAt: new Date(),
    },
  });
  // A letter waiting for approval has no PDF: not in the record.
  await db.employmentLetter.create({
    data: { employeeId: employee.id, companyId: company.id, kind: "SALARY_CERTIFICATE", months: 3 },
  });

  const payrollAdmin = (await createUser(db, { roles: ["admin", "payroll"] })).user;
  return {
    company,
    employee,
    userId: user!.id,
    token: await tokenFor(user!.id),
    colleague: colleague.employee,
    colleagueToken: await tokenFor(colleague.user!.id),
    payrollAdminToken: await tokenFor(payrollAdmin.id),
    reports,
    contract,
    contractPdf,
    letterPdf,
    letterCode,
  };
}

let zip: Buffer;
let manifest: RecordManifest;

beforeAll(async () => {
  world = await buildWorld();
  const res = await download(world.employee.id, world.token);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toContain(
    `filename="employee-record_Rita-Muller_${new Date().toISOString().slice(0, 10)}.zip"`,
  );
  zip = res.bytes;
  const entries = await readZip(zip, inflateRaw);
  manifest = JSON.parse(Buffer.from(entries.find((e) => e.name === "manifest.json")!.data!).toString());
});

describe("the employee's signed record", () => {
  it("holds the signed contract, every payslip and every made letter, each with its SHA-256 in the manifest", async () => {
    const entries = new Map((await readZip(zip, inflateRaw)).map((e) => [e.name, Buffer.from(e.data!)]));
    expect(manifest).toMatchObject({
      format: RECORD_FORMAT,
      algorithm: "Ed25519",
      keyId: platformSigningKey().keyId,
      employee: { id: world.employee.id, name: `Rita ${world.employee.lastName}` },
      company: { id: world.company.id, name: world.company.name },
      omitted: [],
    });
    expect(manifest.files.map((f) => [f.kind, f.period ?? null])).toEqual([
      ["contract", null],
      ["payslip", "204101"],
      ["payslip", "204102"],
      ["letter", null],
    ]);
    for (const f of manifest.files) {
      const data = entries.get(f.name)!;
      expect([f.name, sha256(data), data.length]).toEqual([f.name, f.sha256, f.bytes]);
    }
    const [contract, first, , letter] = manifest.files;
    expect(entries.get(contract.name)).toEqual(world.contractPdf);
    expect(contract).toMatchObject({ name: expect.stringContaining("-signed.pdf"), version: 1 });
    expect(entries.get(letter.name)).toEqual(world.letterPdf);
    expect(letter.name).toBe(`letters/employment-confirmation-${world.letterCode}.pdf`);
    expect(first).toMatchObject({ version: 1, name: expect.stringMatching(/^payslips\/payslip-2041-01-.*\.pdf$/) });
    // The payslip is the PDF its own download renders (pdf-lib stamps the time it was made, so compare the text).
    const own = await payslipPdf(world.employee.id, world.reports[0].id, world.token);
    expect(pdfTextRuns(entries.get(first.name)!)).toEqual(pdfTextRuns(own));
    expect(pdfTextRuns(own).join("\n")).toContain("January 2041");
    expect([...entries.keys()].sort()).toEqual(
      [...manifest.files.map((f) => f.name), "manifest.json", "manifest.sig"].sort(),
    );
  });

  it("verifies with the payroll packs' verifier, which says it is an employee record", async () => {
    const verdict = await verifyPackWithNode(zip, platformSigningKey().publicKeyPem);
    expect(verdict.problems).toEqual([]);
    expect(verdict).toMatchObject({ ok: true, kind: "employee-record", signature: "valid", manifest: null });
    expect(verdict.record?.employee.id).toBe(world.employee.id);
    expect(verdict.files.map((f) => f.status)).toEqual(["ok", "ok", "ok", "ok"]);
  });

  it("a changed byte in one file is named as changed; a changed manifest breaks the signature", async () => {
    const name = manifest.files[1].name;
    const tampered = await rezip(zip, name, (data) => {
      const copy = Buffer.from(data);
      copy[Math.floor(copy.length / 2)] ^= 0x01;
      return copy;
    });
    const verdict = await verifyPackWithNode(tampered, platformSigningKey().publicKeyPem);
    expect(verdict.ok).toBe(false);
    expect(verdict.kind).toBe("employee-record");
    expect(verdict.files.find((f) => f.name === name)?.status).toBe("changed");
    expect(verdict.problems).toEqual([`${name} was changed: its SHA-256 differs from the manifest's.`]);

    const manifestChanged = await rezip(zip, "manifest.json", (data) =>
      Buffer.from(data.toString().replace(world.company.name, "Other Co")),
    );
    const broken = await verifyPackWithNode(manifestChanged, platformSigningKey().publicKeyPem);
    expect(broken.signature).toBe("invalid");
    expect(broken.ok).toBe(false);
  });

  it("scripts/verify-pack.ts checks it offline and says it is an employee record", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-record-script-"));
    try {
      const publicPem = path.join(dir, "public.pem");
      fs.writeFileSync(publicPem, platformSigningKey().publicKeyPem);
      fs.writeFileSync(path.join(dir, "record.zip"), zip);
      const run = spawnSync(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "scripts/verify-pack.ts", path.join(dir, "record.zip"), "--key", publicPem],
        { encoding: "utf8" },
      );
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("Verified as: employee record.");
      expect(run.stdout).toContain(`Employee record of Rita ${world.employee.lastName}`);
      expect(run.stdout).toContain("OK: the signature holds and all 4 files match the manifest.");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("another employee's record, for a colleague, payroll staff or an unknown id, is 404", async () => {
    expect((await download(world.employee.id, world.colleagueToken)).status).toBe(404);
    expect((await download(world.employee.id, world.payrollAdminToken)).status).toBe(404);
    expect((await download("no-such-employee", world.token)).status).toBe(404);
    const own = await download(world.colleague.id, world.colleagueToken);
    expect(own.status).toBe(200);
    expect((await verifyPackWithNode(own.bytes, platformSigningKey().publicKeyPem)).record?.files).toEqual([]);
  });

  it("audits each download on the employee", async () => {
    const audits = await db.auditEvent.findMany({
      where: { action: RECORD_DOWNLOAD_ACTION, entityId: world.employee.id },
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityType: "Employee", actorId: world.userId });
  });

  it("a file missing from storage is left out and listed under omitted; the rest still verifies", async () => {
    await db.contract.update({
      where: { id: world.contract.id },
      data: { signedStorageKey: `contracts/${crypto.randomUUID()}.pdf` },
    });
    const res = await download(world.employee.id, world.token);
    expect(res.status).toBe(200);
    const verdict = await verifyPackWithNode(res.bytes, platformSigningKey().publicKeyPem);
    expect(verdict.problems).toEqual([]);
    expect(verdict.record?.files.map((f) => f.kind)).toEqual(["payslip", "payslip", "letter"]);
    expect(verdict.record?.omitted).toEqual([
      {
        name: expect.stringMatching(/^contract\/contract-v1-doc-.*-signed\.pdf$/),
        kind: "contract",
        reason: "missing from storage",
      },
    ]);
  });
});
