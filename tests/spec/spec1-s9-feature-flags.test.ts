/** @jest-environment node */
// Spec 1 section 9 'Feature flags': the defaults (lib/config.ts) and, for each flag that switches something
// (docs/feature-flags.md), the switch with both values through the one helper that reads it. The route-level
// checks of several flags are in tests/integration/core/feature-flags.test.ts. isFeatureOn reads
// FEATURE_<NAME> at call time, so each test sets the variable around its calls and restores it.
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { amendmentPilotCountries, FEATURE_FLAGS, featureFlags, isFeatureOn, type FeatureFlag } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { addEmployeeInvoicePopupOn } from "@/lib/hiring/invoice-popup";
import { addSeatBackHref } from "@/lib/hiring/atlas";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { offeredInvoiceTypes } from "@/lib/finance/invoice-types";
import { assertPayrollJustificationsOn } from "@/lib/payroll/justifications-flag";
import { managerPayrollReportsTabOn } from "@/lib/access/payroll-report";
import { assertWorkingTimeTimesheetsOn } from "@/lib/timesheets/working-time";
import { isTimesheetAllowed } from "@/lib/timesheets/country-format";
import { canChooseBenefits } from "@/lib/benefits/selection";
import { amendmentsEnabledFor, dispatchToLegalEnabledFor } from "@/lib/contracts/amendments/amendments-enabled";
import { companyTabs } from "@/lib/companies/service";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { ensureCountry } from "../factories/countries";
import { createUser } from "../factories/users";
import { actor } from "./support";

const db = getDb();

const envName = (flag: FeatureFlag) => "FEATURE_" + flag.replace(/([A-Z])/g, "_$1").toUpperCase();

async function withFlag<T>(flag: FeatureFlag, on: boolean, run: () => T | Promise<T>): Promise<T> {
  const key = envName(flag);
  const before = process.env[key];
  process.env[key] = on ? "true" : "false";
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[key];
    else process.env[key] = before;
  }
}
/** The value of `read()` with the flag off and on. */
async function bothWays<T>(flag: FeatureFlag, read: () => T | Promise<T>): Promise<{ off: T; on: T }> {
  return { off: await withFlag(flag, false, read), on: await withFlag(flag, true, read) };
}
const refusal = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as AppError).status;
  }
};

let savedEnv: Record<string, string | undefined>;
beforeAll(() => {
  savedEnv = Object.fromEntries(FEATURE_FLAGS.map((f) => [envName(f), process.env[envName(f)]]));
  for (const f of FEATURE_FLAGS) delete process.env[envName(f)];
});
afterAll(() => {
  for (const [k, v] of Object.entries(savedEnv)) if (v !== undefined) process.env[k] = v;
});

describe("[spec 1 §9] feature flag defaults", () => {
  it("[spec 1 §9] on by default: timesheets, working-time timesheets, manager permissions UI, supplementary benefits cost, benefits, new integration, add-employee invoice popup, payroll justifications, payroll reports tab", () => {
    const on = FEATURE_FLAGS.filter((f) => featureFlags()[f]);
    expect(on.sort()).toEqual(
      [
        "timesheets",
        "workingTimeTimesheets",
        "managerPermissionsUi",
        "supplementaryBenefitsCost",
        "benefits",
        "newIntegration",
        "addEmployeeInvoicePopup",
        "payrollJustifications",
        "payrollReportsTab",
      ].sort(),
    );
  });

  it("[spec 1 §9] off by default: client benefits, atlas, accounting-system initial invoice, add contractor hire, dispatch amendment to legal, client benefit selection, referral", () => {
    const off = FEATURE_FLAGS.filter((f) => !featureFlags()[f]);
    expect(off.sort()).toEqual(
      [
        "clientBenefits",
        "atlas",
        "accountingSystemInitialInvoice",
        "addContractorHire",
        "dispatchAmendmentToLegal",
        "clientBenefitSelection",
        "referral",
      ].sort(),
    );
  });

  it("[spec 1 §9] FEATURE_<NAME> overrides a default", async () => {
    expect(await bothWays("atlas", () => isFeatureOn("atlas"))).toEqual({ off: false, on: true });
    expect(await bothWays("benefits", () => isFeatureOn("benefits"))).toEqual({ off: false, on: true });
  });

  it("[spec 1 §9] contract amendments pilot countries: empty by default", async () => {
    const before = process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
    delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
    try {
      expect(amendmentPilotCountries()).toEqual([]);
      await ensureCountry(db, "NZ");
      expect(await amendmentsEnabledFor("NZ")).toBe(false);
      process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES = "NZ, FR";
      expect(amendmentPilotCountries()).toEqual(["NZ", "FR"]);
      expect(await amendmentsEnabledFor("NZ")).toBe(true);
    } finally {
      if (before === undefined) delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
      else process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES = before;
    }
  });
});

describe("[spec 1 §9] what each flag switches", () => {
  it("[spec 1 §9] timesheets: the employee's Timesheets are allowed only when on", async () => {
    const { employee, user } = await createEmployee(db, { withUser: true });
    const me = (await loadActor(user!.id, null, "token"))!;
    const allowed = await bothWays("timesheets", async () => (await isTimesheetAllowed(me, employee.id)).isAllowed);
    expect(allowed).toEqual({ off: false, on: true });
  });

  it("[spec 1 §9] workingTimeTimesheets: regular working hours answer 404 when off", async () => {
    expect(await bothWays("workingTimeTimesheets", () => refusal(assertWorkingTimeTimesheetsOn))).toEqual({
      off: 404,
      on: null,
    });
  });

  it("[spec 1 §9] managerPermissionsUi and benefits: the company's #permissions and #benefits tabs", async () => {
    const company = await createCompany(db);
    const admin = await createUser(db, { roles: ["admin"] });
    const staff = (await loadActor(admin.user.id, null, "token"))!;
    const tab = (name: "permissions" | "benefits") => async () => (await companyTabs(staff, company.id))[name];
    expect(await bothWays("managerPermissionsUi", tab("permissions"))).toEqual({ off: false, on: true });
    expect(await bothWays("benefits", tab("benefits"))).toEqual({ off: false, on: true });
  });

  it("[spec 1 §9] addEmployeeInvoicePopup: the order form's 'Agree and continue?' invoices modal", async () => {
    expect(await bothWays("addEmployeeInvoicePopup", addEmployeeInvoicePopupOn)).toEqual({ off: false, on: true });
  });

  it("[spec 1 §9] payrollJustifications: the justification calls answer 404 when off", async () => {
    expect(await bothWays("payrollJustifications", () => refusal(assertPayrollJustificationsOn))).toEqual({
      off: 404,
      on: null,
    });
  });

  it("[spec 1 §9] payrollReportsTab: a manager's payroll reports tab needs the flag and the company setting", async () => {
    expect(await bothWays("payrollReportsTab", () => managerPayrollReportsTabOn(true))).toEqual({
      off: false,
      on: true,
    });
    expect(await withFlag("payrollReportsTab", true, () => managerPayrollReportsTabOn(false))).toBe(false);
  });

  it("[spec 1 §9] atlas: the add-employee back link returns to the atlas pages only when on", async () => {
    const href = () => addSeatBackHref({ from: "atlas", isAdmin: false, companyId: "c1" });
    expect(await bothWays("atlas", href)).toEqual({ off: "/employees#pending-employees", on: "/atlas" });
  });

  it("[spec 1 §9] accountingSystemInitialInvoice: 'Setup fee only' and 'Deposit only' exist only when on", async () => {
    const types = await bothWays("accountingSystemInitialInvoice", offeredInvoiceTypes);
    expect(types.off).not.toContain("SETUP_FEE_ONLY");
    expect(types.off).not.toContain("DEPOSIT_ONLY");
    expect(types.on).toEqual(expect.arrayContaining(["SETUP_FEE_ONLY", "DEPOSIT_ONLY"]));
  });

  it("[spec 1 §9] addContractorHire: contractor hires are available only when on", async () => {
    const m = await createManager(db);
    await db.company.update({ where: { id: m.companyId }, data: { enabledProducts: ["EOR", "CONTRACTOR"] } });
    const manager = (await loadActor(m.user.id, null, "token"))!;
    const contractor = async () => (await getHireAvailability(manager, m.companyId)).available.contractor;
    expect(await bothWays("addContractorHire", contractor)).toEqual({ off: false, on: true });
  });

  it("[spec 1 §9] dispatchAmendmentToLegal: sending an edit request to legal only when on", async () => {
    const company = await createCompany(db);
    expect(await bothWays("dispatchAmendmentToLegal", () => dispatchToLegalEnabledFor(company.id))).toEqual({
      off: false,
      on: true,
    });
  });

  it("[spec 1 §9] clientBenefitSelection: a manager chooses benefits only when on; staff always may", async () => {
    expect(await bothWays("clientBenefitSelection", () => canChooseBenefits(actor("manager")))).toEqual({
      off: false,
      on: true,
    });
    expect(await bothWays("clientBenefitSelection", () => canChooseBenefits(actor("admin")))).toEqual({
      off: true,
      on: true,
    });
  });
});
