/** @jest-environment node */
// The demo seed's files, on a fresh database and a temporary storage folder: every storage key any row holds
// (every column named *storageKey, found in information_schema, and any other text column holding a `seed/` key)
// is a non-empty file of its kind whose recorded size and hashes match its bytes; the pay registers read back
// as the seeded rows; the bytes are the same when made again; a second seed run writes a deleted file again;
// and a data export of every demo employee completes with all of their documents that may be served (READY).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { buildDataExport } from "@/lib/data-export/build-export";
import { checkRows } from "@/lib/bulk-uploads/read-import-rows";
import { parsePayRegisterText } from "@/lib/payroll/csv";
import { stampSignaturePage } from "@/lib/contracts/signing/builtin-signer";
import { seedDemoData } from "../../../prisma/seed/main";
import { demoFileCatalog } from "../../../prisma/seed/files/catalog";
import { renderDemoFiles } from "../../../prisma/seed/files/write-demo-files";
import { readZip } from "../employees/read-zip";
import { freshDatabase, tableCounts, type FreshDatabase } from "./fresh-database";

jest.setTimeout(180_000);

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-seed-files-"));
process.env.OMNI_STORAGE_DIR = storageDir;
delete process.env.S3_BUCKET; // the disk store: the test reads the files it wrote

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CSV_HEADER = /^[A-Za-z][A-Za-z ]*(,[A-Za-z][A-Za-z ]*)+\r?$/;

let db: FreshDatabase;

const filePath = (key: string) => path.join(storageDir, key);
const read = (key: string) => fs.readFileSync(filePath(key));
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** What the bytes are, by their first bytes (null: none of the kinds the seed writes). */
function sniff(bytes: Buffer): "pdf" | "png" | "docx" | "csv" | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"))) return "docx";
  if (CSV_HEADER.test(bytes.toString("utf8").split("\n")[0])) return "csv";
  return null;
}

const KIND_BY_EXTENSION: Record<string, string> = { ".pdf": "pdf", ".png": "png", ".docx": "docx", ".csv": "csv" };

/** Every storage key in the database, with the columns naming it. */
async function storedKeys(): Promise<{ keys: Map<string, string[]>; keyColumns: string[] }> {
  const columns = await db.prisma.$queryRaw<{ table: string; column: string; udt: string }[]>`
    SELECT table_name AS table, column_name AS column, udt_name AS udt FROM information_schema.columns
     WHERE table_schema = 'public' AND udt_name IN ('text', 'varchar', '_text', '_varchar')
     ORDER BY 1, 2`;
  const keys = new Map<string, string[]>();
  const keyColumns: string[] = [];
  for (const { table, column, udt } of columns) {
    const isKeyColumn = /storageKey$/i.test(column);
    if (isKeyColumn) keyColumns.push(`${table}.${column}`);
    // A *storageKey column: every value is a key. Any other text column: the values under the seed's prefix.
    const where = isKeyColumn ? "IS NOT NULL" : "LIKE 'seed/%'";
    const sql = udt.startsWith("_")
      ? `SELECT DISTINCT v FROM "${table}", unnest("${column}") AS v WHERE v ${where}`
      : `SELECT DISTINCT "${column}" AS v FROM "${table}" WHERE "${column}" ${where}`;
    for (const { v } of await db.prisma.$queryRawUnsafe<{ v: string }[]>(sql))
      keys.set(v, [...(keys.get(v) ?? []), `${table}.${column}`]);
  }
  return { keys, keyColumns };
}

beforeAll(async () => {
  db = await freshDatabase();
  const outcome = await seedDemoData(db.prisma);
  expect(outcome.status).toBe("seeded");
  if (outcome.status === "seeded")
    console.log(`demo seed with files: ${outcome.seconds.toFixed(2)} s; files ${JSON.stringify(outcome.files)}`);
});

afterAll(async () => {
  await db.drop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe("demo seed files", () => {
  it("[SEED] every storage key of every table is a non-empty file of its kind, under seed/", async () => {
    const { keys, keyColumns } = await storedKeys();
    expect(keyColumns).toEqual(
      expect.arrayContaining([
        "Contract.docxStorageKey",
        "Contract.signedStorageKey",
        "Contract.storageKey",
        "CutoffReport.storageKey",
        "Document.storageKey",
        "GrossToNetFile.storageKey",
      ]),
    );
    const named = new Set([...keys.values()].flat());
    for (const column of [
      "Seat.sowDocUrl",
      "SimpleInvoice.attachmentUrls",
      "BulkUpload.uploadUrls",
      "Contract.signedStorageKey",
    ])
      expect(named).toContain(column);
    expect(keys.size).toBeGreaterThan(250);

    const problems: string[] = [];
    for (const [key, where] of keys) {
      const at = `${key} (${where.join(", ")})`;
      if (!key.startsWith("seed/")) problems.push(`${at}: not under seed/`);
      const expected = KIND_BY_EXTENSION[path.extname(key)];
      if (!expected) problems.push(`${at}: no demo file kind for this extension`);
      if (!fs.existsSync(filePath(key))) {
        problems.push(`${at}: missing`);
        continue;
      }
      const bytes = read(key);
      if (bytes.length === 0) problems.push(`${at}: empty`);
      else if (sniff(bytes) !== expected) problems.push(`${at}: starts like ${sniff(bytes)}, not ${expected}`);
    }
    expect(problems).toEqual([]);
  });

  it("[SEED] documents' mime type, file name, size and SHA-256, and contracts' hashes, match the bytes", async () => {
    const mimeKind: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", [DOCX_MIME]: "docx" };
    const problems: string[] = [];
    const documents = await db.prisma.document.findMany();
    expect(documents.length).toBeGreaterThan(70);
    for (const d of documents) {
      const bytes = read(d.storageKey);
      if (sniff(bytes) !== mimeKind[d.mimeType]) problems.push(`${d.id}: ${d.mimeType} holds ${sniff(bytes)}`);
      if (KIND_BY_EXTENSION[path.extname(d.fileName ?? "")] !== mimeKind[d.mimeType])
        problems.push(`${d.id}: file name ${d.fileName} for ${d.mimeType}`);
      if (d.sizeBytes !== bytes.length) problems.push(`${d.id}: sizeBytes ${d.sizeBytes}, file ${bytes.length}`);
      if (d.sha256 !== sha256(bytes)) problems.push(`${d.id}: sha256 does not match`);
    }
    // A PNG is whole: its chunks' CRCs are checked by any decoder, so check the structure up to IEND.
    for (const d of documents.filter((x) => x.mimeType === "image/png")) {
      const bytes = read(d.storageKey);
      expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
      expect(bytes.subarray(bytes.length - 8, bytes.length - 4).toString("latin1")).toBe("IEND");
    }
    for (const d of documents.filter((x) => x.mimeType === DOCX_MIME))
      expect([...readZip(read(d.storageKey)).keys()]).toEqual(
        expect.arrayContaining(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]),
      );

    const contracts = await db.prisma.contract.findMany({ where: { storageKey: { not: null } } });
    expect(contracts.length).toBeGreaterThan(40);
    for (const c of contracts) {
      const pdf = read(c.storageKey!);
      if (c.pdfSha256 !== sha256(pdf)) problems.push(`${c.id}: pdfSha256 does not match`);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const signatures = [c.employeeSignedAt, c.employerSignedAt].filter(Boolean).length;
      if (!signatures) continue;
      const signed = read(c.signedStorageKey!);
      if (c.signedSha256 !== sha256(signed)) problems.push(`${c.id}: signedSha256 does not match`);
      // The signed copy is the PDF plus one signature page per signature.
      if ((await PDFDocument.load(signed)).getPageCount() !== 1 + signatures)
        problems.push(`${c.id}: signed copy without its ${signatures} signature page(s)`);
    }
    // A contract awaiting the countersignature: the product's signer takes its signed copy.
    const awaiting = contracts.find((c) => c.status === "signed_employee")!;
    const countersigned = await stampSignaturePage({
      pdf: read(awaiting.signedStorageKey!),
      documentHash: awaiting.signedSha256!,
      signer: { name: "Casey Success", email: "cs@example.com", party: "employer", ip: "127.0.0.1", at: new Date() },
      title: "Employment contract",
      returnUrl: "",
    });
    expect((await PDFDocument.load(countersigned)).getPageCount()).toBe(3);
    const emma = await db.prisma.contract.findUniqueOrThrow({ where: { id: "contract-emp-emma-v2" } });
    expect(emma.status).toBe("signed_both_parties");
    expect(emma.signedStorageKey).toBe("seed/contracts/doc-contract-emma-v2-signed.pdf");
    expect(problems).toEqual([]);
  });

  it("[SEED] each pay register reads back, through the product's parser, as exactly the file's seeded rows", async () => {
    const files = await db.prisma.grossToNetFile.findMany({
      include: { rows: { orderBy: { rowNumber: "asc" } } },
      orderBy: { id: "asc" },
    });
    expect(files).toHaveLength(56);
    for (const f of files) {
      const parsed = await parsePayRegisterText(read(f.storageKey!).toString("utf8"));
      expect({ file: f.id, errors: parsed.errors }).toEqual({ file: f.id, errors: [] });
      expect(parsed.currency).toBe(f.currency);
      expect(parsed.rows).toBeGreaterThan(0);
      if (f.rows.length === 0) continue; // DRAFT and ERROR files: the seed wrote no rows
      const fromCsv = parsed.copyLines.map((line) => line.split("\t").slice(1, 7)); // rowNumber .. value
      const seeded = f.rows.map((r) => [
        String(r.rowNumber),
        r.employeeRef,
        r.firstName,
        r.lastName,
        r.concept,
        r.value,
      ]);
      expect(
        fromCsv.map(([n, ref, first, last, concept, value]) => [n, ref, first, last, concept, Number(value)]),
      ).toEqual(seeded.map(([n, ref, first, last, concept, value]) => [n, ref, first, last, concept, Number(value)]));
    }
  });

  it("[SEED] each bulk upload's files hold its row count, with the invalid rows its errors name", async () => {
    const uploads = await db.prisma.bulkUpload.findMany({ include: { errors: true } });
    expect(uploads).toHaveLength(3);
    for (const u of uploads) {
      const checked = checkRows(
        u.uploadUrls.map((key, i) => ({ fileName: u.fileNames[i], text: read(key).toString() })),
      );
      expect({ upload: u.id, total: checked.total }).toEqual({ upload: u.id, total: u.total });
      const invalid = u.errors.filter((e) => Array.isArray(e.errors) && e.errors.length).map((e) => e.rowNumber);
      expect(checked.problems.map((p) => p.rowNumber).sort()).toEqual(invalid.sort());
    }
  });

  it("[SEED] the files are deterministic: made again from the rows, every one has the same bytes", async () => {
    const again = await renderDemoFiles(await demoFileCatalog(db.prisma));
    expect(again.length).toBeGreaterThan(250);
    const differ = again.filter((f) => !f.bytes.equals(read(f.key))).map((f) => f.key);
    expect(differ).toEqual([]);
  });

  it("[SEED] a second seed run writes deleted files again (the same bytes) and no rows; a third writes nothing", async () => {
    const victims = [
      "seed/documents/doc-emma-passport.pdf",
      "seed/documents/doc-emma-sin.png",
      "seed/documents/doc-acme-dpa.docx",
      "seed/contracts/doc-contract-emma-v2-signed.pdf",
      "seed/pay-reports/gtn-202610-de-cycle1.csv",
      "seed/pay-reports/gtn-202612-de-cycle1.csv",
    ];
    const before = new Map(victims.map((key) => [key, read(key)]));
    const counts = await tableCounts(db);
    for (const key of victims) fs.rmSync(filePath(key));

    const second = await seedDemoData(db.prisma);
    expect(second).toEqual({ status: "already-seeded", files: { pdf: 2, png: 1, docx: 1, csv: 2 }, stale: [] });
    for (const key of victims) expect({ key, same: read(key).equals(before.get(key)!) }).toEqual({ key, same: true });
    expect(await tableCounts(db)).toEqual(counts);

    const started = Date.now();
    expect(await seedDemoData(db.prisma)).toEqual({ status: "already-seeded", files: {}, stale: [] });
    console.log(`seed run on a seeded database with every file present: ${Date.now() - started} ms`);
  });

  it("[SEED] a missing file whose row records another size (rows older than the demo files) is not written", async () => {
    const key = "seed/documents/doc-acme-msa.pdf";
    const doc = await db.prisma.document.findUniqueOrThrow({ where: { id: "doc-acme-msa" } });
    await db.prisma.document.update({ where: { id: doc.id }, data: { sizeBytes: 2_301_112, sha256: null } });
    fs.rmSync(filePath(key));
    try {
      expect(await seedDemoData(db.prisma)).toEqual({ status: "already-seeded", files: {}, stale: [key] });
      expect(fs.existsSync(filePath(key))).toBe(false);
    } finally {
      await db.prisma.document.update({
        where: { id: doc.id },
        data: { sizeBytes: doc.sizeBytes, sha256: doc.sha256 },
      });
      expect(await seedDemoData(db.prisma)).toEqual({ status: "already-seeded", files: { pdf: 1 }, stale: [] });
    }
  });

  it("[SEED] a data export of every demo employee completes with the employee's documents", async () => {
    // lib/db connects on first use with DATABASE_URL: point it at the fresh database before anything used it.
    expect((globalThis as { omniPool?: unknown }).omniPool).toBeUndefined();
    process.env.DATABASE_URL = db.url;
    const employees = await db.prisma.employee.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect(employees.length).toBeGreaterThanOrEqual(80);
    const failures: string[] = [];
    let documents = 0;
    for (const { id: employeeId } of employees) {
      const job = await db.prisma.employeeDataExport.create({ data: { employeeId } });
      await buildDataExport(job.id).catch(() => {}); // a failure is recorded on the row
      const done = await db.prisma.employeeDataExport.findUniqueOrThrow({ where: { id: job.id } });
      if (done.status !== "READY") {
        failures.push(`${employeeId}: ${done.status} ${done.error ?? ""}`);
        continue;
      }
      const zip = readZip(read(done.storageKey!));
      // Spec 1 section 8: the document's state governs every ZIP that would include it (only READY ones go in).
      const all = await db.prisma.document.findMany({
        where: { employeeId },
        select: { id: true, storageKey: true, status: true, scanStatus: true },
      });
      const docs = all.filter((d) => d.status === "READY" && ["CLEAN", "NOT_SCANNED"].includes(d.scanStatus));
      documents += docs.length;
      if (zip.size !== docs.length + 1)
        failures.push(`${employeeId}: ${zip.size} entries for ${docs.length} documents`);
      for (const d of docs) {
        const entry = [...zip.entries()].find(([name]) => name.startsWith(`documents/${d.id}-`));
        if (!entry?.[1].equals(read(d.storageKey))) failures.push(`${employeeId}: ${d.id} missing or different`);
      }
      for (const d of all.filter((x) => !docs.includes(x)))
        if ([...zip.keys()].some((name) => name.startsWith(`documents/${d.id}-`)))
          failures.push(`${employeeId}: ${d.id} (${d.status}) is in the ZIP`);
    }
    expect(failures).toEqual([]);
    expect(documents).toBeGreaterThan(40);
  });
});
