/** @jest-environment node */
// Spec 1 sections 1 and 8: read-only mode and the error catalogue, through the real route handlers where the
// server answers (status and message), and the shared message constants the screens show for the rest.
import * as companiesRoute from "@/app/api/companies/route";
import * as accountRoute from "@/app/api/users/[userId]/route";
import * as emailsRoute from "@/app/api/users/[userId]/emails/route";
import * as verifyRoute from "@/app/api/users/[userId]/emails/verify/[token]/route";
import * as downloadRoute from "@/app/api/documents/[documentId]/download/route";
import * as employeeRoute from "@/app/api/employees/[employeeId]/route";
import * as seatsRoute from "@/app/api/seats/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { toAppError } from "@/lib/http/errors";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { call, tokenFor } from "../integration/support/http";
import { createCompany, createManager } from "../factories/companies";
import { ensureCountry } from "../factories/countries";
import { createInvoiceDue } from "../factories/invoices";
import { createUser, uniqueSuffix } from "../factories/users";
import { day } from "./support";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]>; details?: unknown };

afterEach(() => {
  delete process.env.READ_ONLY;
});

describe("[spec 1 §1] read-only mode", () => {
  it("[spec 1 §1] every write fails with 422 'Application is in read-only mode'; reads still work", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    process.env.READ_ONLY = "true";
    const params = { userId: user.id };
    const patch = await call<ErrorBody>(accountRoute.PATCH, {
      method: "PATCH",
      path: `/api/users/${user.id}`,
      params,
      token,
      json: { displayName: "Blocked" },
    });
    expect(patch.status).toBe(422);
    expect(patch.body.message).toBe("Application is in read-only mode");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).not.toBe("Blocked");
    expect((await call(accountRoute.GET, { path: `/api/users/${user.id}`, params, token })).status).toBe(200);
  });
});

describe("[spec 1 §8] error catalogue", () => {
  it("[spec 1 §8] 401 without a token; a 403 reads 'Access Denied/Forbidden'", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    expect((await call(companiesRoute.GET, { path: "/api/companies" })).status).toBe(401);
    const forbidden = await call<ErrorBody>(companiesRoute.GET, {
      path: "/api/companies",
      token: await tokenFor(user.id),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Access Denied/Forbidden");
  });

  it("[spec 1 §8] an employee fetch of an unknown id answers 404", async () => {
    const admin = await createUser(db, { roles: ["admin"] });
    const res = await call(employeeRoute.GET, {
      path: "/api/employees/nope",
      params: { employeeId: "nope" },
      token: await tokenFor(admin.user.id),
    });
    expect(res.status).toBe(404);
  });

  it("[spec 1 §8] the global banner text 'Something went wrong, please contact our support team' for unexpected failures", () => {
    const error = toAppError(new Error("connection reset by peer at 10.0.0.1"));
    expect(error.status).toBe(500);
    expect(error.message).toBe("Something went wrong, please contact our support team");
  });

  it("[spec 1 §8] an expired e-mail change answers 410 'Your email change request has expired, please try again.'", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const newEmail = `late-${uniqueSuffix()}@new.example`;
    await call(emailsRoute.POST, {
      method: "POST",
      path: "http://omni.test/api/x",
      params: { userId: user.id },
      token,
      json: { email: newEmail },
    });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: newEmail } });
    const verifyToken = decodeURIComponent(/\/profile\/verify-email\/([\w%-]+)/.exec(mail.text)![1]);
    await db.emailChangeRequest.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call<ErrorBody>(verifyRoute.GET, {
      path: "/x",
      params: { userId: user.id, token: verifyToken },
      token,
    });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe("Your email change request has expired, please try again.");
  });

  it("[spec 1 §8] a document still processing answers 202 'This document is being processed and will be available soon.'; a malicious one names MALICIOUS_DOCUMENT", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const doc = (scanStatus: "PENDING" | "INFECTED") =>
      db.document.create({
        data: {
          title: `scan ${scanStatus}`,
          storageKey: `test/${uniqueSuffix()}.pdf`,
          mimeType: "application/pdf",
          sizeBytes: 10,
          scanStatus,
          companyId: boss.companyId,
          tenantId: boss.companyId,
          uploadedById: boss.user.id,
        },
      });
    const pending = await doc("PENDING");
    const processing = await call<ErrorBody>(downloadRoute.GET, {
      path: "/x",
      params: { documentId: pending.id },
      token,
    });
    expect(processing.status).toBe(202);
    expect(processing.body.message).toBe("This document is being processed and will be available soon.");
    const infected = await doc("INFECTED");
    const refused = await call<ErrorBody>(downloadRoute.GET, {
      path: "/x",
      params: { documentId: infected.id },
      token,
    });
    expect(refused.body.message).toBe("This document was flagged as malicious and is not available.");
    expect(refused.body.details).toEqual({ error: "MALICIOUS_DOCUMENT" });
    expect(UPLOAD_MESSAGES.malicious).toBe(refused.body.message);
  });

  it("[spec 1 §8] a conflict (409) on creating a company: 'This email address already exists, please use a different email'", async () => {
    const admin = await createUser(db, { roles: ["admin", "customer-success"] });
    const taken = await createUser(db, {});
    const res = await call<ErrorBody>(companiesRoute.POST, {
      method: "POST",
      path: "/api/companies",
      token: await tokenFor(admin.user.id),
      json: {
        name: `Dup ${uniqueSuffix()}`,
        managers: [{ firstName: "Dup", lastName: "Manager", email: taken.email }],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This email address already exists, please use a different email");
  });

  it("[spec 1 §8] contract update failures: 'Unable to update contract. Request failed with message: ' and the status variant", () => {
    expect(CONTRACT_MESSAGES.updateFailed).toBe("Unable to update contract. Request failed with message: ");
    expect(CONTRACT_MESSAGES.statusFailed).toBe("Unable to update contract status. Request failed with message: ");
  });

  it("[spec 1 §8] archive seat: failure 'There was a problem while archiving seat {id}: {server message}.', success '{name} has been archived' and 'Country has been changed'", () => {
    expect(MESSAGES_HIRING.archiveFailed("seat-1", "Seat was changed")).toBe(
      "There was a problem while archiving seat seat-1: Seat was changed.",
    );
    expect(MESSAGES_HIRING.archived("Pat Pending")).toBe("Pat Pending has been archived");
    expect(MESSAGES_HIRING.countryChanged).toBe("Country has been changed");
  });

  it("[spec 1 §8] a sanctioned country refuses the hire: 'Global Sanction Restrictions - At this time we are not able to hire in {country}'", async () => {
    const code = await ensureCountry(db, "KP");
    const country = await db.country.update({ where: { code }, data: { isSanctioned: true } });
    const { user } = await createManager(db);
    const res = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: await tokenFor(user.id),
      json: { variant: "client", countryCode: code, desiredStartDate: day(30), acceptTerms: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      `Global Sanction Restrictions - At this time we are not able to hire in ${country.name}`,
    );
    expect(res.body.fieldErrors?.countryCode).toEqual([res.body.message]);
  });

  it("[spec 1 §8] no key facts: 'Key facts coming soon!'", () => {
    expect(MESSAGES_HIRING.keyFactsSoon).toBe("Key facts coming soon!");
  });

  it("[spec 1 §8] banners on hire: contractors paused and overdue invoices ('Review and make a payment')", async () => {
    const company = await createCompany(db, { enabledProducts: ["EOR"] });
    await createInvoiceDue(db, company.id, 12);
    const admin = await createUser(db, { roles: ["admin"] });
    const availability = await getHireAvailability((await loadActor(admin.user.id, null, "token"))!, company.id);
    expect(availability).toMatchObject({ overdueInvoices: true, contractorsPaused: true });
    expect(availability.available.employee).toBe(false);
    expect(MESSAGES_HIRING.contractorsPaused).toBe("Currently, only Employee (EOR) and PEO hires are available.");
    expect(MESSAGES_HIRING.overdue).toBe(
      "Before you can add another employee you'll need to pay your outstanding invoices.",
    );
    expect(MESSAGES_HIRING.overdueLink).toBe("Review and make a payment");
  });
});

// Contract edit failure ('The request failed because: ' plus the server message): the contract questionnaire
// edit page, tests/unit/spec/spec1-s8-load-and-edit-messages.test.tsx.
