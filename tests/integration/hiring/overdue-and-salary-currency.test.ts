/** @jest-environment node */
// [HIRING] Overdue invoices pause a client's hire requests (spec 1 sections 4, 8), from one source computed from the
// invoices (lib/finance/get-overdue-invoices.ts): the hire page's loader, the status call and POST /api/seats agree;
// a failed payment past its due date is overdue, a paid or not yet due invoice is not, a stored balance row alone
// pauses nothing. And the salary currency (spec 1 section 6) on the seat paths a manager takes: the profile's
// contract step and the seat edit take the country's currency only.
import * as seatsRoute from "@/app/api/seats/route";
import * as seatRoute from "@/app/api/seats/[id]/route";
import * as profileRoute from "@/app/api/seats/[id]/employee-profile/route";
import * as statusRoute from "@/app/api/invoice-reports/companies/[companyId]/balances/status/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { salaryCurrencyMessage } from "@/lib/employees/salary-currency";
import { call, tokenFor } from "../support/http";
import { createCompany, createManager } from "../../factories/companies";
import { createInvoiceDue } from "../../factories/invoices";
import { createSeat } from "../../factories/seats";
import { createUser } from "../../factories/users";

const db = getDb();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const clientRequest = { variant: "client", countryCode: "DE", desiredStartDate: inDays(40), acceptTerms: true };

describe("[HIRING] overdue invoices pause the client's hire requests", () => {
  it("an invoice unpaid past its due date (a failed payment too) is overdue; paid or not yet due is not", async () => {
    const company = await createCompany(db);
    expect(await getOverdueInvoices(company.id)).toMatchObject({ isOverdue: false, daysOverdue: null });
    await createInvoiceDue(db, company.id, 3, { paymentStatus: "payment_processed" });
    await createInvoiceDue(db, company.id, -2);
    // A synced balance row saying 40 days overdue, which the invoices do not back, pauses nothing.
    await db.clientBalance.create({ data: { companyId: company.id, currency: "EUR", daysOverdue: 40 } });
    expect(await getOverdueInvoices(company.id)).toMatchObject({ isOverdue: false, daysOverdue: null });
    await createInvoiceDue(db, company.id, 5, { paymentStatus: "payment_failed", currency: "GBP" });
    expect(await getOverdueInvoices(company.id)).toEqual({
      isOverdue: true,
      daysOverdue: 5,
      overdueCount: 1,
      byCurrency: { GBP: 5 },
    });
  });

  it("the hire page, the status call and POST /api/seats read the same source; the admin form is not paused", async () => {
    const { user, companyId } = await createManager(db, { scopes: ["employees:*", "finance:*"] });
    const manager = (await loadActor(user.id, null, "token"))!;
    const token = await tokenFor(user.id);
    const status = async () =>
      (
        await call<{ isOverdue: boolean; daysOverdue: number | null }>(statusRoute.GET, {
          path: `/api/invoice-reports/companies/${companyId}/balances/status`,
          params: { companyId },
          token,
        })
      ).body;
    expect((await getHireAvailability(manager, companyId)).available.employee).toBe(true);
    expect(await status()).toEqual({ isOverdue: false, daysOverdue: null });

    await createInvoiceDue(db, companyId, 8);
    const page = await getHireAvailability(manager, companyId);
    expect(page).toMatchObject({ overdueInvoices: true });
    expect(page.available.employee).toBe(false);
    const refused = await call<{ message: string; details: { error: string } }>(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      json: clientRequest,
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: MESSAGES_HIRING.overdue, details: { error: "OVERDUE_INVOICES" } });
    expect(await db.seat.count({ where: { companyId } })).toBe(0);

    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const adminForm = await call(seatsRoute.POST, {
      method: "POST",
      path: "/api/seats",
      json: {
        variant: "admin",
        companyId,
        countryCode: "DE",
        firstName: "Ada",
        lastName: "Override",
        desiredStartDate: inDays(30),
        employeeType: "EOR",
        billingCurrency: "EUR",
        managementFeeAmount: 549,
        setupFeeAmount: 460,
        setupFeeStructure: "PER_EMPLOYEE",
        depositType: "ZERO_DEPOSIT_INSURANCE",
        zeroDepositFee: 89,
      },
      token: await tokenFor(admin.id),
    });
    expect(adminForm.status).toBe(201);
  });
});

describe("[HIRING] salary currency on the seat paths (spec 1 section 6)", () => {
  it("a manager completing the profile or editing the seat takes the country's currency only; an admin any", async () => {
    const { user, companyId } = await createManager(db);
    const token = await tokenFor(user.id);
    const seat = await createSeat(db, { companyId, countryCode: "DE", sowStatus: "sow_accepted" });
    const stage2 = (currency: string, as = token) =>
      call<{ fieldErrors?: Record<string, string[]> }>(profileRoute.PATCH, {
        method: "PATCH",
        path: `/api/seats/${seat.id}/employee-profile`,
        params: { id: seat.id },
        json: { stage: 2, draft: true, values: { annualBaseSalaryCurrency: currency } },
        token: as,
      });
    const refused = await stage2("JPY");
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.annualBaseSalaryCurrency).toEqual([salaryCurrencyMessage("EUR")]);
    expect((await stage2("EUR")).status).toBe(200);

    const edit = await call<{ fieldErrors?: Record<string, string[]> }>(seatRoute.PATCH, {
      method: "PATCH",
      path: `/api/seats/${seat.id}`,
      params: { id: seat.id },
      json: { annualBaseSalaryCurrency: "USD" },
      token,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.fieldErrors?.annualBaseSalaryCurrency).toEqual([salaryCurrencyMessage("EUR")]);

    const { user: admin } = await createUser(db, { roles: ["admin"] });
    expect((await stage2("JPY", await tokenFor(admin.id))).status).toBe(200);
    const profile = await db.seatEmployeeProfile.findUniqueOrThrow({ where: { seatId: seat.id } });
    expect(profile.annualBaseSalaryCurrency).toBe("JPY");
    // Kept as it is, the currency on record is no new choice: the manager's save of stage 2 is not refused.
    expect((await stage2("JPY")).status).toBe(200);
  });
});
