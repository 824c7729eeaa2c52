/** @jest-environment node */
// [PAYSLIPS] Next month's pay before the cutoff, on the demo data: the period is the one of the first cutoff not
// passed on Emma's provider and country calendar; each kind of event recorded for that month (a raise effective
// mid-month, approved unpaid leave, approved expenses of the payroll month, the employment's last day, a bonus)
// shows as a reason with the change it makes, worked out here from the records and the employee's holiday
// calendar; who may read the preview; and 'Something looks wrong' through its route: validated naming the field,
// only the employee themself, stored for the period, audited, and listed on the pay report of the period (or the
// latest before it) for the payroll admins.
import Decimal from "decimal.js";
import type { PrismaClient } from "@/generated/prisma/client";
import * as askRoute from "@/app/api/employees/[employeeId]/pay-questions/route";
import * as listRoute from "@/app/api/payroll/pay-questions/route";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import { PAY_QUESTION_ACTION } from "@/lib/payslips/pay-questions/ask-pay-question";
import type { PayQuestionList } from "@/lib/payslips/pay-questions/schema";
import { previewNextPay } from "@/lib/payslips/preview-next-pay";
import type { NextPayPreview } from "@/lib/payslips/next-pay-schema";
import { countWorkingDays } from "@/lib/time-off/working-days";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

jest.setTimeout(240_000);

const EMMA = "emp-emma";
let demo: DemoDatabase;
let db: PrismaClient;
let period: string;
let first: Date;
let last: Date;

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const preview = async (key = "employee", id = EMMA) => previewNextPay(await demo.actor(key), id);
const ofKind = (p: NextPayPreview, kind: string) => p.reasons.filter((r) => r.kind === kind);
const status = async (fn: () => Promise<unknown>) =>
  fn().then(
    () => 200,
    (e: { status?: number; code?: string }) =>
      e.status ?? (e.code === "NOT_FOUND" ? 404 : e.code === "FORBIDDEN" ? 403 : 500),
  );

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  const emma = await db.employee.findUniqueOrThrow({ where: { id: EMMA } });
  const today = new Date(new Date().toISOString().slice(0, 10));
  const cutoff = await db.cutoffDate.findFirstOrThrow({
    where: { lspId: emma.lspId!, countryCode: emma.countryCode, payrollCycle: "CYCLE_1", cutoffDate: { gte: today } },
    orderBy: { cutoffDate: "asc" },
  });
  period = cutoff.payrollPeriod;
  first = utc(Number(period.slice(0, 4)), Number(period.slice(4)), 1);
  last = utc(Number(period.slice(0, 4)), Number(period.slice(4)) + 1, 0);
});

afterAll(async () => {
  await demo.cleanUp();
});

describe("[PAYSLIPS] next month's pay before the cutoff", () => {
  it("[PAYSLIPS] the period is the first cutoff not passed on Emma's calendar; the last payslip is her newest published one", async () => {
    const p = await preview();
    expect(p.period).toBe(period);
    const lastReport = await db.payReportEmployeeTotal.findFirstOrThrow({
      where: { employeeId: EMMA, grossToNet: { processingStatus: { in: ["PUBLISHED", "REOPENED"] } } },
      orderBy: [{ grossToNet: { payrollPeriod: "desc" } }, { grossToNet: { payrollCycle: "desc" } }],
      include: { grossToNet: { select: { payrollPeriod: true } } },
    });
    expect(p.last).toEqual({
      period: lastReport.grossToNet.payrollPeriod,
      currency: lastReport.currency,
      gross: lastReport.gross.toFixed(4),
      net: lastReport.net.toFixed(4),
    });
  });

  it("[PAYSLIPS] a raise effective on the 16th: the new monthly salary for the days from then, against the salary before it", async () => {
    expect(ofKind(await preview(), "raise")).toEqual([]);
    const effective = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 16);
    const before = await db.salaryHistory.findFirst({
      where: { employeeId: EMMA, effectiveDate: { lt: effective } },
      orderBy: [{ effectiveDate: "desc" }, { createdAt: "desc" }],
    });
    await db.salaryHistory.create({
      data: { employeeId: EMMA, amount: "90000", currency: "EUR", effectiveDate: effective },
    });
    const [raise] = ofKind(await preview(), "raise");
    // The salary before it on record, else the last payslip's salary.
    const lastSalary = async () =>
      (
        await db.payReportEmployeeTotal.findFirstOrThrow({
          where: { employeeId: EMMA, grossToNet: { processingStatus: { in: ["PUBLISHED", "REOPENED"] } } },
          orderBy: [{ grossToNet: { payrollPeriod: "desc" } }, { grossToNet: { payrollCycle: "desc" } }],
        })
      ).salary.toString();
    const old = before
      ? new Decimal(before.amount.toString()).div(12).toDecimalPlaces(2)
      : new Decimal(await lastSalary());
    const days = last.getUTCDate();
    const expected = new Decimal(7500)
      .minus(old)
      .times(days - 15)
      .div(days)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(raise.amount).toBe(expected.toString());
    expect(raise.sentence).toContain("EUR 90,000.00 a year from 16 ");
    expect(raise.sentence).toContain(`pro rata for ${days - 15} of ${days} days`);
  });

  it("[PAYSLIPS] approved unpaid leave: the monthly salary less its working days' share (her weekend and public holidays out)", async () => {
    expect(ofKind(await preview(), "unpaid-leave")).toEqual([]);
    const emma = await db.employee.findUniqueOrThrow({ where: { id: EMMA }, include: { country: true } });
    const holidays = (
      await loadHolidayDates(
        [{ countryCode: emma.countryCode, region: emma.region, companyId: emma.companyId }],
        first,
        last,
      )
    )({ countryCode: emma.countryCode, region: emma.region, companyId: emma.companyId });
    const weekend = emma.country.weekendDays?.length ? emma.country.weekendDays : [0, 6];
    // A week of leave from the 8th, plus a pending and a paid one that do not count.
    const start = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 8);
    const end = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 14);
    const base = {
      employeeId: EMMA,
      companyId: emma.companyId,
      leaveType: "op_leave_other" as const,
      startDate: start,
      endDate: end,
    };
    await db.timeOffEntry.createMany({
      data: [
        { ...base, unpaid: true, status: "APPROVED" },
        { ...base, unpaid: true, status: "PENDING" },
        { ...base, unpaid: false, status: "APPROVED" },
      ],
    });
    const [leave] = ofKind(await preview(), "unpaid-leave");
    const days = countWorkingDays(start, end, weekend, holidays);
    const periodDays = countWorkingDays(first, last, weekend, holidays);
    const monthly = new Decimal(emma.annualBaseSalaryAmount!.toString()).div(12).toDecimalPlaces(2);
    expect(leave.amount).toBe(
      monthly.times(days).div(periodDays).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).negated().toString(),
    );
    expect(leave.sentence).toMatch(
      new RegExp(`^${days} working day\\(s\\) of approved unpaid leave out of ${periodDays} `),
    );
  });

  it("[PAYSLIPS] approved expenses of the payroll month add their total; pending ones and other months do not", async () => {
    const month = `${period.slice(0, 4)}-${period.slice(4)}`;
    const before = ofKind(await preview(), "expenses")[0];
    const emma = await db.employee.findUniqueOrThrow({ where: { id: EMMA } });
    const base = {
      employeeId: EMMA,
      companyId: emma.companyId,
      category: "OFFICE_RENT" as const,
      currency: "EUR",
      dateSpent: first,
    };
    await db.expense.createMany({
      data: [
        { ...base, title: "Train to Berlin", amount: "120.50", status: "APPROVED", estimatedPayrollMonth: month },
        { ...base, title: "Hotel", amount: "30", status: "APPROVED", estimatedPayrollMonth: month },
        { ...base, title: "Pending taxi", amount: "55", status: "PENDING", estimatedPayrollMonth: month },
        { ...base, title: "Later", amount: "99", status: "APPROVED", estimatedPayrollMonth: "2099-01" },
      ],
    });
    const [after] = ofKind(await preview(), "expenses");
    expect(new Decimal(after.amount!).minus(before?.amount ?? 0).toString()).toBe("150.5");
    expect(after.sentence).toContain("Train to Berlin");
    expect(after.sentence).not.toContain("Pending taxi");
  });

  it("[PAYSLIPS] a bonus on record for the period, and the employment's last day in it", async () => {
    await db.employeeBonus.create({
      data: { employeeId: EMMA, kind: "THIRTEENTH_MONTH", amount: "6500", currency: "EUR", payrollPeriod: period },
    });
    const emma = await db.employee.findUniqueOrThrow({ where: { id: EMMA } });
    const employment = await db.employment.findUniqueOrThrow({ where: { id: emma.currentEmploymentId! } });
    await db.employment.update({ where: { id: employment.id }, data: { terminationDate: last } });
    try {
      const p = await preview();
      expect(ofKind(p, "bonus")).toEqual([
        expect.objectContaining({
          amount: "6500.00",
          sentence: expect.stringContaining("13th month salary of EUR 6,500.00"),
        }),
      ]);
      const [end] = ofKind(p, "termination");
      expect(end.sentence).toContain(`ends on ${last.getUTCDate()} `);
      expect(end.amount).toBeNull();
    } finally {
      await db.employment.update({
        where: { id: employment.id },
        data: { terminationDate: employment.terminationDate },
      });
    }
  });

  it("[PAYSLIPS] who reads the preview: Emma, payroll admins, Acme's super manager; a foreign id 404; no payroll rights 403", async () => {
    const colleague = await db.employee.findFirstOrThrow({ where: { companyId: "acme", id: { not: EMMA } } });
    expect(await status(() => preview("employee"))).toBe(200);
    expect(await status(() => preview("payrollAdmin"))).toBe(200);
    expect(await status(() => preview("superManager"))).toBe(200);
    expect(await status(() => preview("employee", colleague.id))).toBe(404);
    expect(await status(() => preview("incompleteEmployee"))).toBe(404);
    expect(await status(() => preview("reviewManager"))).toBe(404);
    expect(await status(() => preview("payrollAdmin", "no-such-employee"))).toBe(404);
    expect(await status(() => preview("manager"))).toBe(403);
    expect(await status(() => preview("lsp"))).toBe(403);
  });
});

describe("[PAYSLIPS] 'Something looks wrong'", () => {
  const ask = async (key: string, json: unknown, employeeId = EMMA) =>
    call<{ id: string; payrollPeriod: string; fieldErrors?: Record<string, string[]> }>(askRoute.POST, {
      method: "POST",
      path: `/api/employees/${employeeId}/pay-questions`,
      params: { employeeId },
      json,
      token: await demo.token(key),
    });

  it("[PAYSLIPS] a missing, blank or too long message is a 400 naming message; nothing is stored", async () => {
    for (const body of [{}, { message: "   " }, { message: "x".repeat(2001) }, { message: 42 }]) {
      const res = await ask("employee", body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(["message"]);
    }
    expect(await db.payQuestion.count({ where: { employeeId: EMMA } })).toBe(0);
  });

  it("[PAYSLIPS] only the employee asks: payroll admin and super manager 403, another employee's id 404", async () => {
    const colleague = await db.employee.findFirstOrThrow({ where: { companyId: "acme", id: { not: EMMA } } });
    expect((await ask("payrollAdmin", { message: "Looks off" })).status).toBe(403);
    expect((await ask("superManager", { message: "Looks off" })).status).toBe(403);
    expect((await ask("employee", { message: "Looks off" }, colleague.id)).status).toBe(404);
    expect((await ask("reviewManager", { message: "Looks off" })).status).toBe(404);
    expect((await ask("manager", { message: "Looks off" })).status).toBe(403);
    expect(await db.payQuestion.count()).toBe(0);
  });

  it("[PAYSLIPS] Emma's question is stored for the preview's period, audited, and read by payroll on that period's report", async () => {
    const message = "My unpaid leave was cancelled, the deduction should not apply.";
    const res = await ask("employee", { message: `  ${message}  ` });
    expect(res.status).toBe(201);
    expect(res.body.payrollPeriod).toBe(period);
    const stored = await db.payQuestion.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({
      employeeId: EMMA,
      payrollPeriod: period,
      message,
      createdById: await demo.userId("employee"),
    });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: PAY_QUESTION_ACTION, entityId: EMMA } });
    expect(audit.after).toMatchObject({ payQuestionId: stored.id, payrollPeriod: period, message });

    const emma = await db.employee.findUniqueOrThrow({ where: { id: EMMA } });
    // The report the question shows on: the period's own, else the latest of her country and provider before it.
    const report = await db.grossToNetFile.findFirstOrThrow({
      where: {
        country: emma.countryCode,
        lspId: emma.lspId,
        payrollPeriod: { lte: period },
        processingStatus: { notIn: ["ERROR", "DISCARDED", "SUPERSEDED"] },
      },
      orderBy: { payrollPeriod: "desc" },
    });
    const list = async (key: string, payrollPeriod = report.payrollPeriod) =>
      call<PayQuestionList>(listRoute.GET, {
        path: `/api/payroll/pay-questions?country=${emma.countryCode}&lspId=${emma.lspId}&payrollPeriod=${payrollPeriod}`,
        token: await demo.token(key),
      });
    const listed = await list("payrollAdmin");
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ employeeId: EMMA, employeeName: "Emma Employee", message, payrollPeriod: period }),
    ]);
    expect(listed.body.includesLaterPeriods).toBe(report.payrollPeriod !== period);
    // An earlier report (a later one exists) does not list it; the employee cannot read the list.
    const earlier = await db.grossToNetFile.findFirst({
      where: { country: emma.countryCode, lspId: emma.lspId, payrollPeriod: { lt: report.payrollPeriod } },
      orderBy: { payrollPeriod: "desc" },
    });
    if (earlier) expect((await list("payrollAdmin", earlier.payrollPeriod)).body.items).toEqual([]);
    expect((await list("employee")).status).toBe(403);
    expect((await list("payrollAdmin", "2026-1")).status).toBe(400);
  });
});
