/** @jest-environment node */
// The verification checks a payroll specialist runs, on a labelled set with three periods of history (real
// PostgreSQL, the real pipeline): each new check catches its case and leaves its clean case alone, severities,
// the sentences, and what the pipeline stores (each row's currency, stated totals kept out of the totals).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import { CHECK_KEYS } from "@/lib/payroll/anomalies/checks";
import { CHECK_LABELS } from "@/lib/payroll/anomalies/check-labels";
import {
  buildProviderTotals,
  buildThirteenthMonth,
  buildVerificationSet,
  type VerificationSet,
} from "../../factories/payroll-verification";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-verification-files-"));
jest.setTimeout(180_000);

type Finding = {
  employeeId: string | null;
  check: string;
  severity: string;
  explanation: string;
  values: Record<string, unknown> | null;
};

let set: VerificationSet;
let findings: Finding[];

const findingsOf = async (reportId: string) =>
  (await db.payReportFinding.findMany({
    where: { payReportId: reportId },
    select: { employeeId: true, check: true, severity: true, explanation: true, values: true },
  })) as Finding[];
const of = (key: string, check: string) => findings.find((f) => f.employeeId === set.ids[key] && f.check === check);

beforeAll(async () => {
  set = await buildVerificationSet(db);
  findings = await findingsOf(set.reportId);
});

afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

describe("[PAYROLL] verification checks on a labelled set with history", () => {
  it("catches each check's mistake (positive cases)", () => {
    const missed = set.mistakes.filter(
      (m) => !findings.some((f) => f.check === m.check && f.employeeId === m.employee),
    );
    expect(missed.map((m) => `${m.key}: ${m.check}`)).toEqual([]);
  });

  it("leaves each check's clean case alone (negative cases) and blocks no clean employee", () => {
    const raised = set.clean.filter((c) => findings.some((f) => f.check === c.check && f.employeeId === c.employee));
    expect(
      raised.map(
        (c) =>
          `${c.key}: ${c.check} (${findings.find((f) => f.check === c.check && f.employeeId === c.employee)?.explanation})`,
      ),
    ).toEqual([]);
    const mistaken = new Set(set.mistakes.map((m) => m.employee));
    const cleanEmployees = new Set(set.clean.map((c) => c.employee).filter((id) => !mistaken.has(id)));
    const blocking = findings.filter(
      (f) => f.severity === "BLOCKING" && f.employeeId && cleanEmployees.has(f.employeeId),
    );
    expect(blocking.map((f) => `${f.check}: ${f.explanation}`)).toEqual([]);
  });

  it("blocks only where the mistake is near-certain", () => {
    expect(of("decimalShift", "concept-out-of-line")?.severity).toBe("BLOCKING");
    expect(of("leaverFullMonth", "partial-period-pay")?.severity).toBe("BLOCKING");
    expect(of("twice", "same-person-twice")?.severity).toBe("BLOCKING");
    expect(of("statedOff", "stated-total-mismatch")?.severity).toBe("BLOCKING");
    expect(of("raiseNotApplied", "salary-change-not-applied")?.severity).toBe("BLOCKING");
    expect(of("usdLine", "currency-mismatch")?.severity).toBe("BLOCKING");
    for (const [key, check] of [
      ["erMissing", "employer-cost-change"],
      ["allowanceDropped", "recurring-concept-missing"],
      ["expenseUnpaid", "expense-not-reimbursed"],
      ["unpaidNotDeducted", "unpaid-leave-not-deducted"],
      ["leaverNoFinal", "final-pay-missing"],
      ["bankRecent", "bank-details-changed"],
    ])
      expect([key, of(key, check)?.severity]).toEqual([key, "REVIEW"]);
  });

  it("names the values compared, what was expected and why", () => {
    expect(of("decimalShift", "concept-out-of-line")?.explanation).toMatch(
      /'Phone Allowance' is 400\.00 EUR, 10 times the employee's own median of the last 3 periods \(40\.00 EUR\): a decimal shift/,
    );
    expect(of("allowanceDropped", "recurring-concept-missing")?.explanation).toMatch(/'Meal Allowance'.*150\.00 EUR/);
    expect(of("erMissing", "employer-cost-change")?.explanation).toMatch(/800\.00 -> 0\.00 EUR.*missing this month/);
    expect(of("leaverFullMonth", "partial-period-pay")?.explanation).toMatch(
      /employment ends 2031-01-09.*paid as a full month/,
    );
    expect(of("twice", "same-person-twice")?.explanation).toMatch(/under 2 keys in this register/);
    expect(of("usdLine", "currency-mismatch")?.explanation).toMatch(/Paid in USD, but the employee is paid in EUR/);
    expect(of("statedOff", "stated-total-mismatch")?.values).toMatchObject({
      total: "gross",
      stated: 5200,
      computed: 5000,
    });
    expect(of("expenseUnpaid", "expense-not-reimbursed")?.explanation).toMatch(
      /120\.00 EUR \(Client dinner.*pay 0\.00 EUR/,
    );
    expect(of("unpaidNotDeducted", "unpaid-leave-not-deducted")?.explanation).toMatch(
      /5 working day\(s\).*no deduction at all/,
    );
    expect(of("raiseNotApplied", "salary-change-not-applied")?.explanation).toMatch(
      /72000\.00 EUR a year \(6000\.00 EUR a month\) is effective from 2030-12-01.*old 5000\.00/,
    );
    expect(of("leaverNoFinal", "final-pay-missing")?.explanation).toMatch(/ends on 2031-01-31/);
    expect(of("bankRecent", "bank-details-changed")?.explanation).toMatch(/changed on 2031-01-21 by Bank Changer/);
    for (const f of findings) expect(f.explanation.length).toBeGreaterThan(20);
  });

  it("keeps each row's currency and the stated totals out of the totals", async () => {
    const rows = await db.payRegisterRow.findMany({
      where: { grossToNetId: set.reportId, employeeRef: { in: [set.ids.usdLine, set.ids.statedRounded] } },
      select: {
        employeeRef: true,
        concept: true,
        currency: true,
        category: true,
        applicationType: true,
        payrollGlobal: true,
      },
    });
    expect(rows.find((r) => r.concept === "Income Tax" && r.employeeRef === set.ids.usdLine)?.currency).toBe("USD");
    expect(rows.find((r) => r.concept === "Base Salary" && r.employeeRef === set.ids.usdLine)?.currency).toBe("EUR");
    expect(rows.find((r) => r.concept === "Total Gross")).toMatchObject({
      category: "statedTotal",
      applicationType: null,
      payrollGlobal: "gross",
    });
    const total = await db.payReportEmployeeTotal.findFirst({
      where: { grossToNetId: set.reportId, employeeId: set.ids.statedRounded },
    });
    expect(Number(total?.gross)).toBe(5000);
    const file = await db.grossToNetFile.findUnique({ where: { id: set.reportId }, select: { currency: true } });
    expect(file?.currency).toBe("EUR");
  });

  it("flags a provider's register that loses most of its employees, not one that stays the same", async () => {
    const shrunk = await buildProviderTotals(db, { shrink: true });
    const same = await buildProviderTotals(db, { shrink: false });
    const found = (await findingsOf(shrunk.reportId)).find((f) => f.check === "provider-total-change");
    expect(found).toMatchObject({ employeeId: null, severity: "REVIEW" });
    expect(found?.explanation).toMatch(/pays 3 employees .* against 8 employees/);
    expect((await findingsOf(same.reportId)).filter((f) => f.check === "provider-total-change")).toEqual([]);
    expect(findings.filter((f) => f.check === "provider-total-change")).toEqual([]);
  });

  it("leaves a 13th month salary in a country that has one for review, never blocking", async () => {
    const es = await buildThirteenthMonth(db);
    const mine = (await findingsOf(es.reportId)).filter((f) => f.employeeId === es.employeeId);
    expect(mine.filter((f) => f.severity === "BLOCKING").map((f) => f.explanation)).toEqual([]);
    expect(mine.find((f) => f.check === "pay-change")?.explanation).toMatch(/13th month salary in this country/);
  });

  it("compares with peers when there is no history, never blocking on them", () => {
    const peer = of("peerTenfold", "concept-out-of-line");
    expect(peer).toMatchObject({ severity: "REVIEW", values: expect.objectContaining({ basis: "peers" }) });
    expect(peer?.explanation).toMatch(
      /'Social Security ER' is 8000\.00 EUR, 10 times the median of the \d+ employees paid it/,
    );
  });

  it("compares variable pay with no history of its own with its peers as a share of salary, for review", () => {
    const overtime = of("overtimeTenfold", "concept-out-of-line");
    expect(overtime).toMatchObject({
      severity: "REVIEW",
      values: expect.objectContaining({ basis: "peers, share of salary", peers: 5 }),
    });
    expect(overtime?.explanation).toMatch(
      /'Overtime' is 2000\.00 EUR, 13\.33 times what the median share of salary of the 5 employees paid it in this register would be on a salary of 5000\.00 EUR \(150\.00 EUR\), far beyond its usual range/,
    );
  });

  it("labels every check", () => {
    expect(CHECK_KEYS.filter((k) => !CHECK_LABELS[k])).toEqual([]);
  });
});
