/** @jest-environment node */
// The one upload pipeline, through every upload route's real handler, real PostgreSQL and a real clamscan
// (with a signature database this test writes): EICAR quarantined everywhere, hostile content refused
// whatever its declared type and name, a 50 MB streamed body refused after ~15 MB with bounded memory, and a
// clean file going PENDING -> CLEAN before it is served.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import * as docsRoute from "@/app/api/documents/route";
import * as downloadRoute from "@/app/api/documents/[documentId]/download/route";
import * as orderFormRoute from "@/app/api/seats/[id]/order-form/route";
import * as completeRoute from "@/app/api/gross-to-net/complete/route";
import * as manualRoute from "@/app/api/gross-to-net/manual-ingestion/route";
import { getDb } from "@/lib/db";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { scanFile } from "@/lib/storage/scan-file";
import { documentScanSubject } from "@/lib/documents/document-scan";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { call, tokenFor } from "../support/http";
import { EICAR, useTestScanner } from "../support/clamav";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createSeat } from "../../factories/seats";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";

const db = getDb();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
type Body = { message: string; fieldErrors?: Record<string, string[]>; details?: { error: string } };
type Fixture = Awaited<ReturnType<typeof createPayrollFixture>>;

let storageDir: string;
let restoreScanner: () => void;
let adminToken: string;
let fx: Fixture;

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-uploads-"));
  process.env.OMNI_STORAGE_DIR = storageDir;
  restoreScanner = useTestScanner();
  adminToken = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  fx = await createPayrollFixture(db);
});

afterAll(async () => {
  restoreScanner();
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else out.push(entry.name);
  };
  walk(storageDir);
  return out;
}

const fileForm = (field: string, bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

const registerFields = () => ({
  source: "MANUAL",
  payrollPeriod: fx.period,
  payrollCycle: "CYCLE_1",
  fileType: "PAY_REGISTER",
  country: fx.country,
  lspId: fx.lsp.id,
  legalEntityId: fx.legalEntity.id,
});

/** Every upload route, as one function each: (bytes, name, declared type) -> response. */
async function uploadRoutes() {
  const boss = await createManager(db);
  const managerToken = await tokenFor(boss.user.id);
  return {
    documents: (bytes: Buffer, name: string, type: string) =>
      call<Body & { id: string }>(docsRoute.POST, {
        method: "POST",
        path: "/api/documents",
        token: managerToken,
        form: fileForm("file", bytes, name, type, { companyId: boss.companyId }),
      }),
    orderForm: async (bytes: Buffer, name: string, type: string) => {
      const seat = await createSeat(db, { withProfile: true });
      const res = await call<Body>(orderFormRoute.POST, {
        method: "POST",
        path: `/api/seats/${seat.id}/order-form`,
        params: { id: seat.id },
        token: adminToken,
        form: fileForm("file", bytes, name, type),
      });
      return { ...res, seatId: seat.id };
    },
    complete: (bytes: Buffer, name: string, type: string) =>
      call<Body & { items: { id: string; status: string }[] }>(completeRoute.POST, {
        method: "POST",
        path: "/api/gross-to-net/complete",
        token: adminToken,
        form: fileForm("fileContent", bytes, name, type, registerFields()),
      }),
    manual: (bytes: Buffer, name: string, type: string) =>
      call<Body & { id: string }>(manualRoute.POST, {
        method: "POST",
        path: "/api/gross-to-net/manual-ingestion",
        token: adminToken,
        form: fileForm("fileContent", bytes, name, type, registerFields()),
      }),
  };
}

describe("[UPLOADS] hostile content is refused on every upload route", () => {
  const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
  const svg = Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(200, 0x41)]);
  const disguises: [string, string][] = [
    ["report.pdf", "application/pdf"],
    ["photo.png", "image/png"],
    ["register.csv", "text/csv"],
    ["REGISTER.CSV", "text/csv"],
    ["page.html", "text/html"],
  ];

  it.each([
    ["HTML", html],
    ["SVG with a script", svg],
    ["a Windows executable (MZ)", exe],
  ])("%s: 400 on documents, order form, complete and manual ingestion, nothing stored", async (_label, bytes) => {
    const routes = await uploadRoutes();
    const before = storedFiles().length;
    const documentsBefore = await db.document.count();
    const registersBefore = await db.grossToNetFile.count();
    for (const [name, type] of disguises) {
      for (const [route, send] of Object.entries(routes)) {
        const res = await send(bytes, name, type);
        expect({ route, name, status: res.status }).toEqual({ route, name, status: 400 });
        expect(res.body.message).toMatch(/not allowed|Only \.csv files/);
      }
    }
    expect(storedFiles().length).toBe(before);
    expect(await db.document.count()).toBe(documentsBefore);
    expect(await db.grossToNetFile.count()).toBe(registersBefore);
  });

  it("an upper-case .CSV of plain text is accepted as a pay register; a binary named .csv is not", async () => {
    const routes = await uploadRoutes();
    const ok = await routes.manual(Buffer.from(payRegisterCsv([["U9", "A", "B", "Base Salary", "1"]])), "R.CSV", "");
    expect(ok.status).toBe(201);
    const binary = await routes.manual(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]), "x.csv", "text/csv");
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe("Only .csv files are accepted.");
  });
});

describe("[UPLOADS] virus scanning with clamscan", () => {
  const eicarPdf = Buffer.concat([PDF, Buffer.from(EICAR)]);

  it("EICAR is quarantined on every route: never served, the spec's message, a flagged register never ingested", async () => {
    const routes = await uploadRoutes();
    const doc = await routes.documents(eicarPdf, "invoice.pdf", "application/pdf");
    expect(doc.status).toBe(201);
    expect(await scanFile(documentScanSubject, doc.body.id)).toBe("INFECTED");
    const refused = await call<Body>(downloadRoute.GET, {
      path: "/x",
      params: { documentId: doc.body.id },
      token: adminToken,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This document was flagged as malicious and is not available.");
    expect(refused.body.details).toEqual({ error: "MALICIOUS_DOCUMENT" });
    expect(await db.document.findUniqueOrThrow({ where: { id: doc.body.id } })).toMatchObject({
      scanStatus: "INFECTED",
      status: "MALICIOUS",
      scanSignature: "Omni-Eicar-Test.UNOFFICIAL",
    });

    const order = await routes.orderForm(eicarPdf, "order.pdf", "application/pdf");
    expect(order.status).toBe(200);
    const orderDoc = await db.document.findFirstOrThrow({
      where: {
        type: "ORDER_FORM",
        storageKey: (await db.seat.findUniqueOrThrow({ where: { id: order.seatId } })).sowDocUrl!,
      },
    });
    const pending = await call<Body>(orderFormRoute.GET, {
      path: "/x",
      params: { id: order.seatId },
      token: adminToken,
    });
    expect(pending.status).toBe(202);
    expect(pending.body.message).toBe("This document is being processed and will be available soon.");
    expect(await scanFile(documentScanSubject, orderDoc.id)).toBe("INFECTED");
    const orderRefused = await call<Body>(orderFormRoute.GET, {
      path: "/x",
      params: { id: order.seatId },
      token: adminToken,
    });
    expect(orderRefused.status).toBe(422);
    expect(orderRefused.body.details).toEqual({ error: "MALICIOUS_DOCUMENT" });

    const eicarCsv = Buffer.from(
      payRegisterCsv([["U1", "A", "B", "Base Salary", "1"]]) + `${EICAR},A,B,Base Salary,1\n`,
    );
    const complete = await routes.complete(eicarCsv, "a.csv", "text/csv");
    const manual = await routes.manual(eicarCsv, "b.csv", "text/csv");
    for (const id of [complete.body.items[0].id, manual.body.id]) {
      expect(await db.grossToNetFile.findUniqueOrThrow({ where: { id } })).toMatchObject({ scanStatus: "PENDING" });
      // The processing job scans first: the register is never ingested.
      expect(await processGrossToNetFile(id)).toBe("ERROR");
      expect(await db.grossToNetFile.findUniqueOrThrow({ where: { id } })).toMatchObject({ scanStatus: "INFECTED" });
      expect(await db.payRegisterRow.count({ where: { grossToNetId: id } })).toBe(0);
      const errors = await db.dataProcessingError.findMany({ where: { grossToNetId: id } });
      expect(errors.map((e) => e.message)).toEqual([UPLOAD_MESSAGES.maliciousRegister]);
    }
  });

  it("a clean pdf goes PENDING -> CLEAN and is then served (inline only for safe types), a clean register is ingested", async () => {
    const routes = await uploadRoutes();
    const doc = await routes.documents(PDF, "clean.pdf", "application/octet-stream");
    expect(doc.body).toMatchObject({ scanStatus: "PENDING", mimeType: "application/pdf" });
    const early = await call<Body>(downloadRoute.GET, {
      path: "/x",
      params: { documentId: doc.body.id },
      token: adminToken,
    });
    expect(early.status).toBe(202);
    expect(await scanFile(documentScanSubject, doc.body.id)).toBe("CLEAN");
    const served = await call<string>(downloadRoute.GET, {
      path: "/x?disposition=inline&download=1",
      params: { documentId: doc.body.id },
      token: adminToken,
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("x-scan-status")).toBe("clean");
    expect(served.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(served.body).toContain("%PDF-1.4");

    const docx = await routes.documents(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "cv.docx", "");
    await scanFile(documentScanSubject, docx.body.id);
    const word = await call(downloadRoute.GET, {
      path: "/x?disposition=inline&download=1",
      params: { documentId: docx.body.id },
      token: adminToken,
    });
    expect(word.headers.get("content-disposition")).toMatch(/^attachment;/);

    const fresh = await createPayrollFixture(db);
    fx = fresh;
    const reg = await routes.manual(
      Buffer.from(payRegisterCsv([["U1", "A", "B", "Base Salary", "100"]])),
      "ok.csv",
      "",
    );
    expect(await processGrossToNetFile(reg.body.id)).toBe("DUPLICATES_CHECKED");
    expect(await db.grossToNetFile.findUniqueOrThrow({ where: { id: reg.body.id } })).toMatchObject({
      scanStatus: "CLEAN",
    });
  });

  it("with no scanner configured files are NOT_SCANNED: downloadable, and flagged so in the API and headers", async () => {
    const saved = process.env.CLAMAV_DB_DIR;
    process.env.CLAMAV_DB_DIR = "/nonexistent/no-signatures";
    try {
      const routes = await uploadRoutes();
      const doc = await routes.documents(PDF, "dev.pdf", "application/pdf");
      expect(doc.body).toMatchObject({ scanStatus: "NOT_SCANNED" });
      const served = await call(downloadRoute.GET, {
        path: "/x?download=1",
        params: { documentId: doc.body.id },
        token: adminToken,
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("x-scan-status")).toBe("not-scanned");
    } finally {
      process.env.CLAMAV_DB_DIR = saved;
    }
  });
});

describe("[UPLOADS] size limits enforced while reading", () => {
  /** A multipart body produced lazily, chunk by chunk, as a slow client would send it. */
  function streamedUpload(fileBytes: number, fields: Record<string, string>) {
    const boundary = "----omni-test-boundary";
    const head = Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = 64 * 1024;
    let sent = 0;
    let peakRss = process.memoryUsage().rss;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        if (sent === 0) {
          controller.enqueue(new Uint8Array(head));
          sent += head.length;
        } else if (sent < fileBytes) {
          const n = Math.min(chunk, fileBytes - sent);
          controller.enqueue(new Uint8Array(n).fill(0x20));
          sent += n;
        } else {
          controller.enqueue(new Uint8Array(tail));
          controller.close();
        }
      },
    });
    return { body, boundary, sent: () => sent, peakRss: () => peakRss };
  }

  it("a 50 MB body against the 15 MB document limit: 413 after ~15 MB read, memory growth bounded", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const before = storedFiles().length;
    const upload = streamedUpload(50 * 1024 * 1024, { companyId: boss.companyId });
    const baseline = process.memoryUsage().rss;
    const req = new NextRequest("http://localhost/api/documents", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${upload.boundary}` },
      body: upload.body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await docsRoute.POST(req, { params: Promise.resolve({}) });
    const body = (await res.json()) as Body;
    const readMb = upload.sent() / 1024 / 1024;
    const growthMb = (upload.peakRss() - baseline) / 1024 / 1024;
    console.log(
      `[UPLOADS] 50 MB body: refused after reading ${readMb.toFixed(1)} MB; RSS growth ${growthMb.toFixed(1)} MB`,
    );
    expect(res.status).toBe(413);
    expect(body.message).toBe("The maximum file size is 15 MB. Please upload a smaller file.");
    expect(body.fieldErrors?.file).toEqual([body.message]);
    expect(readMb).toBeGreaterThan(15);
    expect(readMb).toBeLessThan(17);
    // req.formData() grew the process by 100-120 MB for this body; the stream keeps it near the chunk size.
    expect(growthMb).toBeLessThan(30);
    expect(storedFiles().length).toBe(before);
  });

  it("a declared Content-Length over the cap is refused before reading; pay registers have their own cap", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const upload = streamedUpload(50 * 1024 * 1024, { companyId: boss.companyId });
    const req = new NextRequest("http://localhost/api/documents", {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${upload.boundary}`,
        "content-length": String(50 * 1024 * 1024 + 400),
      },
      body: upload.body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await docsRoute.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(upload.sent()).toBeLessThan(1024 * 1024);

    process.env.PAY_REGISTER_MAX_BYTES = String(1024 * 1024);
    try {
      const routes = await uploadRoutes();
      const big = Buffer.from(payRegisterCsv([["U1", "A", "B", "Base Salary", "1"]]) + "x,".repeat(1024 * 1024));
      const refused = await routes.manual(big, "big.csv", "text/csv");
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe("The file is too large: the maximum size of a pay register is 1 MB.");
    } finally {
      delete process.env.PAY_REGISTER_MAX_BYTES;
    }
  });
});
