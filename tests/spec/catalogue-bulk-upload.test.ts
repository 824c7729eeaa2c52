/** @jest-environment node */
// Catalogue conformance (spec 3 section 7): POST /employees/bulk-upload takes { uploadUrls, companyId, uploadId },
// the CSV files posted first to signed upload targets ("a signed upload target is requested, then the file is
// posted to it"). Proved end to end through the import job, and every uploadUrl that is not a target this caller
// was issued for this import is refused with the field named. The multipart form stays as an extension.
import * as targetRoute from "@/app/api/employees/bulk-upload/upload-target/route";
import * as bulkRoute from "@/app/api/employees/bulk-upload/route";
import * as resultRoute from "@/app/api/employees/bulk-upload/[bulkUploadId]/route";
import * as presignedRoute from "@/app/api/document-storage/presignedpost/route";
import * as uploadRoute from "@/app/api/document-storage/upload/route";
import { getDb } from "@/lib/db";
import { getStore } from "@/lib/storage/store";
import { runBulkImport } from "@/lib/bulk-uploads/run-bulk-import";
import { TEMPLATE_COLUMNS } from "@/lib/bulk-uploads/row-schema";
import { UPLOAD_URL_MESSAGES } from "@/lib/bulk-uploads/create-bulk-upload-from-urls";
import type { BulkUploadDto } from "@/lib/bulk-uploads/schema";
import { call, tokenFor } from "../integration/support/http";
import { createCompany } from "../factories/companies";
import { ensureCountry } from "../factories/countries";
import { createUser, uniqueSuffix } from "../factories/users";
import { startS3TestServer } from "../integration/storage/s3-test-server";

const db = getDb();
const HEADER = TEMPLATE_COLUMNS.join(",");

type Target = {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
  uploadId: string;
  uploadUrl: string;
};
type Refusal = { message: string; fieldErrors?: Record<string, string[]> };

async function csAdminToken() {
  return tokenFor((await createUser(db, { roles: ["admin", "customer-success"] })).user.id);
}

async function target(token: string, filename: string, uploadId?: string) {
  const qs = new URLSearchParams({ filename, ...(uploadId ? { uploadId } : {}) });
  const res = await call<Target>(targetRoute.GET, { path: `/api/employees/bulk-upload/upload-target?${qs}`, token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Posts a file to its signed target as the browser does (the signed fields first, then `file`). */
async function post(t: { url: string; fields: Record<string, string> }, name: string, text: string | Uint8Array) {
  const form = new FormData();
  for (const [k, v] of Object.entries(t.fields)) form.append(k, v);
  form.append("file", new File([typeof text === "string" ? text : new Uint8Array(text)], name, { type: "text/csv" }));
  expect(t.url).toBe("/api/document-storage/upload"); // the disk backend's signed route in this suite
  expect((await call(uploadRoute.POST, { method: "POST", path: t.url, form })).status).toBe(204);
}

const bulk = (token: string, json: unknown) =>
  call<{ id: string; state: string; companyId: string } & Refusal>(bulkRoute.POST, {
    method: "POST",
    path: "/api/employees/bulk-upload",
    json,
    token,
  });

const staff = (tag: string, names: string[]) =>
  [
    HEADER,
    ...names.map((n) => `${n},Import,${n.toLowerCase()}-${tag}@example.com,DE,Engineer,2027-01-04,60000,EUR,`),
  ].join("\r\n");

describe("[spec 3 §7] POST /employees/bulk-upload with uploadUrls", () => {
  it("[spec 3 §7] bulk upload takes { uploadUrls, companyId, uploadId } of files posted to signed targets and imports them through the job", async () => {
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const token = await csAdminToken();
    const tag = uniqueSuffix();
    const first = await target(token, "staff.csv");
    expect(first.uploadUrl).toBe(`${first.url}/${first.fields.key}`); // spec 1 §7: the location is url plus key
    const second = await target(token, "more staff.csv", first.uploadId);
    expect(second.uploadId).toBe(first.uploadId);
    await post(first, "staff.csv", staff(tag, ["Ana", "Ben"]));
    await post(second, "more staff.csv", staff(tag, ["Cai"]));

    const res = await bulk(token, {
      uploadUrls: [first.uploadUrl, second.fields.key], // the full location or the bare key
      companyId: company.id,
      uploadId: first.uploadId,
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: expect.any(String), state: "pending", companyId: company.id });

    const row = await db.bulkUpload.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.fileNames).toEqual(["staff.csv", "more-staff.csv"]);
    // The files were moved to server-side keys: the targets (still valid for minutes) can no longer change them.
    expect(row.uploadUrls.every((k) => k.startsWith("bulk-uploads/"))).toBe(true);
    expect(await getStore().stat(first.fields.key)).toBeNull();

    await runBulkImport(res.body.id); // what the worker runs for the queued job
    const result = await call<BulkUploadDto>(resultRoute.GET, {
      path: `/api/employees/bulk-upload/${res.body.id}`,
      params: { bulkUploadId: res.body.id },
      token,
    });
    expect(result.body).toMatchObject({ state: "finished", total: 3, successCount: 3, errorCount: 0 });
    const emails = (await db.employee.findMany({ where: { companyId: company.id } })).map((e) => e.personalEmail);
    expect(emails.sort()).toEqual([`ana-${tag}@example.com`, `ben-${tag}@example.com`, `cai-${tag}@example.com`]);
  });

  it("[spec 3 §7] refuses foreign, unknown and arbitrary uploadUrls with the field named, and takes none of the files", async () => {
    const company = await createCompany(db);
    const token = await csAdminToken();
    const mine = await target(token, "mine.csv");
    await post(mine, "mine.csv", staff(uniqueSuffix(), ["Dee"]));
    const other = await csAdminToken();
    const theirs = await target(other, "theirs.csv");
    await post(theirs, "theirs.csv", staff(uniqueSuffix(), ["Eve"]));
    const notPosted = await target(token, "never.csv", mine.uploadId);
    const otherBatch = await target(token, "other-batch.csv");
    await post(otherBatch, "other-batch.csv", staff(uniqueSuffix(), ["Fay"]));
    // A document upload of the same user (another purpose) is not an import file either.
    const doc = await call<{ fields: { key: string } }>(presignedRoute.GET, {
      path: "/api/document-storage/presignedpost?filename=contract.pdf",
      token,
    });
    expect(doc.status).toBe(200);
    const binary = await target(token, "sheet.csv", mine.uploadId);
    await post(binary, "sheet.csv", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]));

    const cases: [string, string][] = [
      [theirs.uploadUrl, UPLOAD_URL_MESSAGES.notIssued], // another user's file
      [`https://files.example.com/${mine.fields.key}`, UPLOAD_URL_MESSAGES.notIssued], // arbitrary URL
      ["https://files.example.com/staff.csv", UPLOAD_URL_MESSAGES.notIssued],
      [otherBatch.uploadUrl, UPLOAD_URL_MESSAGES.notIssued], // another batch (uploadId)
      [doc.body.fields.key, UPLOAD_URL_MESSAGES.notIssued], // a document target
      [`${mine.uploadUrl}/../../x.csv`, UPLOAD_URL_MESSAGES.notIssued],
      [notPosted.uploadUrl, UPLOAD_URL_MESSAGES.missing], // issued, nothing posted
      [binary.uploadUrl, "Only CSV files (text/csv) can be imported."],
      [mine.uploadUrl, UPLOAD_URL_MESSAGES.twice], // listed twice (checked at index 1)
    ];
    for (const [bad, message] of cases) {
      const res = await bulk(token, {
        uploadUrls: [mine.uploadUrl, bad],
        companyId: company.id,
        uploadId: mine.uploadId,
      });
      expect({ bad, status: res.status, fieldErrors: res.body.fieldErrors }).toEqual({
        bad,
        status: 400,
        fieldErrors: { "uploadUrls.1": [message] },
      });
    }
    // Nothing was taken: the caller's own file is still at its target, and no upload was recorded.
    expect(await getStore().stat(mine.fields.key)).not.toBeNull();
    expect(await db.bulkUpload.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("[spec 3 §7] names a missing or malformed field (uploadUrls, companyId, uploadId); an unknown company is 404", async () => {
    const company = await createCompany(db);
    const token = await csAdminToken();
    const t = await target(token, "a.csv");
    const fieldsOf = async (json: unknown) => Object.keys((await bulk(token, json)).body.fieldErrors ?? {});
    expect(await fieldsOf({ companyId: company.id, uploadId: t.uploadId })).toEqual(["uploadUrls"]);
    expect(await fieldsOf({ uploadUrls: [], companyId: company.id, uploadId: t.uploadId })).toEqual(["uploadUrls"]);
    expect(await fieldsOf({ uploadUrls: [t.uploadUrl], uploadId: t.uploadId })).toEqual(["companyId"]);
    expect(await fieldsOf({ uploadUrls: [t.uploadUrl], companyId: company.id })).toEqual(["uploadId"]);
    expect(await fieldsOf({ uploadUrls: [t.uploadUrl], companyId: company.id, uploadId: "../x" })).toEqual([
      "uploadId",
    ]);
    const unknown = await bulk(token, {
      uploadUrls: [t.uploadUrl],
      companyId: "no-such-company",
      uploadId: t.uploadId,
    });
    expect(unknown.status).toBe(404);
    const target400 = await call<Refusal>(targetRoute.GET, {
      path: "/api/employees/bulk-upload/upload-target?filename=staff.xlsx",
      token,
    });
    expect(target400.status).toBe(400);
    expect(Object.keys(target400.body.fieldErrors ?? {})).toEqual(["filename"]);
    // A manager may neither get a target nor import.
    const manager = await tokenFor((await createUser(db, { roles: ["manager"], tenantId: company.id })).user.id);
    expect((await call(targetRoute.GET, { path: "/x?filename=a.csv", token: manager })).status).toBe(403);
    expect(
      (await bulk(manager, { uploadUrls: [t.uploadUrl], companyId: company.id, uploadId: t.uploadId })).status,
    ).toBe(403);
  });

  it("[spec 3 §7] the multipart form stays as an extension: the content type decides", async () => {
    const company = await createCompany(db);
    const token = await csAdminToken();
    const form = new FormData();
    form.set("companyId", company.id);
    form.append("file", new File([staff(uniqueSuffix(), ["Gus"])], "form.csv", { type: "text/csv" }));
    const res = await call<{ id: string; state: string }>(bulkRoute.POST, {
      method: "POST",
      path: "/api/employees/bulk-upload",
      form,
      token,
    });
    expect(res.status).toBe(202);
    expect((await db.bulkUpload.findUniqueOrThrow({ where: { id: res.body.id } })).fileNames).toEqual(["form.csv"]);
  });

  it("[spec 3 §7] on S3 the uploadUrl is the bucket's url plus the key of a presigned POST, and a lookalike bucket is refused", async () => {
    const s3 = await startS3TestServer();
    Object.assign(process.env, s3.env);
    try {
      await ensureCountry(db, "DE");
      const company = await createCompany(db);
      const token = await csAdminToken();
      const t = await target(token, "s3 staff.csv");
      expect(t.url).toMatch(/^https?:\/\//);
      expect(t.uploadUrl).toBe(`${t.url.replace(/\/+$/, "")}/${t.fields.key}`);
      const form = new FormData();
      for (const [k, v] of Object.entries(t.fields)) form.append(k, v);
      form.append("file", new File([staff(uniqueSuffix(), ["Hal"])], "s3 staff.csv", { type: "text/csv" }));
      expect((await fetch(t.url, { method: "POST", body: form })).status).toBeLessThan(300);

      const lookalike = t.uploadUrl.replace(/^(https?:\/\/[^/]+)/, "$1.evil.example");
      const refused = await bulk(token, { uploadUrls: [lookalike], companyId: company.id, uploadId: t.uploadId });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(["uploadUrls.0"]);

      const res = await bulk(token, { uploadUrls: [t.uploadUrl], companyId: company.id, uploadId: t.uploadId });
      expect(res.status).toBe(202);
      const row = await db.bulkUpload.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(row.fileNames).toEqual(["s3-staff.csv"]);
      expect(await getStore().stat(row.uploadUrls[0])).not.toBeNull();
    } finally {
      for (const key of Object.keys(s3.env)) delete process.env[key];
      await s3.stop();
    }
  });
});
