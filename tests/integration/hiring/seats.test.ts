/** @jest-environment node */
// Seats through the real route handlers and PostgreSQL: every order-form transition allowed and refused,
// archive and change country, complete profile and conversion, tenancy, fees, calculator and FX.
import * as seatsRoute from "@/app/api/seats/route";
import * as companySeatsRoute from "@/app/api/seats/company/[companyId]/route";
import * as seatRoute from "@/app/api/seats/[id]/route";
import * as profileRoute from "@/app/api/seats/[id]/employee-profile/route";
import * as archiveRoute from "@/app/api/seats/[id]/archive/route";
import * as convertRoute from "@/app/api/seats/[id]/convert/route";
import * as sowRoute from "@/app/api/seats/[id]/sow-document/route";
import * as orderFormRoute from "@/app/api/seats/[id]/order-form/route";
import * as feesRoute from "@/app/api/seats/fees/company/[id]/route";
import * as calculatorRoute from "@/app/api/calculator/employer-costs/route";
import * as fxRoute from "@/app/api/payroll/invoices/fx-rate/route";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { getDb } from "@/lib/db";
import { addBusinessDays, toDateInput } from "@/lib/dates";
import { MESSAGES } from "@/lib/errors";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createSeat } from "../../factories/seats";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-hiring-files-"));

type SeatBody = {
  data: {
    id: string;
    sowStatus: string;
    seatStatus: string;
    statusLabel: string;
    sowDocUrl: string | null;
    version: number;
    employeeProfile: Record<string, unknown> | null;
    missingOrderFormFields: string[];
  };
};
type ErrorBody = { message: string; code: string; fieldErrors?: Record<string, string[]> };

const inDays = (n: number) => toDateInput(new Date(Date.now() + n * 86_400_000));

async function managerOf(companyId?: string) {
  const m = await createManager(db, { companyId });
  return { ...m, token: await tokenFor(m.user.id) };
}
async function admin() {
  const { user } = await createUser(db, { roles: ["admin"] });
  return { user, token: await tokenFor(user.id) };
}
async function status(seatId: string) {
  return (await db.seat.findUniqueOrThrow({ where: { id: seatId } })).sowStatus;
}
function pdfForm(type = "application/pdf", name = "order-form.pdf") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array([37, 80, 68, 70, 45, 49])], name, { type }));
  return form;
}
const patchSeat = (id: string, token: string, json: unknown) =>
  call<SeatBody & ErrorBody>(seatRoute.PATCH, {
    method: "PATCH",
    path: `/api/seats/${id}`,
    params: { id },
    token,
    json,
  });

const adminBody = (companyId: string, extra: Record<string, unknown> = {}) => ({
  variant: "admin",
  companyId,
  countryCode: "DE",
  firstName: "Ada",
  lastName: "Admin-made",
  desiredStartDate: toDateInput(addBusinessDays(new Date(), 5)),
  employeeType: "EOR",
  billingCurrency: "EUR",
  managementFeeAmount: 549,
  setupFeeAmount: 460,
  setupFeeStructure: "PER_EMPLOYEE",
  depositType: "ZERO_DEPOSIT_INSURANCE",
  zeroDepositFee: 89,
  ...extra,
});

beforeAll(async () => {
  await ensureCountry(db, "DE");
  await ensureCountry(db, "FR");
  await ensureCountry(db, "RU");
});

describe("[HIRING] seat creation", () => {
  it("manager requests a hire: 201 awaiting-proposal, listed for the company, audited", async () => {
    const m = await managerOf();
    const res = await call<SeatBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: {
        variant: "client",
        countryCode: "de",
        firstName: "Nia",
        lastName: "New",
        desiredStartDate: inDays(40),
        acceptTerms: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.sowStatus).toBe("sow:awaiting-proposal");
    expect(res.body.data.statusLabel).toBe("Awaiting order form");
    const seat = await db.seat.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(seat.companyId).toBe(m.companyId);
    expect(await db.auditEvent.count({ where: { entityId: seat.id, action: "seat.create" } })).toBe(1);
    const list = await call<{ items: { id: string }[]; totalCount: number }>(companySeatsRoute.GET, {
      path: `/api/seats/company/${m.companyId}`,
      params: { companyId: m.companyId },
      token: m.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((s) => s.id)).toEqual([seat.id]);
  });

  it("a client's request keeps the salary typed beside the cost estimate, in the country's currency; below 1 is refused naming the field", async () => {
    const m = await managerOf();
    const request = (annualBaseSalaryAmount: unknown) =>
      call<SeatBody & ErrorBody>(seatsRoute.POST, {
        method: "POST",
        path: "/api/seats",
        token: m.token,
        json: {
          variant: "client",
          countryCode: "DE",
          desiredStartDate: inDays(40),
          acceptTerms: true,
          annualBaseSalaryAmount,
        },
      });
    const res = await request(64000);
    expect(res.status).toBe(201);
    const seat = await db.seat.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect({ amount: seat.annualBaseSalaryAmount?.toString(), currency: seat.annualBaseSalaryCurrency }).toEqual({
      amount: "64000",
      currency: "EUR",
    });
    const refused = await request(0.5);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.annualBaseSalaryAmount).toEqual([
      "Please enter an annual base salary of at least 1",
    ]);
    // Without a salary the request is as before: no salary on the seat.
    const none = await request(undefined);
    expect(none.status).toBe(201);
    expect((await db.seat.findUniqueOrThrow({ where: { id: none.body.data.id } })).annualBaseSalaryAmount).toBeNull();
  });

  it("refuses a past date, a missing country and a sanctioned country with the spec's messages", async () => {
    const m = await managerOf();
    const base = { variant: "client", countryCode: "DE", desiredStartDate: inDays(20), acceptTerms: true };
    const past = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: { ...base, desiredStartDate: inDays(-1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors?.desiredStartDate).toEqual(["Please enter date in future"]);
    const bad = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: { ...base, desiredStartDate: "2026-02-31" },
    });
    expect(bad.body.fieldErrors?.desiredStartDate).toEqual(["Please enter a valid start date"]);
    const noCountry = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: { ...base, countryCode: "" },
    });
    expect(noCountry.body.fieldErrors?.countryCode).toEqual(["Please enter a country"]);
    const sanctioned = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: { ...base, countryCode: "RU" },
    });
    expect(sanctioned.status).toBe(422);
    expect(sanctioned.body.message).toBe(
      "Global Sanction Restrictions - At this time we are not able to hire in Russia",
    );
    expect(await db.seat.count({ where: { companyId: m.companyId } })).toBe(0);
  });

  it("a manager may not use the admin hire form (403); a manager of another company is refused (404)", async () => {
    const m = await managerOf();
    const res = await call(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: adminBody(m.companyId),
    });
    expect(res.status).toBe(403);
    const other = await createCompany(db);
    const foreign = await call(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: {
        variant: "client",
        companyId: other.id,
        countryCode: "DE",
        desiredStartDate: inDays(20),
        acceptTerms: true,
      },
    });
    expect(foreign.status).toBe(404);
  });

  it("admin hire form: 3-business-day start rule, deposit rules, then created awaiting-proposal", async () => {
    const a = await admin();
    const company = await createCompany(db);
    const tooSoon = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { desiredStartDate: toDateInput(addBusinessDays(new Date(), 2)) }),
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors?.desiredStartDate).toEqual([
      "Sorry we are not able to onboard in less then two business days.",
    ]);
    const zdi = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { zeroDepositFee: 0 }),
    });
    expect(zdi.body.fieldErrors?.zeroDepositFee).toBeDefined();
    const peo = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { employeeType: "PEO" }),
    });
    expect(peo.body.fieldErrors?.depositType).toBeDefined();
    const noDeposit = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { depositType: "NO_DEPOSIT" }),
    });
    expect(noDeposit.status).toBe(400);
    expect(noDeposit.body.fieldErrors?.depositType).toEqual(["No Deposit is for internal employees only"]);
    const apdOther = await call<ErrorBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { depositType: "ADVANCED_PAYMENT_DEPOSIT", apdChoice: "other", apdOtherPercent: 0 }),
    });
    expect(apdOther.body.fieldErrors?.apdOtherPercent).toBeDefined();
    const ok = await call<SeatBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { depositType: "ADVANCED_PAYMENT_DEPOSIT", apdChoice: "15" }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.sowStatus).toBe("sow:awaiting-proposal");
    expect(ok.body.data.employeeProfile?.advancedPaymentDepositPercentage).toBe("15");
    expect(ok.body.data.missingOrderFormFields).toEqual([]);
  });

  it("admin hire form: the 3 business days count on the seat country's weekend (Kuwait: Friday and Saturday)", async () => {
    await ensureCountry(db, "KW");
    expect((await db.country.findUniqueOrThrow({ where: { code: "KW" } })).weekendDays).toEqual([5, 6]);
    // A Friday at noon: 3 business days on to Wednesday on a Sat/Sun weekend, to Tuesday on a Fri/Sat one.
    const friday = new Date();
    friday.setDate(friday.getDate() + ((5 - friday.getDay() + 7) % 7));
    friday.setHours(12, 0, 0, 0);
    const dayAfterFriday = (n: number) =>
      toDateInput(new Date(friday.getFullYear(), friday.getMonth(), friday.getDate() + n));
    // Only Date is faked (and keeps moving): the database driver's timers stay real.
    jest.useFakeTimers({
      now: friday,
      advanceTimers: true,
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      const a = await admin();
      const company = await createCompany(db);
      const post = (countryCode: string, days: number) =>
        call<SeatBody & ErrorBody>(seatsRoute.POST, {
          method: "POST",
          path: "/api/seats",
          token: a.token,
          json: adminBody(company.id, { countryCode, desiredStartDate: dayAfterFriday(days) }),
        });
      const kwTuesday = await post("KW", 4);
      expect(kwTuesday.status).toBe(201);
      const kwMonday = await post("KW", 3);
      expect(kwMonday.status).toBe(400);
      expect(kwMonday.body.fieldErrors).toEqual({
        desiredStartDate: ["Sorry we are not able to onboard in less then two business days."],
      });
      const deTuesday = await post("DE", 4);
      expect(deTuesday.status).toBe(400);
      expect(deTuesday.body.fieldErrors?.desiredStartDate).toEqual([
        "Sorry we are not able to onboard in less then two business days.",
      ]);
      expect((await post("DE", 5)).status).toBe(201);
    } finally {
      jest.useRealTimers();
    }
  });

  it("admin 'Order form already signed' creates the seat accepted; automated proposals create it awaiting acceptance", async () => {
    const a = await admin();
    const company = await createCompany(db, { enableAutomatedProposals: true });
    const signed = await call<SeatBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: a.token,
      json: adminBody(company.id, { orderFormSigned: true }),
    });
    expect(signed.status).toBe(201);
    expect(signed.body.data.sowStatus).toBe("sow:accepted");
    const m = await managerOf(company.id);
    const auto = await call<SeatBody>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      token: m.token,
      json: {
        variant: "client",
        countryCode: "DE",
        desiredStartDate: inDays(30),
        acceptTerms: true,
        useAutomatedProposal: true,
      },
    });
    expect(auto.body.data.sowStatus).toBe("sow:awaiting-acceptance");
    expect(auto.body.data.employeeProfile?.managementFeeAmount).toBe("599");
  });
});

describe("[HIRING] order form transitions", () => {
  it("admin uploads an order form: awaiting-proposal -> awaiting-acceptance, document stored, history + audit", async () => {
    const a = await admin();
    const seat = await createSeat(db, { withProfile: true });
    const res = await call<SeatBody>(orderFormRoute.POST, {
      method: "POST",
      path: `/api/seats/${seat.id}/order-form`,
      params: { id: seat.id },
      token: a.token,
      form: pdfForm(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sowStatus).toBe("sow:awaiting-acceptance");
    expect(res.body.data.sowDocUrl).toBe(`/api/seats/${seat.id}/order-form`);
    const history = await db.statusHistory.findMany({ where: { entityType: "Seat", entityId: seat.id } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ["sow_awaiting_proposal", "sow_awaiting_acceptance"],
    ]);
    expect(await db.auditEvent.count({ where: { entityId: seat.id, action: "seat.uploadOrderForm" } })).toBe(1);
    expect(await db.document.count({ where: { type: "ORDER_FORM", companyId: seat.companyId } })).toBe(1);
    const sow = await call<{ data: { url: string } }>(sowRoute.GET, {
      path: `/api/seats/${seat.id}/sow-document`,
      params: { id: seat.id },
      token: a.token,
    });
    expect(sow.body.data.url).toBe(`/api/seats/${seat.id}/order-form`);
    const file = await call(orderFormRoute.GET, { path: sow.body.data.url, params: { id: seat.id }, token: a.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // A new upload while awaiting acceptance replaces the document.
    const again = await call<SeatBody>(orderFormRoute.POST, {
      method: "POST",
      path: `/api/seats/${seat.id}/order-form`,
      params: { id: seat.id },
      token: a.token,
      form: pdfForm(),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(seat.version + 2);
  });

  it("refuses an upload by a manager (403), a bad file type (400) and after acceptance (422)", async () => {
    const a = await admin();
    const seat = await createSeat(db, { withProfile: true });
    const m = await managerOf(seat.companyId);
    expect(
      (
        await call(orderFormRoute.POST, {
          method: "POST",
          path: "/x",
          params: { id: seat.id },
          token: m.token,
          form: pdfForm(),
        })
      ).status,
    ).toBe(403);
    const badType = await call<ErrorBody>(orderFormRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: seat.id },
      token: a.token,
      form: pdfForm("text/html", "x.html"),
    });
    expect(badType.status).toBe(400);
    expect(badType.body.fieldErrors?.file).toEqual([
      "This file type is not allowed. Please upload an image, pdf or word document.",
    ]);
    const accepted = await createSeat(db, { sowStatus: "sow_accepted" });
    const late = await call(orderFormRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: accepted.id },
      token: a.token,
      form: pdfForm(),
    });
    expect(late.status).toBe(422);
    expect(await status(seat.id)).toBe("sow_awaiting_proposal");
  });

  it("manager accepts the order form: awaiting-acceptance -> accepted with the signature recorded", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_awaiting_acceptance" });
    const m = await managerOf(seat.companyId);
    const res = await patchSeat(seat.id, m.token, { sowStatus: "sow:accepted" });
    expect(res.status).toBe(200);
    expect(res.body.data.sowStatus).toBe("sow:accepted");
    const row = await db.seat.findUniqueOrThrow({ where: { id: seat.id } });
    expect(row.sowSignatureDate).not.toBeNull();
    expect(await db.auditEvent.count({ where: { entityId: seat.id, action: "seat.acceptOrderForm" } })).toBe(1);
    // Nothing leaves accepted.
    const back = await patchSeat(seat.id, m.token, { sowStatus: "sow:awaiting-acceptance" });
    expect(back.status).toBe(422);
  });

  it("refuses accepting with no proposal (422), with missing order-form fields (422) and a stale version (409)", async () => {
    const proposal = await createSeat(db, { withProfile: true });
    const m = await managerOf(proposal.companyId);
    expect((await patchSeat(proposal.id, m.token, { sowStatus: "sow:accepted" })).status).toBe(422);
    const incomplete = await createSeat(db, {
      companyId: proposal.companyId,
      sowStatus: "sow_awaiting_acceptance",
      withProfile: false,
    });
    const res = await patchSeat(incomplete.id, m.token, { sowStatus: "sow:accepted" });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("employeeType");
    expect(await status(incomplete.id)).toBe("sow_awaiting_acceptance");
    const stale = await createSeat(db, { companyId: proposal.companyId, sowStatus: "sow_awaiting_acceptance" });
    await db.seat.update({ where: { id: stale.id }, data: { version: { increment: 1 } } });
    const { transition } = await import("@/lib/workflow");
    const { seatSowWorkflow } = await import("@/lib/hiring/workflow");
    await expect(
      db.$transaction((tx) =>
        transition(tx, seatSowWorkflow, {
          id: stale.id,
          from: "sow_awaiting_acceptance",
          to: "sow_accepted",
          version: stale.version,
          actor: null,
        }),
      ),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("'Order form already signed': admin only, from awaiting-proposal straight to accepted", async () => {
    const seat = await createSeat(db, { withProfile: true });
    const m = await managerOf(seat.companyId);
    expect((await patchSeat(seat.id, m.token, { orderFormSigned: true })).status).toBe(403);
    const a = await admin();
    const res = await patchSeat(seat.id, a.token, { orderFormSigned: true });
    expect(res.status).toBe(200);
    expect(res.body.data.sowStatus).toBe("sow:accepted");
    // Admin edits are refused once accepted (403).
    expect((await patchSeat(seat.id, a.token, { purchaseOrderNumber: "PO-9" })).status).toBe(403);
  });

  it("fee fields are admin-only; a manager edits names and dates", async () => {
    const seat = await createSeat(db, { withProfile: true });
    const m = await managerOf(seat.companyId);
    expect((await patchSeat(seat.id, m.token, { managementFeeAmount: 1 })).status).toBe(403);
    const ok = await patchSeat(seat.id, m.token, { firstName: "Renamed", desiredStartDate: inDays(50) });
    expect(ok.status).toBe(200);
    expect((await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).firstName).toBe("Renamed");
  });
});

describe("[HIRING] archive and change country", () => {
  it("archive needs a reason and the typed word; archived seats leave the list and cannot be archived again", async () => {
    const seat = await createSeat(db, {});
    const m = await managerOf(seat.companyId);
    const post = (json: unknown) =>
      call<ErrorBody & { data: { name: string } }>(archiveRoute.POST, {
        method: "POST",
        path: "/x",
        params: { id: seat.id },
        token: m.token,
        json,
      });
    const noReason = await post({ confirmation: "ARCHIVE" });
    expect(noReason.body.fieldErrors?.archiveReason).toEqual(["Please select the reason for archiving"]);
    const wrongWord = await post({ archiveReason: "dropout", confirmation: "archive" });
    expect(wrongWord.body.fieldErrors?.confirmation).toEqual(['Please type word "ARCHIVE"']);
    const ok = await post({ archiveReason: "dropout", confirmation: "ARCHIVE" });
    expect(ok.status).toBe(200);
    const row = await db.seat.findUniqueOrThrow({ where: { id: seat.id } });
    expect([row.seatStatus, row.archiveReason]).toEqual(["archived", "dropout"]);
    const list = await call<{ items: unknown[] }>(companySeatsRoute.GET, {
      path: "/x",
      params: { companyId: seat.companyId },
      token: m.token,
    });
    expect(list.body.items).toEqual([]);
    expect((await post({ archiveReason: "dropout", confirmation: "ARCHIVE" })).status).toBe(422);
  });

  it("change country archives the seat and creates a new one in one transaction; a sanctioned target changes nothing", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_awaiting_acceptance" });
    const m = await managerOf(seat.companyId);
    const post = (json: unknown) =>
      call<ErrorBody & { data: { newSeat: { id: string; countryCode: string; sowStatus: string } } }>(
        archiveRoute.POST,
        {
          method: "POST",
          path: "/x",
          params: { id: seat.id },
          token: m.token,
          json,
        },
      );
    expect(
      (await post({ kind: "change-country", countryCode: "FR", confirmation: "CHANGE" })).body.fieldErrors
        ?.confirmation,
    ).toEqual(['Please type word "CHANGE COUNTRY"']);
    const sanctioned = await post({ kind: "change-country", countryCode: "RU", confirmation: "CHANGE COUNTRY" });
    expect(sanctioned.status).toBe(422);
    expect((await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).seatStatus).toBe("pending");
    const ok = await post({ kind: "change-country", countryCode: "FR", confirmation: "CHANGE COUNTRY" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.newSeat.countryCode).toBe("FR");
    expect(ok.body.data.newSeat.sowStatus).toBe("sow:awaiting-proposal");
    expect((await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).seatStatus).toBe("archived");
  });
});

describe("[HIRING] complete profile and conversion", () => {
  const stage1 = (extra: Record<string, unknown> = {}) => ({
    countryCode: "DE",
    citizenship: "DE",
    firstName: "Conny",
    lastName: "Convert",
    personalEmail: `conny-${uniqueSuffix()}@mail.example.com`,
    privateAddress: { addressLine1: "Hauptstr. 1", city: "Berlin", postalCode: "10115", country: "DE" },
    rightToWorkCheckCompleted: "yes",
    ...extra,
  });
  const stage2 = (extra: Record<string, unknown> = {}) => ({
    jobTitle: "Engineer",
    jobDescription: "Builds things",
    annualBaseSalaryAmount: 70000,
    annualBaseSalaryCurrency: "EUR",
    locationOfWorkType: "HOME_OFFICE",
    locationOfWorkCity: "Berlin",
    hasSupplementaryBenefits: "no",
    ...extra,
  });
  const save = (id: string, token: string, json: unknown) =>
    call<ErrorBody & SeatBody>(profileRoute.PATCH, { method: "PATCH", path: "/x", params: { id }, token, json });

  it("stage validations use the spec's messages", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_accepted" });
    const m = await managerOf(seat.companyId);
    const spaces = await save(seat.id, m.token, { stage: 1, values: stage1({ personalEmail: " a@b.com" }) });
    expect(spaces.body.fieldErrors?.personalEmail).toEqual([
      "Email addresses should not contain any spaces at the beginning or the end",
    ]);
    const tld = await save(seat.id, m.token, { stage: 1, values: stage1({ personalEmail: "a@b.notatld" }) });
    expect(tld.body.fieldErrors?.personalEmail).toEqual(["Please enter a valid email address"]);
    const noAddress = await save(seat.id, m.token, {
      stage: 1,
      values: stage1({ privateAddress: { addressLine1: "", city: "", postalCode: "", country: "DE" } }),
    });
    expect(Object.keys(noAddress.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["privateAddress.addressLine1", "privateAddress.city", "privateAddress.postalCode"]),
    );
    const noBenefits = await save(seat.id, m.token, {
      stage: 2,
      values: stage2({ hasSupplementaryBenefits: undefined }),
    });
    expect(noBenefits.body.fieldErrors?.hasSupplementaryBenefits).toEqual(["Please choose a value"]);
    // 'Save and close' keeps a partial draft without validating.
    const draft = await save(seat.id, m.token, { stage: 2, draft: true, values: { jobTitle: "Half done" } });
    expect(draft.status).toBe(200);
  });

  it("refuses profile work before acceptance (422)", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_awaiting_acceptance" });
    const m = await managerOf(seat.companyId);
    expect((await save(seat.id, m.token, { stage: 1, values: stage1() })).status).toBe(422);
    expect(
      (await call(convertRoute.POST, { method: "POST", path: "/x", params: { id: seat.id }, token: m.token, json: {} }))
        .status,
    ).toBe(422);
  });

  it("manager completes both stages and converts: one employee with onboarding at the first stage; 409 on repeat and on a duplicate email", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_accepted" });
    const m = await managerOf(seat.companyId);
    const incomplete = await call<ErrorBody>(convertRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: seat.id },
      token: m.token,
      json: {},
    });
    expect(incomplete.status).toBe(422);
    const values1 = stage1();
    expect((await save(seat.id, m.token, { stage: 1, values: values1 })).status).toBe(200);
    expect((await save(seat.id, m.token, { stage: 2, values: stage2() })).status).toBe(200);
    const res = await call<{ data: { employeeId: string } }>(convertRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: seat.id },
      token: m.token,
      json: {},
    });
    expect(res.status).toBe(201);
    const employee = await db.employee.findUniqueOrThrow({
      where: { id: res.body.data.employeeId },
      include: { onboardingProgress: true },
    });
    expect(employee.seatId).toBe(seat.id);
    expect(employee.managerId).toBe(m.manager.id);
    expect(employee.personalEmail).toBe(values1.personalEmail);
    expect(employee.onboardingStatus).toBe("IN_PROGRESS");
    expect(employee.onboardingProgress?.completedStepIds).toEqual([]);
    const list = await call<{ items: unknown[] }>(companySeatsRoute.GET, {
      path: "/x",
      params: { companyId: seat.companyId },
      token: m.token,
    });
    expect(list.body.items).toEqual([]);
    expect(
      (await call(convertRoute.POST, { method: "POST", path: "/x", params: { id: seat.id }, token: m.token, json: {} }))
        .status,
    ).toBe(409);

    const twin = await createSeat(db, { companyId: seat.companyId, sowStatus: "sow_accepted" });
    await save(twin.id, m.token, { stage: 1, values: stage1({ personalEmail: values1.personalEmail }) });
    await save(twin.id, m.token, { stage: 2, values: stage2() });
    const dup = await call<ErrorBody>(convertRoute.POST, {
      method: "POST",
      path: "/x",
      params: { id: twin.id },
      token: m.token,
      json: {},
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(MESSAGES.duplicateEmail);
    expect(await db.employee.count({ where: { seatId: twin.id } })).toBe(0);
  });
});

describe("[HIRING] tenancy and bad ids", () => {
  it("a bad or foreign seat id answers 404 (never 500); staff read any seat", async () => {
    const seat = await createSeat(db, {});
    const stranger = await managerOf();
    for (const id of ["bad-seat-request", "x".repeat(64), seat.id]) {
      const res = await call(seatRoute.GET, { path: `/api/seats/${id}`, params: { id }, token: stranger.token });
      expect(res.status).toBe(404);
    }
    expect(
      (await call(seatRoute.GET, { path: "/x", params: { id: "y".repeat(65) }, token: stranger.token })).status,
    ).toBe(400);
    expect(
      (await call(companySeatsRoute.GET, { path: "/x", params: { companyId: seat.companyId }, token: stranger.token }))
        .status,
    ).toBe(404);
    const a = await admin();
    expect((await call(seatRoute.GET, { path: "/x", params: { id: seat.id }, token: a.token })).status).toBe(200);
    const { user: employee } = await createUser(db, { roles: ["employee"], tenantId: seat.companyId });
    expect(
      (await call(seatRoute.GET, { path: "/x", params: { id: seat.id }, token: await tokenFor(employee.id) })).status,
    ).toBe(403);
  });

  it("the list filters by status, country and name", async () => {
    const company = await createCompany(db);
    const m = await managerOf(company.id);
    const a1 = await createSeat(db, { companyId: company.id, countryCode: "DE", firstName: "Zed", lastName: "Alpha" });
    const a2 = await createSeat(db, { companyId: company.id, countryCode: "FR", sowStatus: "sow_awaiting_acceptance" });
    await createSeat(db, { companyId: company.id, countryCode: "FR", seatStatus: "archived" });
    const get = (q: string) =>
      call<{ items: { id: string }[]; totalCount: number; countries: { code: string }[] }>(companySeatsRoute.GET, {
        path: `/api/seats/company/${company.id}?${q}`,
        params: { companyId: company.id },
        token: m.token,
      });
    expect((await get("")).body.totalCount).toBe(2);
    expect((await get("status=sow:awaiting-acceptance")).body.items.map((s) => s.id)).toEqual([a2.id]);
    expect((await get("country=DE")).body.items.map((s) => s.id)).toEqual([a1.id]);
    expect((await get("search=zed%20alp")).body.items.map((s) => s.id)).toEqual([a1.id]);
    expect((await get("")).body.countries.map((c) => c.code).sort()).toEqual(["DE", "FR"]);
  });
});

describe("[HIRING] fees, employer costs and FX", () => {
  it("company fee data, an FX rate (direct and inverse) and an employer-cost quote from stored rows", async () => {
    const code = "Q" + String.fromCharCode(65 + Math.floor(Math.random() * 26));
    await db.country.upsert({
      where: { code },
      update: {},
      create: { code, name: `Testland ${code}`, currency: "KWD", currencyDecimals: 3 },
    });
    await db.employerCostRate.deleteMany({ where: { countryCode: code } });
    await db.employerCostRate.createMany({
      data: [
        { countryCode: code, description: "Social security", percentOfSalary: "10", currency: "KWD", position: 0 },
        { countryCode: code, description: "Insurance", fixedAmount: "120", currency: "KWD", position: 1 },
      ],
    });
    const rateDate = new Date("2020-01-0" + (1 + Math.floor(Math.random() * 8)));
    await db.fxRate.upsert({
      where: { fromCurrency_toCurrency_rateDate: { fromCurrency: "USD", toCurrency: "KWD", rateDate } },
      update: { rate: "0.5" },
      create: { fromCurrency: "USD", toCurrency: "KWD", rate: "0.5", rateDate },
    });
    const company = await createCompany(db);
    const m = await managerOf(company.id);
    const fees = await call<{ data: { managementFee: { currency: string; amount: string }[]; depositType: string } }>(
      feesRoute.GET,
      {
        path: "/x",
        params: { id: company.id },
        token: m.token,
      },
    );
    expect(fees.body.data.managementFee).toEqual(expect.arrayContaining([{ currency: "USD", amount: "599" }]));
    expect(fees.body.data.depositType).toBe("ZERO_DEPOSIT_INSURANCE");
    const other = await createCompany(db);
    expect((await call(feesRoute.GET, { path: "/x", params: { id: other.id }, token: m.token })).status).toBe(404);

    const fx = await call<{ data: { rate: string } }>(fxRoute.GET, {
      path: "/api/payroll/invoices/fx-rate?fromCurrency=KWD&toCurrency=USD",
      token: m.token,
    });
    expect(fx.body.data.rate).toBe("2");
    expect(
      (
        await call(fxRoute.GET, {
          path: "/api/payroll/invoices/fx-rate?fromCurrency=KWD&toCurrency=XXX",
          token: m.token,
        })
      ).status,
    ).toBe(404);

    const costs = await call<{
      data: { currency: string; employerCosts: { subtotal: string }; quote: Record<string, string> };
    }>(calculatorRoute.GET, {
      path: `/api/calculator/employer-costs?countryCode=${code}&annualSalary=12000.5&billingCurrency=USD&companyId=${company.id}&managementPricing=standard`,
      token: m.token,
    });
    expect(costs.status).toBe(200);
    expect(costs.body.data.currency).toBe("KWD");
    expect(costs.body.data.employerCosts.subtotal).toBe("1320.050");
    // 12000.5 / 12 = 1000.041666 KWD -> x2 = 2000.08 USD; fx fee 2 % of (2000.08 + 220.01).
    expect(costs.body.data.quote.convertedMonthlySalary).toBe("2000.08");
    expect(costs.body.data.quote.convertedMonthlyEmployerCosts).toBe("220.01");
    expect(costs.body.data.quote.fxFee).toBe("44.40");
    expect(costs.body.data.quote.managementFee).toBe("599.00");
    expect(costs.body.data.quote.zeroDepositFee).toBe("99.00");
    expect(costs.body.data.quote.estimatedMonthlyTotal).toBe("2962.49");
    expect(
      (await call(calculatorRoute.GET, { path: "/api/calculator/employer-costs?countryCode=ZZ9", token: m.token }))
        .status,
    ).toBe(400);
  });
});
