/** @jest-environment node */
import { terminationWorkflow } from "@/lib/terminations/workflow";
import { resignationWorkflow } from "@/lib/terminations/resignations/workflow";
import { contractorContractWorkflow, contractorWorkflow } from "@/lib/contractors/workflow";
import { contractorBadgeTone } from "@/lib/contractors/badge";
import { lastPayrollDateOf } from "@/lib/terminations/last-payroll-date";
import { overdueBy } from "@/lib/contractors/overdue-by";
import { estimateContractorCosts } from "@/lib/contractors/costs";
import { ZContractStep } from "@/lib/contractors/schema";

describe("[TERMINATIONS] transition tables", () => {
  it("termination: Requested -> Reviewed -> Completed, Requested -> Completed, nothing leaves Completed", () => {
    expect(terminationWorkflow.canTransition("REQUESTED", "REVIEWED")).toBe(true);
    expect(terminationWorkflow.canTransition("REQUESTED", "COMPLETED")).toBe(true);
    expect(terminationWorkflow.canTransition("REVIEWED", "COMPLETED")).toBe(true);
    expect(terminationWorkflow.canTransition("REVIEWED", "REQUESTED")).toBe(false);
    expect(terminationWorkflow.targetsFrom("COMPLETED")).toEqual([]);
  });

  it("resignation: Requested -> Reviewed only", () => {
    expect(resignationWorkflow.canTransition("REQUESTED", "REVIEWED")).toBe(true);
    expect(resignationWorkflow.canTransition("REVIEWED", "REQUESTED")).toBe(false);
    expect(resignationWorkflow.targetsFrom("REVIEWED")).toEqual([]);
  });

  it("contractor and contract states", () => {
    expect(contractorWorkflow.canTransition("ONBOARDING", "DUPLICATE_EMAIL")).toBe(true);
    expect(contractorWorkflow.canTransition("KYC_PENDING", "ACTIVE")).toBe(true);
    expect(contractorWorkflow.canTransition("ONBOARDING", "ACTIVE")).toBe(false);
    expect(contractorContractWorkflow.canTransition("ACTIVE", "INACTIVE")).toBe(true);
    expect(contractorContractWorkflow.canTransition("ACTIVE", "ACTIVE")).toBe(false);
  });

  it("last payroll date: the last-employment answer, else the end of the last working day's month", () => {
    expect(lastPayrollDateOf("2027-01-15", "2027-01-31").toISOString().slice(0, 10)).toBe("2027-01-31");
    expect(lastPayrollDateOf("2027-02-10", undefined).toISOString().slice(0, 10)).toBe("2027-02-28");
    expect(lastPayrollDateOf("2028-02-10", "").toISOString().slice(0, 10)).toBe("2028-02-29");
  });
});

describe("[CONTRACTORS] badge mapping, invoices, contract rules", () => {
  it.each([
    ["ACTIVE", "success"],
    ["ONBOARDING", "warning"],
    ["KYC_PENDING", "warning"],
    ["KYC_FAILED", "error"],
    ["DUPLICATE_EMAIL", "error"],
    ["active", "success"],
    ["kyc_failed", "error"],
    ["SOMETHING_ELSE", "default"],
  ])("state %s shows a %s badge", (state, tone) => {
    expect(contractorBadgeTone(state)).toBe(tone);
  });

  it("overdue_by counts days past due for unpaid invoices only", () => {
    const now = new Date("2026-11-23T15:00:00Z");
    expect(overdueBy("OPEN", new Date("2026-11-20T00:00:00Z"), now)).toBe(3);
    expect(overdueBy("PENDING", new Date("2026-11-23T00:00:00Z"), now)).toBe(0);
    expect(overdueBy("PAID", new Date("2026-10-01T00:00:00Z"), now)).toBe(0);
    expect(overdueBy("IN_PROGRESS", new Date("2026-12-01T00:00:00Z"), now)).toBe(0);
  });

  it("contract: end date before start, rate 0 and other currencies are refused", () => {
    const base = {
      jobRole: "Dev",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DAY",
      rate: 100,
      startDate: "2027-01-10",
    };
    expect(ZContractStep.safeParse({ ...base, endDate: "2027-01-10" }).success).toBe(true);
    const paths = (input: object) => {
      const r = ZContractStep.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(paths({ ...base, endDate: "2027-01-09" })).toEqual(["endDate"]);
    expect(paths({ ...base, rate: 0 })).toEqual(["rate"]);
    expect(paths({ ...base, rate: -5 })).toEqual(["rate"]);
    expect(paths({ ...base, invoicingCurrency: "CHF" })).toEqual(["invoicingCurrency"]);
  });

  it("cost preview: monthly equivalent plus the platform fee", () => {
    expect(estimateContractorCosts({ rate: 100, currency: "EUR", frequency: "PER_DAY" })).toMatchObject({
      monthlyContractorCost: "2000.00",
      platformFee: "45.00",
      totalMonthlyCost: "2045.00",
    });
  });
});
