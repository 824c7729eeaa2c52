/** @jest-environment node */
// Terminations, resignations, archive, contractors and client terms through the real route handlers and
// PostgreSQL: a request through to completion and the deactivation job, tenancy (404 for another company's
// manager on every new route), client terms recorded once, duplicate contractor e-mail.
import * as terminationsRoute from "@/app/api/terminations/requests/route";
import * as terminationRoute from "@/app/api/terminations/requests/[id]/route";
import * as terminationDocsRoute from "@/app/api/terminations/documents/route";
import * as archiveRoute from "@/app/api/employees/[employeeId]/archive/route";
import * as resignationsRoute from "@/app/api/resignations/route";
import * as reviewRoute from "@/app/api/resignations/[id]/review/route";
import * as contractorsRoute from "@/app/api/contractors/route";
import * as contractorRoute from "@/app/api/contractors/[contractorId]/route";
import * as invoicesRoute from "@/app/api/contractors/[contractorId]/invoices/route";
import * as contractRoute from "@/app/api/contractors/[contractorId]/contracts/[contractId]/route";
import * as clientRoute from "@/app/api/clients/[clientId]/route";
import * as termsRoute from "@/app/api/clients/[clientId]/terms/route";
import * as acceptRoute from "@/app/api/clients/[clientId]/accept/route";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { getDb } from "@/lib/db";
import { MSG, minimumTerminationDate, todayIn } from "@/lib/terminations/schema";
import { OPEN_REQUEST_MESSAGE } from "@/lib/terminations/create-termination-request";
import { deactivateTerminatedEmployees } from "@/lib/terminations/deactivate-terminated-employees";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-offboarding-files-"));
process.env.FEATURE_ADD_CONTRACTOR_HIRE = "true";

type Err = { message: string; fieldErrors?: Record<string, string[]> };
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const FIRST_ALLOWED = minimumTerminationDate(todayIn("UTC"));

async function managerOf(companyId?: string) {
  const m = await createManager(db, { companyId });
  return { ...m, token: await tokenFor(m.user.id) };
}
async function adminToken(roles: string[] = ["admin"]) {
  const { user } = await createUser(db, { roles });
  return { user, token: await tokenFor(user.id) };
}
async function employeeWithEmployment(companyId: string, onboardingStatus: "ACTIVE" | "PENDING" = "ACTIVE") {
  const { employee, user } = await createEmployee(db, { companyId, onboardingStatus, withUser: true });
  const employment = await db.employment.create({
    data: { employeeId: employee.id, companyId, status: "EMPLOYMENT_STATUS_ACTIVE", startDate: new Date("2025-01-01") },
  });
  await db.employee.update({ where: { id: employee.id }, data: { currentEmploymentId: employment.id } });
  return { employee, user: user!, employment };
}
const answers = (over: Record<string, unknown> = {}) => ({
  isEmployeeOPManager: "no",
  isEmployeeAwareOfTermination: "yes",
  terminationReason: "businessReason",
  hasDisputesWithEmployee: "no",
  lastWorkingDayPreference: FIRST_ALLOWED,
  lastEmploymentDatePreference: addDays(FIRST_ALLOWED, 5),
  employeeNonHolidayLeaves: ["notApplicable"],
  numberOfVacationDaysBeforeLastEmploymentDate: "2",
  ...over,
});
const submit = (token: string, companyId: string, employeeId: string, over: Record<string, unknown> = {}) =>
  call<{ id: string } & Err>(terminationsRoute.POST, {
    method: "POST",
    path: "/api/terminations/requests",
    token,
    json: { companyId, employeeId, answers: answers(over) },
  });
function pdfForm(companyId: string, employeeId: string) {
  const form = new FormData();
  form.set("companyId", companyId);
  form.set("employeeId", employeeId);
  form.set(
    "file",
    new File([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52, 10])], "pip.pdf", { type: "application/pdf" }),
  );
  return form;
}

describe("[TERMINATIONS] termination request through to completion", () => {
  it("manager submits with a support document; admin completes; the job makes the employee Inactive", async () => {
    const mgr = await managerOf();
    const { employee, employment, user } = await employeeWithEmployment(mgr.companyId);
    const upload = await call<{ id: string }>(terminationDocsRoute.POST, {
      method: "POST",
      path: "/api/terminations/documents",
      token: mgr.token,
      form: pdfForm(mgr.companyId, employee.id),
    });
    expect(upload.status).toBe(201);
    const doc = await db.document.findUniqueOrThrow({ where: { id: upload.body.id } });
    expect(doc.storageKey.startsWith(`terminations/${mgr.companyId}/${employee.id}/`)).toBe(true);
    expect(doc.type).toBe("TERMINATION_SUPPORT");

    const created = await submit(mgr.token, mgr.companyId, employee.id, {
      terminationSupportDocumentation: [doc.id],
      overtimeOwed: "4",
      overtimeUnits: "hours",
    });
    expect(created.status).toBe(201);
    const second = await submit(mgr.token, mgr.companyId, employee.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(OPEN_REQUEST_MESSAGE);

    const listed = await call<{ items: { id: string; requestedBy: string | null }[] }>(terminationsRoute.GET, {
      path: `/api/terminations/requests?companyId=${mgr.companyId}`,
      token: mgr.token,
    });
    expect(listed.body.items.map((i) => i.id)).toEqual([created.body.id]);
    expect(listed.body.items[0].requestedBy).toBeNull();

    const cs = await adminToken(["admin", "customer-success"]);
    const view = await call<{ requestedBy: string; documents: { id: string }[]; answers: Record<string, unknown> }>(
      terminationRoute.GET,
      { path: `/api/terminations/requests/${created.body.id}`, params: { id: created.body.id }, token: cs.token },
    );
    expect(view.status).toBe(200);
    expect(view.body.requestedBy).toBe(`${mgr.user.firstName} ${mgr.user.lastName}`);
    expect(view.body.documents.map((d) => d.id)).toEqual([doc.id]);
    expect(view.body.answers.overtimeUnits).toBe("hours");

    const forbidden = await call(terminationRoute.PATCH, {
      method: "PATCH",
      path: `/api/terminations/requests/${created.body.id}`,
      params: { id: created.body.id },
      token: mgr.token,
      json: { to: "COMPLETED" },
    });
    expect(forbidden.status).toBe(403);
    const patch = (to: string) =>
      call<{ status: string }>(terminationRoute.PATCH, {
        method: "PATCH",
        path: `/api/terminations/requests/${created.body.id}`,
        params: { id: created.body.id },
        token: cs.token,
        json: { to },
      });
    expect((await patch("REVIEWED")).status).toBe(200);
    expect((await patch("COMPLETED")).body.status).toBe("COMPLETED");
    expect((await patch("REVIEWED")).status).toBe(422);

    const after = await db.employment.findUniqueOrThrow({ where: { id: employment.id } });
    expect(after.terminationDate?.toISOString().slice(0, 10)).toBe(FIRST_ALLOWED);
    expect(after.lastPayrollDate?.toISOString().slice(0, 10)).toBe(addDays(FIRST_ALLOWED, 5));
    const history = await db.statusHistory.findMany({
      where: { entityId: created.body.id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => h.toStatus)).toEqual(["REQUESTED", "REVIEWED", "COMPLETED"]);

    // On the last working day the employee is still active; the day after, the job deactivates them.
    await deactivateTerminatedEmployees(new Date(`${FIRST_ALLOWED}T12:00:00Z`));
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).onboardingStatus).toBe("ACTIVE");
    await deactivateTerminatedEmployees(new Date(`${addDays(FIRST_ALLOWED, 1)}T00:30:00Z`));
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).onboardingStatus).toBe("INACTIVE");
    expect((await db.employment.findUniqueOrThrow({ where: { id: employment.id } })).status).toBe(
      "EMPLOYMENT_STATUS_TERMINATED",
    );
    // Through transition(): the status history and the audit event; the employee's own sign-in ends.
    const deactivated = await db.statusHistory.findFirst({
      where: { entityType: "Employee", entityId: employee.id, toStatus: "INACTIVE" },
    });
    expect(deactivated).toMatchObject({ fromStatus: "ACTIVE", note: "Last working day passed", actorId: null });
    expect(await db.auditEvent.count({ where: { entityId: employee.id, action: "employee.deactivate" } })).toBe(1);
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { roles: true } });
    expect(account.isActive).toBe(false);
    expect(account.roles).toEqual([]);
    expect(account.sessionVersion).toBeGreaterThan(user.sessionVersion);
    // Once a request is completed a new one may be filed (nothing open remains).
    expect((await submit(mgr.token, mgr.companyId, employee.id)).status).toBe(201);
  });

  it("a direct API call breaking a rule gets 400 with that rule's message on the field", async () => {
    const mgr = await managerOf();
    const { employee } = await employeeWithEmployment(mgr.companyId);
    const tooSoon = await submit(mgr.token, mgr.companyId, employee.id, {
      lastWorkingDayPreference: addDays(FIRST_ALLOWED, -1),
      employeeNonHolidayLeaves: [],
      overtimeOwed: "3",
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors?.["answers.lastWorkingDayPreference"]).toEqual([MSG.minimumNotice]);
    expect(tooSoon.body.fieldErrors?.["answers.employeeNonHolidayLeaves"]).toEqual([MSG.pickLeave]);
    expect(tooSoon.body.fieldErrors?.["answers.overtimeUnits"]).toEqual([MSG.selectValue]);
    expect(await db.terminationRequest.count({ where: { employeeId: employee.id } })).toBe(0);
  });
});

describe("[OFFBOARDING] tenancy: another company's manager gets 404 on every new route", () => {
  it("404 for terminations, documents, resignations, contractors and clients of another company", async () => {
    const owner = await managerOf();
    const stranger = await managerOf();
    const { employee } = await employeeWithEmployment(owner.companyId);
    const created = await submit(owner.token, owner.companyId, employee.id);
    expect(created.status).toBe(201);
    const t = stranger.token;
    const id = created.body.id;
    const statuses = [
      (await call(terminationRoute.GET, { path: `/api/terminations/requests/${id}`, params: { id }, token: t })).status,
      (await call(terminationsRoute.GET, { path: `/api/terminations/requests?companyId=${owner.companyId}`, token: t }))
        .status,
      (await submit(t, owner.companyId, employee.id)).status,
      (await submit(t, stranger.companyId, employee.id)).status,
      (
        await call(terminationDocsRoute.POST, {
          method: "POST",
          path: "/api/terminations/documents",
          token: t,
          form: pdfForm(owner.companyId, employee.id),
        })
      ).status,
      (await call(resignationsRoute.GET, { path: `/api/resignations?companyId=${owner.companyId}`, token: t })).status,
      (
        await call(clientRoute.GET, {
          path: `/api/clients/${owner.companyId}`,
          params: { clientId: owner.companyId },
          token: t,
        })
      ).status,
      (
        await call(termsRoute.PUT, {
          method: "PUT",
          path: `/api/clients/${owner.companyId}/terms`,
          params: { clientId: owner.companyId },
          token: t,
          json: { accepted: true },
        })
      ).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    // Nothing leaked through the list either: the stranger's own list is empty.
    const own = await call<{ items: unknown[] }>(terminationsRoute.GET, {
      path: "/api/terminations/requests",
      token: t,
    });
    expect(own.body.items).toEqual([]);

    // Contractors: the owner adds one; the stranger cannot see it, its invoices, or add to the owner's company.
    await call(termsRoute.PUT, {
      method: "PUT",
      path: `/api/clients/${owner.companyId}/terms`,
      params: { clientId: owner.companyId },
      token: owner.token,
      json: { accepted: true },
    });
    const ctr = await addContractor(owner.token, owner.companyId, `c-${uniqueSuffix()}@freelance.test.example`);
    expect(ctr.status).toBe(201);
    const cid = ctr.body.id;
    expect(
      (await call(contractorRoute.GET, { path: `/api/contractors/${cid}`, params: { contractorId: cid }, token: t }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(invoicesRoute.GET, {
          path: `/api/contractors/${cid}/invoices`,
          params: { contractorId: cid },
          token: t,
        })
      ).status,
    ).toBe(404);
    expect((await addContractor(t, owner.companyId, `x-${uniqueSuffix()}@freelance.test.example`)).status).toBe(404);
    const list = await call<{ items: { id: string }[] }>(contractorsRoute.GET, { path: "/api/contractors", token: t });
    expect(list.body.items.map((i) => i.id)).not.toContain(cid);
    const ownList = await call<{ items: { id: string }[] }>(contractorsRoute.GET, {
      path: "/api/contractors",
      token: owner.token,
    });
    expect(ownList.body.items.map((i) => i.id)).toContain(cid);
  });
});

async function addContractor(token: string, companyId: string, email: string) {
  await ensureCountry(db, "PT");
  return call<{ id: string; contractId: string; state: string } & Err>(contractorsRoute.POST, {
    method: "POST",
    path: "/api/contractors",
    token,
    json: {
      companyId,
      contractor: { firstName: "Ana", lastName: "Sousa", email, residenceCountry: "PT" },
      contract: {
        jobRole: "Designer",
        invoicingCurrency: "EUR",
        billingCurrency: "EUR",
        expectedInvoicingFrequency: "PER_MONTH",
        rate: 4000,
        startDate: "2027-01-01",
        endDate: "2027-12-31",
      },
      misclassificationRiskAccepted: true,
    },
  });
}

describe("[CONTRACTORS] client terms and contractors", () => {
  it("client terms are recorded once, with who and when; contractors need them", async () => {
    const mgr = await managerOf();
    const early = await addContractor(mgr.token, mgr.companyId, `early-${uniqueSuffix()}@freelance.test.example`);
    expect(early.status).toBe(412);
    const before = await call<{ opTermsAccepted: boolean; id: string | null }>(clientRoute.GET, {
      path: `/api/clients/${mgr.companyId}?id_type=op_id`,
      params: { clientId: mgr.companyId },
      token: mgr.token,
    });
    expect(before.body).toMatchObject({ opTermsAccepted: false, id: null });
    const first = await call<{ id: string; opTermsAcceptedAt: string; opTermsAcceptedBy: string }>(termsRoute.PUT, {
      method: "PUT",
      path: `/api/clients/${mgr.companyId}/terms`,
      params: { clientId: mgr.companyId },
      token: mgr.token,
      json: { accepted: true },
    });
    expect(first.status).toBe(200);
    expect(first.body.opTermsAcceptedBy).toBe(mgr.user.id);
    const colleague = await managerOf(mgr.companyId);
    const again = await call<{ opTermsAcceptedAt: string; opTermsAcceptedBy: string }>(acceptRoute.POST, {
      method: "POST",
      path: `/api/clients/${first.body.id}/accept?id_type=internal_id`,
      params: { clientId: first.body.id },
      token: colleague.token,
      json: { accepted: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.opTermsAcceptedBy).toBe(mgr.user.id);
    expect(again.body.opTermsAcceptedAt).toBe(first.body.opTermsAcceptedAt);
    expect(
      await db.auditEvent.count({ where: { entityId: first.body.id, action: "contractorClient.acceptTerms" } }),
    ).toBe(1);
    const refused = await call<Err>(termsRoute.PUT, {
      method: "PUT",
      path: `/api/clients/${mgr.companyId}/terms`,
      params: { clientId: mgr.companyId },
      token: mgr.token,
      json: { accepted: false },
    });
    expect(refused.status).toBe(400);

    const email = `dup-${uniqueSuffix()}@freelance.test.example`;
    const a = await addContractor(mgr.token, mgr.companyId, email);
    expect(a.body.state).toBe("ONBOARDING");
    const row = await db.contractor.findUniqueOrThrow({ where: { id: a.body.id } });
    expect(row.misclassificationRiskAcceptedBy).toBe(mgr.user.id);
    const b = await addContractor(mgr.token, mgr.companyId, email);
    expect(b.status).toBe(201);
    expect(b.body.state).toBe("DUPLICATE_EMAIL");
    expect((await db.contractor.findUniqueOrThrow({ where: { id: b.body.id } })).requestedEmail).toBe(email);

    const admin = await adminToken();
    const toKyc = await call(contractorRoute.PATCH, {
      method: "PATCH",
      path: `/api/contractors/${a.body.id}`,
      params: { contractorId: a.body.id },
      token: admin.token,
      json: { state: "KYC_PENDING" },
    });
    expect(toKyc.status).toBe(200);
    const skip = await call(contractorRoute.PATCH, {
      method: "PATCH",
      path: `/api/contractors/${b.body.id}`,
      params: { contractorId: b.body.id },
      token: admin.token,
      json: { state: "ACTIVE" },
    });
    expect(skip.status).toBe(422);
    const off = await call(contractRoute.PATCH, {
      method: "PATCH",
      path: `/api/contractors/${a.body.id}/contracts/${a.body.contractId}`,
      params: { contractorId: a.body.id, contractId: a.body.contractId },
      token: admin.token,
      json: { state: "INACTIVE" },
    });
    expect(off.status).toBe(200);
  });
});

describe("[OFFBOARDING] archive and resignations", () => {
  it("archives a pending employee once; an active one is refused (request a termination instead)", async () => {
    const mgr = await managerOf();
    const admin = await adminToken();
    const pending = await employeeWithEmployment(mgr.companyId, "PENDING");
    const active = await employeeWithEmployment(mgr.companyId, "ACTIVE");
    const archive = (employeeId: string, token = admin.token) =>
      call<{ name: string } & Err>(archiveRoute.POST, {
        method: "POST",
        path: `/api/employees/${employeeId}/archive`,
        params: { employeeId },
        token,
        json: { reason: "dropout" },
      });
    const ok = await archive(pending.employee.id);
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe(`${pending.employee.firstName} ${pending.employee.lastName}`);
    expect((await archive(pending.employee.id)).status).toBe(409);
    expect((await archive(active.employee.id)).status).toBe(409);
    expect((await archive(pending.employee.id, mgr.token)).status).toBe(403);
  });

  it("an employee resigns; the manager is told through the outbox; an admin reviews it", async () => {
    const mgr = await managerOf();
    const { employee, user } = await employeeWithEmployment(mgr.companyId);
    await db.employee.update({ where: { id: employee.id }, data: { managerId: mgr.manager.id } });
    const token = await tokenFor(user.id);
    const resign = await call<{ id: string } & Err>(resignationsRoute.POST, {
      method: "POST",
      path: "/api/resignations",
      token,
      json: {
        employeeLastWorkingDay: addDays(FIRST_ALLOWED, 3),
        isManagerAware: true,
        employeeNumberOfVacationsDays: 2,
        resignationReason: "Other",
        otherReason: "Going travelling",
      },
    });
    expect(resign.status).toBe(201);
    expect(await db.outboxEmail.count({ where: { to: mgr.email, subject: { contains: employee.lastName } } })).toBe(1);
    const missing = await call<Err>(resignationsRoute.POST, {
      method: "POST",
      path: "/api/resignations",
      token,
      json: {
        employeeLastWorkingDay: "",
        isManagerAware: true,
        employeeNumberOfVacationsDays: -1,
        resignationReason: "Other",
      },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors ?? {}).sort()).toEqual(
      ["employeeLastWorkingDay", "employeeNumberOfVacationsDays", "otherReason"].sort(),
    );
    const list = await call<{ items: { id: string; status: string }[] }>(resignationsRoute.GET, {
      path: `/api/resignations?companyId=${mgr.companyId}`,
      token: mgr.token,
    });
    expect(list.body.items.map((i) => [i.id, i.status])).toEqual([[resign.body.id, "REQUESTED"]]);
    const admin = await adminToken();
    const review = (tok: string) =>
      call(reviewRoute.POST, {
        method: "POST",
        path: `/api/resignations/${resign.body.id}/review`,
        params: { id: resign.body.id },
        token: tok,
        json: {},
      });
    expect((await review(mgr.token)).status).toBe(403);
    expect((await review(admin.token)).status).toBe(200);
    expect((await review(admin.token)).status).toBe(422);
    expect((await db.resignation.findUniqueOrThrow({ where: { id: resign.body.id } })).reviewedById).toBe(
      admin.user.id,
    );
  });
});
