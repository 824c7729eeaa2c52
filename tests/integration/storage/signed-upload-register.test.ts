/** @jest-environment node */
// [STORAGE] POST /api/documents/signed-upload (spec 1 section 7): a file posted to the signed target of
// GET /document-storage/presignedpost becomes a Document through finalizeUpload and the same checks as a
// multipart upload: on the disk backend (the app's signed route) and on S3 (a presigned POST to s3rver).
// HTML named .pdf is refused and removed; only the uploader can record their key; a foreign owner is 404.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as presignedRoute from "@/app/api/document-storage/presignedpost/route";
import * as uploadRoute from "@/app/api/document-storage/upload/route";
import * as registerRoute from "@/app/api/documents/signed-upload/route";
import { getDb } from "@/lib/db";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { getStore, type UploadTarget } from "@/lib/storage/store";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";

const db = getDb();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const HTML = Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>");
type Doc = { id: string; fileName: string; mimeType: string; sizeBytes: number; companyId: string; title: string };
type Failure = { message: string; fieldErrors?: Record<string, string[]> };

async function postToTarget(token: string, companyId: string, name: string, bytes: Buffer) {
  const target = await call<UploadTarget>(presignedRoute.GET, {
    path: `/api/document-storage/presignedpost?filename=${encodeURIComponent(name)}&companyId=${companyId}`,
    token,
  });
  expect(target.status).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(target.body.fields)) form.append(k, v);
  form.append("file", new File([new Uint8Array(bytes)], name));
  if (target.body.url.startsWith("/")) {
    expect((await call(uploadRoute.POST, { method: "POST", path: target.body.url, form })).status).toBe(204);
  } else {
    const res = await fetch(target.body.url, { method: "POST", body: form });
    expect(res.status).toBeLessThan(300);
  }
  return target.body.fields.key;
}

const register = (token: string, json: unknown) =>
  call<Doc & Failure>(registerRoute.POST, { method: "POST", path: "/api/documents/signed-upload", token, json });

function suite(backend: "disk" | "s3") {
  describe(`[STORAGE] signed upload registration on ${backend}`, () => {
    it("records the posted pdf as a company document, moved off the signed key", async () => {
      expect(getStore().kind).toBe(backend);
      const boss = await createManager(db);
      const token = await tokenFor(boss.user.id);
      const key = await postToTarget(token, boss.companyId, "Payslip.pdf", PDF);
      const res = await register(token, { key, companyId: boss.companyId, title: "Payslip" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        fileName: "Payslip.pdf",
        mimeType: "application/pdf",
        sizeBytes: PDF.length,
        companyId: boss.companyId,
        title: "Payslip",
      });
      const row = await db.document.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(row.storageKey).toMatch(/^documents\//);
      expect((await getStore().stat(row.storageKey))?.sizeBytes).toBe(PDF.length);
      expect(await getStore().stat(key)).toBeNull();
      expect(await db.auditEvent.count({ where: { entityId: row.id, action: "document.create" } })).toBe(1);
      // The same key cannot be recorded twice.
      expect((await register(token, { key, companyId: boss.companyId })).status).toBe(404);
    });

    it("refuses HTML named .pdf (removed from storage), a stranger's key, and a foreign company", async () => {
      const boss = await createManager(db);
      const token = await tokenFor(boss.user.id);
      const before = await db.document.count();
      const htmlKey = await postToTarget(token, boss.companyId, "invoice.pdf", HTML);
      const refused = await register(token, { key: htmlKey, companyId: boss.companyId });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.key).toEqual([DOCUMENT_MESSAGES.type]);
      expect(await getStore().stat(htmlKey)).toBeNull();

      const key = await postToTarget(token, boss.companyId, "contract.pdf", PDF);
      const stranger = await createManager(db, { companyId: boss.companyId });
      expect((await register(await tokenFor(stranger.user.id), { key, companyId: boss.companyId })).status).toBe(404);
      const other = await createCompany(db);
      expect((await register(token, { key, companyId: other.id })).status).toBe(404);
      expect((await register(token, {})).body.fieldErrors?.key).toBeDefined();
      expect(await db.document.count()).toBe(before);
    });
  });
}

describe("disk", () => {
  beforeAll(() => {
    for (const key of ["S3_BUCKET", "S3_ENDPOINT"]) delete process.env[key];
    process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-signed-register-"));
  });
  suite("disk");
});

describe("s3", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(process.env, s3.env);
  });
  afterAll(async () => {
    for (const key of Object.keys(s3.env)) delete process.env[key];
    await s3.stop();
  });
  suite("s3");
});
