/** @jest-environment node */
// [LETTERS] Employment letters over the real route handlers and PostgreSQL: the employee requests a salary
// certificate (a creation with history and audit), the admin of the employee's provider approves it, the job makes
// the PDF with the payslips' figures, stores it and seals it, the signature verifies with the platform key and the
// public check says so, while a changed byte is "not the letter"; a decline needs a reason and mails it; who may
// not gets 403, a foreign id 404; a certificate without payslips fails alone with a readable reason.
import { PDFDocument } from "pdf-lib";
import * as employeeLettersRoute from "@/app/api/employees/[employeeId]/letters/route";
import * as queueRoute from "@/app/api/letters/route";
import * as decisionRoute from "@/app/api/letters/[letterId]/decision/route";
import * as pdfRoute from "@/app/api/letters/[letterId]/pdf/route";
import * as verifyRoute from "@/app/api/letters/verify/route";
import { getDb } from "@/lib/db";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { LETTER_JOB_HANDLERS } from "@/lib/letters/jobs";
import { LETTER_JOB } from "@/lib/letters/job-names";
import { sha256Hex, signatureMatches } from "@/lib/letters/letter-signature";
import { findPublicLetter } from "@/lib/letters/verify-letter";
import type { LetterDto, LetterPage } from "@/lib/letters/schema";
import { call, tokenFor } from "../support/http";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";
import { createUser, uniqueSuffix } from "../../factories/users";
import { pdfTextRuns } from "../../unit/payslips/pdf-text";

const db = getDb();
type Answer = LetterDto & { message?: string; fieldErrors?: Record<string, string[]> };

const request = (token: string, employeeId: string, json: unknown) =>
  call<Answer>(employeeLettersRoute.POST, {
    method: "POST",
    path: `/api/employees/${employeeId}/letters`,
    params: { employeeId },
    token,
    json,
  });
const listOwn = (token: string, employeeId: string) =>
  call<{ items: LetterDto[] }>(employeeLettersRoute.GET, {
    path: `/api/employees/${employeeId}/letters`,
    params: { employeeId },
    token,
  });
const decide = (token: string, letterId: string, json: unknown) =>
  call<Answer>(decisionRoute.POST, {
    method: "POST",
    path: `/api/letters/${letterId}/decision`,
    params: { letterId },
    token,
    json,
  });
const download = (token: string, letterId: string) =>
  call<string>(pdfRoute.GET, { path: `/api/letters/${letterId}/pdf`, params: { letterId }, token });
const check = (code: string, sha256: string) =>
  call<{ result: string; message: string }>(verifyRoute.POST, {
    method: "POST",
    path: "/api/letters/verify",
    json: { code, sha256 },
  });
const runJob = (letterId: string) => LETTER_JOB_HANDLERS[LETTER_JOB]({ letterId });

/** The stored PDF's bytes, as the download streams them. */
async function downloadBytes(token: string, letterId: string): Promise<Buffer> {
  const res = await pdfRoute.GET(
    new (await import("next/server")).NextRequest(`http://localhost/api/letters/${letterId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ letterId }) },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const company = await createCompany(db, { name: `Letters Co ${uniqueSuffix()}` });
  const provider = await db.localServiceProvider.create({ data: { name: `Letters LSP ${uniqueSuffix()}` } });
  const entity = await db.legalEntity.create({
    data: { name: "Letters Employer GmbH", countryCode: "DE", lspId: provider.id },
  });
  const { employee, user } = await createEmployee(db, {
    withUser: true,
    companyId: company.id,
    firstName: "Lena",
    lspId: provider.id,
    legalEntityId: entity.id,
    jobTitle: "Data Analyst",
    startDate: new Date("2023-05-02"),
  });
  const other = await createEmployee(db, {
    withUser: true,
    companyId: company.id,
    firstName: "Otto",
    lspId: provider.id,
  });
  for (const [period, gross, net] of [
    ["203908", "5000.0000", "3100.0000"],
    ["203909", "5100.0000", "3150.0000"],
    ["203910", "5200.0000", "3210.5000"],
  ] as const) {
    const file = await createPayReport(db, { period, employees: [] });
    await db.payReportEmployeeTotal.create({
      data: {
        grossToNetId: file.id,
        employeeRef: `L-${period}`,
        employeeId: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        currency: "EUR",
        gross,
        net,
        status: "PUBLISHED",
      },
    });
  }
  const lspUser = (await createUser(db, { roles: ["lsp"], tenantId: provider.id })).user;
  const otherProvider = await db.localServiceProvider.create({ data: { name: `Other LSP ${uniqueSuffix()}` } });
  const foreignLsp = (await createUser(db, { roles: ["lsp"], tenantId: otherProvider.id })).user;
  const manager = (await createUser(db, { roles: ["manager"], tenantId: company.id, scopes: ["employees:*"] })).user;
  return {
    employee,
    employeeUser: user!,
    employeeToken: await tokenFor(user!.id),
    otherEmployee: other.employee,
    otherToken: await tokenFor(other.user!.id),
    lspToken: await tokenFor(lspUser.id),
    lspUserId: lspUser.id,
    foreignLspToken: await tokenFor(foreignLsp.id),
    managerToken: await tokenFor(manager.id),
    adminToken: await tokenFor((await createUser(db, { roles: ["admin"] })).user.id),
  };
}

beforeAll(async () => {
  world = await buildWorld();
});

describe("[LETTERS] request, approve, make, verify", () => {
  it("a salary certificate goes from request to a signed PDF the public check confirms", async () => {
    const w = world;
    const asked = await request(w.employeeToken, w.employee.id, {
      kind: "SALARY_CERTIFICATE",
      months: 3,
      purpose: "Flat rental",
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: "REQUESTED", version: 1, ready: false, code: null, months: 3 });
    const id = asked.body.id;
    const created = await db.statusHistory.findMany({ where: { entityType: "employmentLetter", entityId: id } });
    expect(created).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "REQUESTED" })]);

    // The provider's user sees it in their queue, a user of another provider does not (and gets 404 on it).
    const queue = await call<LetterPage>(queueRoute.GET, { path: "/api/letters?status=REQUESTED", token: w.lspToken });
    expect(queue.body.items.map((l) => l.id)).toContain(id);
    const foreignQueue = await call<LetterPage>(queueRoute.GET, { path: "/api/letters", token: w.foreignLspToken });
    expect(foreignQueue.body.items.map((l) => l.id)).not.toContain(id);
    expect((await decide(w.foreignLspToken, id, { decision: "APPROVED", version: 1 })).status).toBe(404);

    const approved = await decide(w.lspToken, id, { decision: "APPROVED", version: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", ready: false });
    expect((await decide(w.adminToken, id, { decision: "DECLINED", reason: "Late", version: 1 })).status).toBe(409);
    expect((await download(w.employeeToken, id)).status).toBe(409);

    await runJob(id);
    const row = await db.employmentLetter.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ generationError: null, decidedById: w.lspUserId });
    expect(row.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    // Running again (a retried job) changes nothing.
    await runJob(id);
    expect((await db.employmentLetter.findUniqueOrThrow({ where: { id } })).storageKey).toBe(row.storageKey);

    const mine = await listOwn(w.employeeToken, w.employee.id);
    expect(mine.body.items.find((l) => l.id === id)).toMatchObject({ ready: true, code: row.code });
    const bytes = await downloadBytes(w.employeeToken, id);
    expect(sha256Hex(bytes)).toBe(row.sha256);
    expect(signatureMatches(row.sha256!, row.signature!, platformSigningKey().publicKey)).toBe(true);
    const text = pdfTextRuns(bytes).join("\n");
    for (const expected of [
      "Salary certificate (3 months)",
      "Letters Employer GmbH",
      "Data Analyst",
      "2023-05-02",
      row.code!,
    ])
      expect(text).toContain(expected);
    expect(text).toContain("EUR 5,200.00 / EUR 3,210.50");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);

    const audits = await db.auditEvent.findMany({ where: { entityId: id }, select: { action: true } });
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["letter.request", "letter.approve", "letter.download"]),
    );
    const mail = await db.outboxEmail.findFirst({
      where: { to: w.employeeUser.email, subject: { contains: "is ready" } },
    });
    expect(mail?.subject).toBe("Your salary certificate (3 months) is ready");

    // Public: the facts the letter states; the same bytes verify, one changed byte does not, an unknown code is said.
    expect(await findPublicLetter(row.code!.toLowerCase())).toEqual({
      code: row.code,
      employer: "Letters Employer GmbH",
      issuedOn: row.generatedAt!.toISOString().slice(0, 10),
      kind: "Salary certificate (3 months)",
      employeeName: `Lena ${w.employee.lastName}`,
    });
    expect((await check(row.code!, sha256Hex(bytes))).body).toEqual({
      result: "valid",
      message: "The file is the letter issued under this code: unaltered, signature valid.",
    });
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] ^= 0x20;
    expect((await check(row.code!, sha256Hex(changed))).body).toEqual({
      result: "altered",
      message: "This file is not the letter issued under this code.",
    });
    const unknownCode = row.code === "ABCDEFGHJK" ? "BCDEFGHJKM" : "ABCDEFGHJK";
    expect((await check(unknownCode, sha256Hex(bytes))).body.message).toBe("No letter has this code.");
    expect(await findPublicLetter(unknownCode)).toBeNull();
    const bad = await check("nope", "abc");
    expect(bad.status).toBe(400);
  });

  it("a decline needs a reason (400 naming it), is final, and mails the employee the reason", async () => {
    const w = world;
    const asked = await request(w.employeeToken, w.employee.id, { kind: "EMPLOYMENT_CONFIRMATION" });
    expect(asked.status).toBe(201);
    const noReason = await decide(w.adminToken, asked.body.id, { decision: "DECLINED", version: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: ["Please give a reason"] });
    const declined = await decide(w.adminToken, asked.body.id, {
      decision: "DECLINED",
      reason: "Your start date is not confirmed yet.",
      version: 1,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "DECLINED", declineReason: "Your start date is not confirmed yet." });
    const mail = await db.outboxEmail.findFirst({
      where: { to: w.employeeUser.email, subject: { contains: "declined" } },
    });
    expect(mail?.text).toContain("Reason: Your start date is not confirmed yet.");
    expect((await decide(w.adminToken, asked.body.id, { decision: "APPROVED", version: 2 })).status).toBe(409);
  });

  it("refuses bad requests by field, other roles by 403 and foreign ids by 404", async () => {
    const w = world;
    const noMonths = await request(w.employeeToken, w.employee.id, { kind: "SALARY_CERTIFICATE" });
    expect(noMonths.status).toBe(400);
    expect(noMonths.body.fieldErrors).toEqual({ months: ["Please choose 3 or 12 months"] });
    const monthsOnConfirmation = await request(w.employeeToken, w.employee.id, {
      kind: "EMPLOYMENT_CONFIRMATION",
      months: 12,
    });
    expect(monthsOnConfirmation.body.fieldErrors).toEqual({ months: ["Months apply to a salary certificate only"] });
    // Asking for a colleague's letter, reading their letters: not found.
    expect((await request(w.otherToken, w.employee.id, { kind: "EMPLOYMENT_CONFIRMATION" })).status).toBe(404);
    expect((await listOwn(w.otherToken, w.employee.id)).status).toBe(404);
    expect((await listOwn(w.foreignLspToken, w.employee.id)).status).toBe(404);
    expect((await listOwn(w.lspToken, w.employee.id)).status).toBe(200);
    // Roles without the grant.
    expect((await request(w.adminToken, w.employee.id, { kind: "EMPLOYMENT_CONFIRMATION" })).status).toBe(403);
    expect((await listOwn(w.managerToken, w.employee.id)).status).toBe(403);
    const mine = await request(w.employeeToken, w.employee.id, { kind: "EMPLOYMENT_CONFIRMATION" });
    expect((await decide(w.employeeToken, mine.body.id, { decision: "APPROVED", version: 1 })).status).toBe(403);
    expect((await decide(w.managerToken, mine.body.id, { decision: "APPROVED", version: 1 })).status).toBe(403);
    expect((await call(queueRoute.GET, { path: "/api/letters", token: w.employeeToken })).status).toBe(403);
    // The colleague cannot download it; the admin and the provider's user can once made.
    await decide(w.adminToken, mine.body.id, { decision: "APPROVED", version: 1 });
    await runJob(mine.body.id);
    expect((await download(w.otherToken, mine.body.id)).status).toBe(404);
    expect((await download(w.foreignLspToken, mine.body.id)).status).toBe(404);
    await downloadBytes(w.adminToken, mine.body.id);
    await downloadBytes(w.lspToken, mine.body.id);
  });

  it("a salary certificate without payslips fails alone with a readable reason", async () => {
    const w = world;
    const asked = await request(w.otherToken, w.otherEmployee.id, { kind: "SALARY_CERTIFICATE", months: 12 });
    await decide(w.adminToken, asked.body.id, { decision: "APPROVED", version: 1 });
    await expect(runJob(asked.body.id)).rejects.toThrow("no published payslips");
    const row = await db.employmentLetter.findUniqueOrThrow({ where: { id: asked.body.id } });
    expect(row).toMatchObject({ storageKey: null, code: null });
    expect(row.generationError).toMatch(/^The letter could not be made: .*no published payslips/);
    const listed = await listOwn(w.otherToken, w.otherEmployee.id);
    expect(listed.body.items.find((l) => l.id === asked.body.id)).toMatchObject({
      ready: false,
      generationError: row.generationError,
    });
  });
});
