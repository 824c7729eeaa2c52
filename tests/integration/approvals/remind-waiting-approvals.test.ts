/** @jest-environment node */
// [TIME] Reminders of requests still waiting: a time-off request or an expense PENDING for two full working days of
// the employee (weekend and public holidays left out: German Unity Day, Wednesday 3 October 2040) reminds the
// company's managers who decide it (expenses: those with the expense-notification scope), once; a decided request
// and a younger one are left alone.
import { getDb } from "@/lib/db";
import { generatePublicHolidays } from "@/lib/holidays/generate-public-holidays";
import { remindWaitingApprovals } from "@/lib/approvals/remind-waiting-approvals";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
jest.setTimeout(60_000);

let companyId: string;
let employeeId: string;
let expenseManager: string;
let timeOffOnlyManager: string;

async function timeOff(createdAt: string, status: "PENDING" | "APPROVED" = "PENDING") {
  return db.timeOffEntry.create({
    data: {
      companyId,
      employeeId,
      leaveType: "op_leave_holiday",
      startDate: new Date("2040-11-05"),
      endDate: new Date("2040-11-09"),
      status,
      createdAt: new Date(createdAt),
    },
  });
}

async function expense(createdAt: string) {
  return db.expense.create({
    data: {
      companyId,
      employeeId,
      title: "Train to Munich",
      category: "DOMESTIC_TRAVEL",
      amount: "84.90",
      currency: "EUR",
      dateSpent: new Date("2040-09-25"),
      createdAt: new Date(createdAt),
    },
  });
}

const mailTo = (to: string) =>
  db.outboxEmail.findMany({ where: { to }, orderBy: { createdAt: "asc" }, select: { subject: true, text: true } });

beforeAll(async () => {
  companyId = (await createCompany(db)).id;
  expenseManager = (
    await createManager(db, { companyId, scopes: ["employees:*", "expenses:notifications"], firstName: "Erik" })
  ).email;
  timeOffOnlyManager = (await createManager(db, { companyId, firstName: "Tara" })).email;
  employeeId = (await createEmployee(db, { companyId, countryCode: "DE", firstName: "Lena", lastName: "Wait" }))
    .employee.id;
  // After the employee: the holidays are made for the countries the database knows.
  await generatePublicHolidays(db, [2040]);
});

describe("[TIME] approvers are reminded of requests waiting two working days", () => {
  it("[TIME] reminds once after two working days, counting the public holiday out", async () => {
    const friday = await timeOff("2040-09-28T10:00:00Z"); // Mon 1 and Tue 2 October: 2 working days by Thursday
    const decided = await timeOff("2040-09-20T10:00:00Z", "APPROVED");
    const fridayExpense = await expense("2040-09-28T11:00:00Z");
    const monday = await timeOff("2040-10-01T09:00:00Z"); // Tue 2, Wed 3 (a holiday): 1 working day by Thursday

    const thursday = new Date("2040-10-04T07:00:00Z");
    expect(await remindWaitingApprovals({ now: thursday, companyIds: [companyId] })).toEqual({
      requests: 2,
      emails: 3,
    });
    const reminded = async (id: string) =>
      (await db.timeOffEntry.findUniqueOrThrow({ where: { id }, select: { reminderSentAt: true } })).reminderSentAt;
    expect(await reminded(friday.id)).toEqual(thursday);
    expect(await reminded(decided.id)).toBeNull();
    expect(await reminded(monday.id)).toBeNull();
    expect(
      (await db.expense.findUniqueOrThrow({ where: { id: fridayExpense.id }, select: { reminderSentAt: true } }))
        .reminderSentAt,
    ).toEqual(thursday);

    // Both managers decide time off; only the one with the expense-notification scope hears of expenses.
    const erik = await mailTo(expenseManager);
    expect(erik.map((m) => m.subject).sort()).toEqual([
      "Waiting for your decision: an expense of Lena Wait",
      "Waiting for your decision: time off of Lena Wait",
    ]);
    const tara = await mailTo(timeOffOnlyManager);
    expect(tara).toHaveLength(1);
    expect(tara[0].text).toContain(
      "Lena Wait asked for Holiday time off from 2040-11-05 to 2040-11-09 on 2040-09-28. It has waited 2 working days for a decision.",
    );
    expect(tara[0].text).toMatch(/Approve or decline it at http\S+\/time-off/);
    expect(erik.find((m) => m.subject.includes("expense"))?.text).toContain(
      `the expense "Train to Munich" (84.90 EUR)`,
    );

    // Once: a second run the same day sends nothing.
    expect(await remindWaitingApprovals({ now: thursday, companyIds: [companyId] })).toEqual({
      requests: 0,
      emails: 0,
    });
    // Monday's request has its two working days (Tue 2, Thu 4) on Friday.
    expect(await remindWaitingApprovals({ now: new Date("2040-10-05T07:00:00Z"), companyIds: [companyId] })).toEqual({
      requests: 1,
      emails: 2,
    });
    expect(await reminded(monday.id)).not.toBeNull();
    expect(await mailTo(timeOffOnlyManager)).toHaveLength(2);
  });

  it("[TIME] in a chain, reminds the level's approver and their delegate away today, not the other managers", async () => {
    const chained = (await createCompany(db)).id;
    const direct = await createManager(db, { companyId: chained, firstName: "Dora" });
    const other = await createManager(db, { companyId: chained, firstName: "Otto" });
    const stand = await createManager(db, { companyId: chained, firstName: "Stan" });
    const employee = (
      await createEmployee(db, {
        companyId: chained,
        countryCode: "DE",
        managerId: direct.manager.id,
        firstName: "Kai",
      })
    ).employee;
    const policy = await db.approvalPolicy.create({
      data: {
        companyId: chained,
        kind: "TIME_OFF",
        levels: { create: [{ position: 1, approverKind: "DIRECT_MANAGER" }] },
      },
    });
    expect(policy.id).toBeTruthy();
    await db.approvalDelegation.create({
      data: {
        companyId: chained,
        approverUserId: direct.user.id,
        delegateUserId: stand.user.id,
        startsOn: new Date("2040-10-01"),
        endsOn: new Date("2040-10-10"),
      },
    });
    await db.timeOffEntry.create({
      data: {
        companyId: chained,
        employeeId: employee.id,
        leaveType: "op_leave_holiday",
        startDate: new Date("2040-11-12"),
        endDate: new Date("2040-11-13"),
        approvalLevel: 1,
        createdAt: new Date("2040-09-28T10:00:00Z"),
      },
    });
    expect(await remindWaitingApprovals({ now: new Date("2040-10-04T07:00:00Z"), companyIds: [chained] })).toEqual({
      requests: 1,
      emails: 2,
    });
    expect(await mailTo(direct.email)).toHaveLength(1);
    expect(await mailTo(stand.email)).toHaveLength(1);
    expect(await mailTo(other.email)).toHaveLength(0);
  });
});
