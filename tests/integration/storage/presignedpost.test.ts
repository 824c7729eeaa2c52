/** @jest-environment node */
// [STORAGE] GET /api/document-storage/presignedpost (spec 1 section 7): who may ask for a signed upload target
// (documents.create, tenancy of the target), its shape, and the disk upload it signs, up to finalizeUpload.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as presignedRoute from "@/app/api/document-storage/presignedpost/route";
import * as uploadRoute from "@/app/api/document-storage/upload/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { finalizeUpload } from "@/lib/storage/finalize-upload";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";
import { getStore, type UploadTarget } from "@/lib/storage/store";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";

const db = getDb();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
type Body = UploadTarget & { message: string; fieldErrors?: Record<string, string[]> };

beforeAll(() => {
  for (const key of ["S3_BUCKET", "S3_ENDPOINT"]) delete process.env[key];
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-presigned-"));
});

const ask = (token: string | null, query: string) =>
  call<Body>(presignedRoute.GET, { path: `/api/document-storage/presignedpost?${query}`, token });

describe("[STORAGE] GET /api/document-storage/presignedpost", () => {
  it("401 without a session or token", async () => {
    expect((await ask(null, "filename=contract.pdf")).status).toBe(401);
  });

  it("403 for a role without documents.create", async () => {
    const { user } = await createUser(db, { roles: ["international-expansion"] });
    const res = await ask(await tokenFor(user.id), "filename=contract.pdf");
    expect(res.status).toBe(403);
  });

  it("404 for another company, 400 for a missing name or a file type documents do not allow", async () => {
    const boss = await createManager(db);
    const other = await createCompany(db);
    const token = await tokenFor(boss.user.id);
    const foreign = await ask(token, `filename=contract.pdf&companyId=${other.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Company not found");
    expect((await ask(token, "filename=")).status).toBe(400);
    const exe = await ask(token, `filename=setup.exe&companyId=${boss.companyId}`);
    expect(exe.status).toBe(400);
    expect(exe.body.fieldErrors?.filename).toEqual([DOCUMENT_MESSAGES.type]);
  });

  it("a manager gets a signed target for their company, posts the file to it, and only they can finalize it", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const res = await ask(token, `filename=${encodeURIComponent("Contrat signé.pdf")}&companyId=${boss.companyId}`);
    expect(res.status).toBe(200);
    const { url, fields, expiresAt } = res.body;
    expect(url).toBe("/api/document-storage/upload");
    expect(fields.key).toMatch(new RegExp(`^uploads/${boss.user.id}/[0-9a-f-]{36}/Contrat-signe\\.pdf$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", new File([new Uint8Array(PDF)], "Contrat signé.pdf", { type: "application/pdf" }));
    const posted = await call(uploadRoute.POST, { method: "POST", path: url, form });
    expect(posted.status).toBe(204);
    expect((await getStore().stat(fields.key))?.sizeBytes).toBe(PDF.length);

    const actor = (await loadActor(boss.user.id, null, "session"))!;
    const stranger = await createManager(db, { companyId: boss.companyId });
    const strangerActor = (await loadActor(stranger.user.id, null, "session"))!;
    const refused = await finalizeUpload(strangerActor, fields.key, DOCUMENT_UPLOAD).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("NOT_FOUND");

    // Moved to a server-side key, so a second post to the still-valid target cannot change what was recorded.
    const finalized = await finalizeUpload(actor, fields.key, DOCUMENT_UPLOAD);
    expect(finalized.key).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(finalized.sizeBytes).toBe(PDF.length);
    expect(finalized.head.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(await getStore().stat(fields.key)).toBeNull();
    expect((await getStore().stat(finalized.key))?.sizeBytes).toBe(PDF.length);
    const again = await finalizeUpload(actor, fields.key, DOCUMENT_UPLOAD).catch((e: unknown) => e);
    expect((again as AppError).code).toBe("NOT_FOUND");
    const missing = await finalizeUpload(actor, `uploads/${boss.user.id}/nothing/here.pdf`, DOCUMENT_UPLOAD).catch(
      (e: unknown) => e,
    );
    expect((missing as AppError).code).toBe("NOT_FOUND");
  });

  it("the disk upload route refuses a form without the signed fields, and a non-multipart body", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(PDF)], "a.pdf"));
    const unsigned = await call<{ message: string }>(uploadRoute.POST, { method: "POST", path: "/x", form });
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.message).toBe("The upload signature is not valid.");
    const json = await call(uploadRoute.POST, { method: "POST", path: "/x", json: { key: "x" } });
    expect(json.status).toBe(400);
  });
});
