/** @jest-environment node */
// Documents: multipart upload checked on the real bytes, listing by company with sorting, download with
// Content-Disposition, 202 while processing, the malicious answer, delete, and tenant rules.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as docsRoute from "@/app/api/documents/route";
import * as docRoute from "@/app/api/documents/[documentId]/route";
import * as downloadRoute from "@/app/api/documents/[documentId]/download/route";
import { getDb } from "@/lib/db";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { useTestScanner } from "../support/clamav";
import { scanFile } from "@/lib/storage/scan-file";
import { documentScanSubject } from "@/lib/documents/document-scan";

const db = getDb();
type Body = { message: string; fieldErrors?: Record<string, string[]>; details?: { error: string } };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-docs-"));
});

// A scanned upload queues its scan job: stop the pg-boss client that started before the database goes away.
afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

function form(bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  const f = new FormData();
  f.set("file", new File([new Uint8Array(bytes)], name, { type }));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

function upload(token: string, f: FormData) {
  return call<{ id: string; title: string } & Body>(docsRoute.POST, {
    method: "POST",
    path: "/api/documents",
    token,
    form: f,
  });
}

describe("[DOCUMENTS] company documents", () => {
  it("a manager uploads a pdf to their company, lists it (newest first), downloads it, deletes it", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const first = await upload(
      token,
      form(PDF, "contract.pdf", "application/pdf", { companyId: boss.companyId, title: "Contract" }),
    );
    expect(first.status).toBe(201);
    const second = await upload(
      token,
      form(PDF, "policy.pdf", "application/pdf", { companyId: boss.companyId, title: "Policy" }),
    );
    const list = await call<{ items: { id: string; title: string; formattedDate: string }[]; totalCount: number }>(
      docsRoute.GET,
      { path: `/api/documents?companyId=${boss.companyId}`, token },
    );
    expect(list.body.items.map((d) => d.title)).toEqual(["Policy", "Contract"]);
    const asc = await call<{ items: { title: string }[] }>(docsRoute.GET, {
      path: `/api/documents?companyId=${boss.companyId}&sort=asc`,
      token,
    });
    expect(asc.body.items.map((d) => d.title)).toEqual(["Contract", "Policy"]);

    const file = await call<string>(downloadRoute.GET, {
      path: `/api/documents/${first.body.id}/download?download=1`,
      params: { documentId: first.body.id },
      token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="contract.pdf"/);
    expect(file.body).toContain("%PDF-1.4");

    const del = await call(docRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { documentId: second.body.id },
      token,
    });
    expect(del.status).toBe(204);
    expect(await db.document.findUnique({ where: { id: second.body.id } })).toBeNull();
    expect(await db.auditEvent.count({ where: { entityType: "Document", entityId: second.body.id } })).toBe(2);
  });

  it("refuses a renamed executable (magic bytes), a disallowed type, and a file over 15 MB", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const fake = await upload(
      token,
      form(Buffer.from("MZ\x90\x00 not a pdf"), "invoice.pdf", "application/pdf", { companyId: boss.companyId }),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.fieldErrors!.file).toEqual([DOCUMENT_MESSAGES.type]);
    const exe = await upload(token, form(Buffer.from("MZ"), "run.exe", "application/octet-stream"));
    expect(exe.body.message).toBe("This file type is not allowed. Please upload an image, pdf or word document.");
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length)]);
    const tooBig = await upload(token, form(big, "big.pdf", "application/pdf", { companyId: boss.companyId }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("The maximum file size is 15 MB. Please upload a smaller file.");
    expect(await db.document.count({ where: { companyId: boss.companyId } })).toBe(0);
  });

  it("202 while the virus scan is pending, and the malicious answer once clamscan flags it", async () => {
    const restore = useTestScanner();
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const ok = await upload(token, form(PDF, "a.pdf", "application/pdf", { companyId: boss.companyId }));
    expect(ok.body).toMatchObject({ scanStatus: "PENDING" });
    const pending = await call<Body>(downloadRoute.GET, { path: "/x", params: { documentId: ok.body.id }, token });
    expect(pending.status).toBe(202);
    expect(pending.body.message).toBe("This document is being processed and will be available soon.");
    const eicar = Buffer.concat([
      PDF,
      Buffer.from("X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*"),
    ]);
    const bad = await upload(token, form(eicar, "b.pdf", "application/pdf", { companyId: boss.companyId }));
    expect(await scanFile(documentScanSubject, bad.body.id)).toBe("INFECTED");
    restore();
    const refused = await call<Body>(downloadRoute.GET, { path: "/x", params: { documentId: bad.body.id }, token });
    expect(refused.body.message).toBe("This document was flagged as malicious and is not available.");
    expect(refused.body.details).toEqual({ error: "MALICIOUS_DOCUMENT" });
  });

  it("another company's manager gets 404 on list entries, download and delete, and cannot upload to it", async () => {
    const owner = await createManager(db);
    const other = await createManager(db);
    const doc = await upload(
      await tokenFor(owner.user.id),
      form(PDF, "secret.pdf", "application/pdf", { companyId: owner.companyId }),
    );
    const token = await tokenFor(other.user.id);
    const list = await call<{ items: unknown[] }>(docsRoute.GET, {
      path: `/api/documents?companyId=${owner.companyId}`,
      token,
    });
    expect(list.body.items).toEqual([]);
    expect((await call(downloadRoute.GET, { path: "/x", params: { documentId: doc.body.id }, token })).status).toBe(
      404,
    );
    expect(
      (await call(docRoute.DELETE, { method: "DELETE", path: "/x", params: { documentId: doc.body.id }, token }))
        .status,
    ).toBe(404);
    expect((await upload(token, form(PDF, "x.pdf", "application/pdf", { companyId: owner.companyId }))).status).toBe(
      404,
    );
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    expect(
      (
        await call(downloadRoute.GET, {
          path: "/x",
          params: { documentId: doc.body.id },
          token: await tokenFor(admin.id),
        })
      ).status,
    ).toBe(200);
  });
});
