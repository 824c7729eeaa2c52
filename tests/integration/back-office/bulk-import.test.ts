/** @jest-environment node */
// Bulk employee import through the real route and the real job handler (spec 3 sections 2, 4).
import * as uploadRoute from "@/app/api/employees/bulk-upload/route";
import * as resultRoute from "@/app/api/employees/bulk-upload/[bulkUploadId]/route";
import { getDb } from "@/lib/db";
import { EMAIL_TAKEN, runBulkImport, UNSERVED_COUNTRY } from "@/lib/bulk-uploads/run-bulk-import";
import { DUPLICATE_IN_FILE } from "@/lib/bulk-uploads/read-import-rows";
import { TEMPLATE_COLUMNS } from "@/lib/bulk-uploads/row-schema";
import type { BulkUploadDto } from "@/lib/bulk-uploads/schema";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
const HEADER = TEMPLATE_COLUMNS.join(",");

async function csAdmin() {
  const { user } = await createUser(db, { roles: ["admin", "customer-success"] });
  return tokenFor(user.id);
}

function form(companyId: string, files: { name: string; text: string; type?: string }[]) {
  const fd = new FormData();
  fd.set("companyId", companyId);
  for (const f of files) fd.append("file", new File([f.text], f.name, { type: f.type ?? "text/csv" }));
  return fd;
}

async function upload(token: string, companyId: string, files: { name: string; text: string; type?: string }[]) {
  return call<{ id: string; state: string; message?: string }>(uploadRoute.POST, {
    method: "POST",
    path: "/api/employees/bulk-upload",
    token,
    form: form(companyId, files),
  });
}

function mixedFile(tag: string) {
  return [
    "\uFEFF" + HEADER,
    `Ana,Valid,ana-${tag}@example.com,DE,"Engineer, Platform",2027-01-04,65000,EUR,`,
    `Ben,Valid,ben-${tag}@example.com,DE,Designer,2027-02-01,58000.50,EUR,`,
    `Cai,Badmail,not-an-email,DE,Analyst,2027-01-04,50000,EUR,`,
    `Dee,Nowhere,dee-${tag}@example.com,ZZ,Analyst,2027-01-04,50000,EUR,`,
    `Eve,Twice,eve-${tag}@example.com,DE,Analyst,2027-01-04,50000,EUR,`,
    `Eva,Twice,eve-${tag}@example.com,DE,Analyst,2027-01-04,50000,EUR,`,
    `Fay,Baddate,fay-${tag}@example.com,DE,Analyst,2027-13-40,50000,EUR,`,
  ].join("\r\n");
}

describe("[BULK IMPORT] client-success admin imports employees from CSV", () => {
  it("creates exactly the valid rows with an onboarding employment, lists every invalid one, and a second run creates none", async () => {
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const token = await csAdmin();
    const tag = uniqueSuffix();

    const first = await upload(token, company.id, [{ name: "staff.csv", text: mixedFile(tag) }]);
    expect(first.status).toBe(202);
    expect(first.body.state).toBe("pending");
    await runBulkImport(first.body.id);

    const result = await call<BulkUploadDto>(resultRoute.GET, {
      path: "/x",
      params: { bulkUploadId: first.body.id },
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ state: "finished", total: 7, successCount: 2, errorCount: 5 });
    const byEmail = Object.fromEntries(result.body.errors.map((e) => [e.email, e.errors.map((x) => x.message)]));
    // The create form's field messages (lib/employees/create-schema.ts) after the quoted CSV column.
    expect(byEmail["not-an-email"]).toEqual([`"email": Please enter a valid email address`]);
    expect(byEmail[`dee-${tag}@example.com`]).toEqual([UNSERVED_COUNTRY]);
    expect(result.body.errors.filter((e) => e.email === `eve-${tag}@example.com`)).toHaveLength(2);
    expect(byEmail[`eve-${tag}@example.com`]).toEqual([DUPLICATE_IN_FILE]);
    expect(byEmail[`fay-${tag}@example.com`]).toEqual([`"startDate": Please enter a start date`]);

    const employees = await db.employee.findMany({
      where: { companyId: company.id },
      include: { currentEmployment: true, salaryHistory: true, onboardingProgress: true },
      orderBy: { firstName: "asc" },
    });
    // The CSV's email column is the personal e-mail, as on POST /api/employees; no work e-mail is set.
    expect(employees.map((e) => [e.personalEmail, e.workEmail])).toEqual([
      [`ana-${tag}@example.com`, null],
      [`ben-${tag}@example.com`, null],
    ]);
    expect(employees[0]).toMatchObject({
      jobTitle: "Engineer, Platform",
      onboardingStatus: "IN_PROGRESS",
      seatId: null,
    });
    expect(employees[0].currentEmployment).toMatchObject({
      status: "EMPLOYMENT_STATUS_CREATED",
      companyId: company.id,
    });
    expect(employees[1].salaryHistory[0].amount.toString()).toBe("58000.5");
    expect(employees[1].onboardingProgress).toMatchObject({ territory: "DE", completedStepIds: [] });
    const audits = await db.auditEvent.findMany({
      where: { action: "employee.bulkImport", entityId: { in: employees.map((e) => e.id) } },
    });
    expect(audits.map((a) => (a.after as { email: string }).email).sort()).toEqual([
      `ana-${tag}@example.com`,
      `ben-${tag}@example.com`,
    ]);

    const second = await upload(token, company.id, [{ name: "staff.csv", text: mixedFile(tag) }]);
    await runBulkImport(second.body.id);
    expect(await db.employee.count({ where: { companyId: company.id } })).toBe(2);
    expect(await db.employment.count({ where: { companyId: company.id } })).toBe(2);
  });

  it("matches e-mails on the personal e-mail, case-insensitively: the company's own is imported, another company's is taken", async () => {
    await ensureCountry(db, "DE");
    const [company, other] = [await createCompany(db), await createCompany(db)];
    const token = await csAdmin();
    const tag = uniqueSuffix();
    const base = { countryCode: "DE", firstName: "Old", lastName: "Hand", onboardingStatus: "ACTIVE" as const };
    await db.employee.create({ data: { ...base, companyId: company.id, personalEmail: `Mine-${tag}@Example.com` } });
    await db.employee.create({ data: { ...base, companyId: other.id, personalEmail: `theirs-${tag}@example.com` } });
    // A work e-mail is not the import's key: the same address as a colleague's work e-mail is a new employee.
    await db.employee.create({ data: { ...base, companyId: other.id, workEmail: `work-${tag}@example.com` } });
    const text = [
      HEADER,
      `Mia,Mine,MINE-${tag}@example.com,DE,Dev,2027-01-04,1000,EUR,`,
      `Tom,Theirs,theirs-${tag}@EXAMPLE.com,DE,Dev,2027-01-04,1000,EUR,`,
      `Wes,Work,work-${tag}@example.com,DE,Dev,2027-01-04,1000,EUR,`,
    ].join("\n");
    const res = await upload(token, company.id, [{ name: "a.csv", text }]);
    expect(await runBulkImport(res.body.id)).toMatchObject({ total: 3, successCount: 2, created: 1 });
    const result = await call<BulkUploadDto>(resultRoute.GET, {
      path: "/x",
      params: { bulkUploadId: res.body.id },
      token,
    });
    expect(result.body.errors.map((e) => [e.email, e.errors.map((x) => x.message)])).toEqual([
      [`theirs-${tag}@example.com`, [EMAIL_TAKEN]],
    ]);
    const mine = await db.employee.findMany({ where: { companyId: company.id }, orderBy: { firstName: "asc" } });
    expect(mine.map((e) => e.personalEmail)).toEqual([`Mine-${tag}@Example.com`, `work-${tag}@example.com`]);
  });

  it("resumes after a crash mid-import without duplicates", async () => {
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const token = await csAdmin();
    const tag = uniqueSuffix();
    const rows = Array.from(
      { length: 7 },
      (_, i) => `P${i},Person,p${i}-${tag}@example.com,DE,Dev,2027-01-04,1000,EUR,`,
    );
    const res = await upload(token, company.id, [{ name: "a.csv", text: [HEADER, ...rows].join("\n") }]);
    await expect(
      runBulkImport(res.body.id, {
        chunkSize: 3,
        afterChunk: (i) => {
          if (i === 0) throw new Error("worker killed");
        },
      }),
    ).rejects.toThrow("worker killed");
    expect(await db.employee.count({ where: { companyId: company.id } })).toBe(3);
    expect((await db.bulkUpload.findUniqueOrThrow({ where: { id: res.body.id } })).state).toBe("pending");
    const done = await runBulkImport(res.body.id, { chunkSize: 3 });
    expect(done).toMatchObject({ total: 7, successCount: 7, created: 4 });
    expect(await db.employee.count({ where: { companyId: company.id } })).toBe(7);
  });

  it("reports a wrong header and an empty file per file, and refuses a file that is not CSV", async () => {
    const company = await createCompany(db);
    const token = await csAdmin();
    const res = await upload(token, company.id, [
      { name: "wrong.csv", text: "name,mail\nA,a@example.com\n" },
      { name: "empty.csv", text: HEADER + "\n" },
    ]);
    // The upload is finished with each file's reason, and the job fails (no retry) naming both files.
    await expect(runBulkImport(res.body.id)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(
        /^2 files could not be imported\. wrong\.csv: The header row .* empty\.csv: The file is empty/,
      ),
    });
    const result = await call<BulkUploadDto>(resultRoute.GET, {
      path: "/x",
      params: { bulkUploadId: res.body.id },
      token,
    });
    expect(result.body.errors.map((e) => [e.name, e.error?.split(".")[0]])).toEqual([
      ["wrong.csv", "The header row does not match the template"],
      ["empty.csv", "The file is empty: add a header row and one row per employee"],
    ]);

    const pdf = await upload(token, company.id, [{ name: "x.pdf", text: "%PDF-1.4\n%...", type: "application/pdf" }]);
    expect(pdf.status).toBe(400);
    expect(await db.bulkUpload.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("only a client-success admin may import (a general admin gets 403)", async () => {
    const company = await createCompany(db);
    const { user } = await createUser(db, { roles: ["admin"] });
    const res = await upload(await tokenFor(user.id), company.id, [{ name: "a.csv", text: HEADER + "\n" }]);
    expect(res.status).toBe(403);
  });
});
