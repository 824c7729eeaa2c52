/** @jest-environment node */
// Spec 2 section 4 'States and transitions': the pay report table (lib/payroll/transitions.ts) with its list and
// bill-detail views, multi-selection and delete rules; expenses, invoice logs, terminations, resignations,
// timesheets and contractors. Pay report and expense changes also run against the database (lib/workflow.ts
// transition() and the services), with the statuses and rows they leave.
import * as gtnRoute from "@/app/api/gross-to-net/[id]/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { callFor, commonUserTargets, TARGET_LABELS, userTargets } from "@/lib/payroll/transitions";
import { canDeleteStatus, isProcessing, STATUS_FILTER_OPTIONS } from "@/lib/payroll/schema";
import { PAY_REPORT_STATUSES, STATUS_LABELS, type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { saveJustification } from "@/lib/payroll/save-justification";
import { putLspData } from "@/lib/payroll/put-lsp-data";
import { expenseWorkflow } from "@/lib/expenses/workflow";
import { decideExpense } from "@/lib/expenses/decide-expense";
import { invoiceLogStatusLabel, INVOICE_TYPE_LABELS } from "@/lib/finance/invoice-log-labels";
import { terminationWorkflow } from "@/lib/terminations/workflow";
import { resignationWorkflow } from "@/lib/terminations/resignations/workflow";
import { TIMESHEET_WORKFLOW } from "@/lib/timesheets/workflow";
import { contractorBadgeTone } from "@/lib/contractors/badge";
import { workbookWorkflow } from "@/lib/payroll/instances/workflow";
import { call, tokenFor } from "../integration/support/http";
import { createCompany, createManager } from "../factories/companies";
import { createEmployee } from "../factories/employees";
import { createPayReport } from "../factories/payroll-reports";
import { createUser } from "../factories/users";

const db = getDb();

describe("[spec 2 §4] pay report processing statuses", () => {
  it("[spec 2 §4] the statuses and their labels: DRAFT (Uploaded) ... DUPLICATES_CHECKED (Ready for Verification), SPECIALIST_APPROVED (Approved)", () => {
    expect([...PAY_REPORT_STATUSES]).toEqual([
      "DRAFT",
      "INGESTED",
      "TAXONOMIZED",
      "ENRICHED",
      "TRANSFORMED",
      "DUPLICATES_CHECKED",
      "APPROVED",
      "COPIED",
      "PRE_APPROVAL_QUERY",
      "SPECIALIST_APPROVED",
      "PRE_PUBLISH_QUERY",
      "PUBLISHED",
      "ERROR",
      "DISCARDED",
      // Beyond the spec (issue 27): a published report reopened for correction, and the version it replaced.
      "REOPENED",
      "SUPERSEDED",
    ]);
    expect(STATUS_LABELS).toMatchObject({
      DRAFT: "Uploaded",
      INGESTED: "Processing",
      DUPLICATES_CHECKED: "Ready for Verification",
      APPROVED: "Preparing data for Verification",
      COPIED: "Verification in Progress",
      SPECIALIST_APPROVED: "Approved",
    });
  });

  it("[spec 2 §4] DUPLICATES_CHECKED goes to APPROVED via 'Start Verification'; the list view also offers PUBLISHED", () => {
    expect(userTargets("DUPLICATES_CHECKED", "detail")).toEqual(["APPROVED"]);
    expect(userTargets("DUPLICATES_CHECKED", "list")).toEqual(["APPROVED", "PUBLISHED"]);
    expect(TARGET_LABELS.APPROVED).toBe("Start Verification");
  });

  it("[spec 2 §4] APPROVED offers only Refresh (no user transition)", () => {
    expect(userTargets("APPROVED")).toEqual([]);
  });

  it("[spec 2 §4] COPIED to PRE_APPROVAL_QUERY or SPECIALIST_APPROVED; PRE_APPROVAL_QUERY to SPECIALIST_APPROVED", () => {
    expect(userTargets("COPIED")).toEqual(["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED"]);
    expect(userTargets("PRE_APPROVAL_QUERY")).toEqual(["SPECIALIST_APPROVED"]);
  });

  it("[spec 2 §4] SPECIALIST_APPROVED to PRE_PUBLISH_QUERY or PUBLISHED; PRE_PUBLISH_QUERY to PUBLISHED", () => {
    expect(userTargets("SPECIALIST_APPROVED")).toEqual(["PRE_PUBLISH_QUERY", "PUBLISHED"]);
    expect(userTargets("PRE_PUBLISH_QUERY")).toEqual(["PUBLISHED"]);
  });

  it("[spec 2 §4] PUBLISHED is final", () => {
    expect(payReportWorkflow.targetsFrom("PUBLISHED")).toEqual([]);
  });

  it("[spec 2 §4] no transition skips verification: nothing before COPIED reaches SPECIALIST_APPROVED, nothing goes back", () => {
    for (const from of ["DUPLICATES_CHECKED", "APPROVED"] as PayReportStatusValue[])
      expect(payReportWorkflow.canTransition(from, "SPECIALIST_APPROVED")).toBe(false);
    expect(payReportWorkflow.canTransition("SPECIALIST_APPROVED", "COPIED")).toBe(false);
    expect(payReportWorkflow.canTransition("PRE_PUBLISH_QUERY", "SPECIALIST_APPROVED")).toBe(false);
  });

  it("[spec 2 §4] with several rows selected only the transitions common to all their statuses are offered", () => {
    expect(commonUserTargets(["COPIED", "PRE_APPROVAL_QUERY"])).toEqual(["SPECIALIST_APPROVED"]);
    expect(commonUserTargets(["SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY"])).toEqual(["PUBLISHED"]);
    expect(commonUserTargets(["COPIED", "SPECIALIST_APPROVED"])).toEqual([]);
  });

  it("[spec 2 §4] APPROVED uses the approval call, PUBLISHED the publish call, others approval-workflow", () => {
    expect(callFor("APPROVED")).toBe("approval");
    expect(callFor("PUBLISHED")).toBe("publish");
    expect(callFor("PRE_APPROVAL_QUERY")).toBe("approval-workflow");
    expect(callFor("SPECIALIST_APPROVED")).toBe("approval-workflow");
  });

  it("[spec 2 §4] delete is offered unless APPROVED or PUBLISHED", () => {
    for (const status of PAY_REPORT_STATUSES)
      expect(canDeleteStatus(status)).toBe(status !== "APPROVED" && status !== "PUBLISHED");
  });

  it("[spec 2 §4] status filter options: DRAFT, INGESTED, DUPLICATES_CHECKED, COPIED, PRE_APPROVAL_QUERY, SPECIALIST_APPROVED, PRE_PUBLISH_QUERY, PUBLISHED, ERROR", () => {
    expect(STATUS_FILTER_OPTIONS).toEqual([
      "DRAFT",
      "INGESTED",
      "DUPLICATES_CHECKED",
      "COPIED",
      "PRE_APPROVAL_QUERY",
      "SPECIALIST_APPROVED",
      "PRE_PUBLISH_QUERY",
      "PUBLISHED",
      "ERROR",
    ]);
  });

  it("[spec 2 §2] files in DRAFT, TRANSFORMED, INGESTED, TAXONOMIZED or ENRICHED are still processing (total shown as '-')", () => {
    expect(PAY_REPORT_STATUSES.filter(isProcessing).sort()).toEqual(
      ["DRAFT", "TRANSFORMED", "INGESTED", "TAXONOMIZED", "ENRICHED"].sort(),
    );
  });
});

describe("[spec 2 §4] pay reports in the database", () => {
  it("[spec 2 §4] transition() moves a report along the table with its history and refuses leaving PUBLISHED", async () => {
    const company = await createCompany(db);
    const { employee } = await createEmployee(db, { companyId: company.id });
    const file = await createPayReport(db, {
      period: "203102",
      status: "DUPLICATES_CHECKED",
      employees: [{ employeeId: employee.id }],
    });
    await db.$transaction((tx) =>
      transition(tx, payReportWorkflow, {
        id: file.id,
        from: "DUPLICATES_CHECKED",
        to: "APPROVED",
        actor: null,
        version: file.version,
      }),
    );
    expect((await db.grossToNetFile.findUniqueOrThrow({ where: { id: file.id } })).processingStatus).toBe("APPROVED");
    const history = await db.statusHistory.findMany({ where: { entityType: "GrossToNetFile", entityId: file.id } });
    expect(history.map((h) => h.toStatus)).toEqual(["APPROVED"]);

    const published = await createPayReport(db, {
      period: "203102",
      status: "PUBLISHED",
      employees: [{ employeeId: employee.id }],
    });
    const refused = await db
      .$transaction((tx) =>
        transition(tx, payReportWorkflow, {
          id: published.id,
          from: "PUBLISHED",
          to: "PRE_PUBLISH_QUERY",
          actor: null,
        }),
      )
      .catch((e: unknown) => e);
    expect((refused as AppError).status).toBe(422);
  });

  it("[spec 2 §4] an APPROVED or PUBLISHED file cannot be deleted; others can", async () => {
    const company = await createCompany(db);
    const { employee } = await createEmployee(db, { companyId: company.id });
    const admin = await createUser(db, { roles: ["admin", "payroll"] });
    const token = await tokenFor(admin.user.id);
    const remove = (id: string) =>
      call(gtnRoute.DELETE, { method: "DELETE", path: `/api/gross-to-net/${id}`, params: { id }, token });
    for (const status of ["APPROVED", "PUBLISHED"] as const) {
      const file = await createPayReport(db, { period: "203103", status, employees: [{ employeeId: employee.id }] });
      expect((await remove(file.id)).status).toBe(422);
      expect(await db.grossToNetFile.count({ where: { id: file.id } })).toBe(1);
    }
    const error = await createPayReport(db, {
      period: "203103",
      status: "ERROR",
      employees: [{ employeeId: employee.id }],
    });
    expect((await remove(error.id)).status).toBe(200);
    expect(await db.grossToNetFile.count({ where: { id: error.id } })).toBe(0);
  });

  it("[spec 2 §4] once PUBLISHED, justifications and LSP data are read-only", async () => {
    const company = await createCompany(db);
    const { employee } = await createEmployee(db, { companyId: company.id });
    const admin = await createUser(db, { roles: ["admin", "payroll"] });
    const me = (await loadActor(admin.user.id, null, "token"))!;
    const published = await createPayReport(db, {
      period: "203104",
      status: "PUBLISHED",
      employees: [{ employeeId: employee.id }],
    });
    const note = await saveJustification(me, { grossToNetId: published.id, note: "late bonus" }).catch(
      (e: unknown) => e,
    );
    expect((note as AppError).status).toBe(422);
    const lspData = {
      lspBillingCurrency: "EUR",
      lspExchangeRate: 1,
      lspBillNumber: "B-1",
      lspBillUrl: "https://bills.example/B-1",
      invoiceDate: "2031-04-01",
      invoiceDueDate: "2031-04-30",
      invoiceAmount: 10,
      memo: "April",
      postingPeriod: "203104",
      billType: "BILL" as const,
    };
    const lsp = await putLspData(me, published.id, lspData).catch((e: unknown) => e);
    expect((lsp as AppError).status).toBe(422);
    const open = await createPayReport(db, {
      period: "203104",
      status: "COPIED",
      employees: [{ employeeId: employee.id }],
    });
    await expect(putLspData(me, open.id, lspData)).resolves.toMatchObject({ lspBillNumber: "B-1" });
  });

  it("[spec 2 §4] justifications: a note is saved trimmed; an empty note deletes an existing one", async () => {
    const company = await createCompany(db);
    const { employee } = await createEmployee(db, { companyId: company.id });
    const admin = await createUser(db, { roles: ["admin", "payroll"] });
    const me = (await loadActor(admin.user.id, null, "token"))!;
    const file = await createPayReport(db, {
      period: "203105",
      status: "COPIED",
      employees: [{ employeeId: employee.id }],
    });
    await saveJustification(me, { grossToNetId: file.id, note: "  one-off bonus  " });
    expect((await db.justification.findFirstOrThrow({ where: { grossToNetId: file.id } })).note).toBe("one-off bonus");
    await expect(saveJustification(me, { grossToNetId: file.id, note: "   " })).resolves.toMatchObject({
      deleted: true,
    });
    expect(await db.justification.count({ where: { grossToNetId: file.id } })).toBe(0);
  });
});

describe("[spec 2 §4] expenses", () => {
  it("[spec 2 §4] statuses PENDING, CHANGE_MADE, INFO_NEEDED, APPROVED, PAID, REJECTED; an approved expense cannot go back to pending", () => {
    expect(Object.keys(expenseWorkflow.transitions).sort()).toEqual(
      ["PENDING", "CHANGE_MADE", "INFO_NEEDED", "APPROVED", "PAID", "REJECTED"].sort(),
    );
    expect(expenseWorkflow.canTransition("APPROVED", "PENDING")).toBe(false);
    expect(expenseWorkflow.targetsFrom("APPROVED")).toEqual(["PAID"]);
    expect(expenseWorkflow.targetsFrom("PAID")).toEqual([]);
    expect(expenseWorkflow.targetsFrom("REJECTED")).toEqual([]);
  });

  it("[spec 2 §4] marking an expense paid sets paid true", async () => {
    const boss = await createManager(db);
    const company = { id: boss.companyId };
    const { employee } = await createEmployee(db, { companyId: company.id, managerId: boss.manager.id });
    const expense = await db.expense.create({
      data: {
        employeeId: employee.id,
        companyId: company.id,
        title: "Train to Hamburg",
        category: "DOMESTIC_TRAVEL",
        amount: "89.90",
        currency: "EUR",
        dateSpent: new Date("2031-01-10"),
        status: "APPROVED",
      },
    });
    const finance = await createUser(db, { roles: ["admin", "finance"] });
    const me = (await loadActor(finance.user.id, null, "token"))!;
    await expect(decideExpense(me, expense.id, { action: "markPaid" })).resolves.toEqual({
      id: expense.id,
      status: "PAID",
    });
    const after = await db.expense.findUniqueOrThrow({ where: { id: expense.id } });
    expect(after).toMatchObject({ status: "PAID", paid: true });
    const history = await db.statusHistory.findMany({ where: { entityType: "Expense", entityId: expense.id } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([["APPROVED", "PAID"]]);
  });
});

describe("[spec 2 §4] invoice log, termination, resignation, timesheets, contractors, workbooks", () => {
  it("[spec 2 §4] invoice log: SUCCESS shown as Processed, SUBMITTED as Submitted, FAILED and any other as Failed", () => {
    expect(invoiceLogStatusLabel("SUCCESS")).toBe("Processed");
    expect(invoiceLogStatusLabel("SUBMITTED")).toBe("Submitted");
    expect(invoiceLogStatusLabel("FAILED")).toBe("Failed");
    expect(invoiceLogStatusLabel("SOMETHING_ELSE")).toBe("Failed");
    expect(invoiceLogStatusLabel(null)).toBe("Failed");
  });

  it("[spec 2 §4] invoice types: setup fee and deposit; initial salary retainer (Salary pre-payment); setup fee only; deposit only", () => {
    expect(INVOICE_TYPE_LABELS).toEqual({
      SETUP_FEE_AND_DEPOSIT: "Setup fee and deposit",
      INITIAL_SALARY_RETAINER: "Salary pre-payment",
      SETUP_FEE_ONLY: "Setup fee only",
      DEPOSIT_ONLY: "Deposit only",
    });
  });

  it("[spec 2 §4] a termination request starts Requested", () => {
    expect(Object.keys(terminationWorkflow.transitions)[0]).toBe("REQUESTED");
    expect(terminationWorkflow.canTransition("COMPLETED", "REQUESTED")).toBe(false);
  });

  it("[spec 2 §4] a resignation goes Requested then Reviewed", () => {
    expect(resignationWorkflow.targetsFrom("REQUESTED")).toEqual(["REVIEWED"]);
    expect(resignationWorkflow.targetsFrom("REVIEWED")).toEqual([]);
  });

  it("[spec 2 §4] timesheets are edited, then submitted, then approved", () => {
    expect(TIMESHEET_WORKFLOW.targetsFrom("EDITED")).toEqual(["SUBMITTED"]);
    expect(TIMESHEET_WORKFLOW.targetsFrom("SUBMITTED")).toEqual(["APPROVED"]);
    expect(TIMESHEET_WORKFLOW.canTransition("EDITED", "APPROVED")).toBe(false);
    expect(TIMESHEET_WORKFLOW.targetsFrom("APPROVED")).toEqual([]);
  });

  it("[spec 2 §4] contractor badge: ACTIVE success; ONBOARDING and KYC_PENDING warning; KYC_FAILED and DUPLICATE_EMAIL error; other default", () => {
    expect(contractorBadgeTone("ACTIVE")).toBe("success");
    expect(contractorBadgeTone("ONBOARDING")).toBe("warning");
    expect(contractorBadgeTone("KYC_PENDING")).toBe("warning");
    expect(contractorBadgeTone("KYC_FAILED")).toBe("error");
    expect(contractorBadgeTone("DUPLICATE_EMAIL")).toBe("error");
    expect(contractorBadgeTone("SUSPENDED")).toBe("default");
  });

  it("[spec 2 §4] payroll instances go through validate, generate and export", () => {
    expect(workbookWorkflow.canTransition("IN_PROGRESS", "VALIDATING")).toBe(true);
    expect(workbookWorkflow.canTransition("VALIDATING", "VALIDATED")).toBe(true);
    expect(workbookWorkflow.canTransition("VALIDATED", "GENERATING")).toBe(true);
    expect(workbookWorkflow.canTransition("GENERATING", "GENERATED")).toBe(true);
    expect(workbookWorkflow.canTransition("IN_PROGRESS", "GENERATING")).toBe(false);
  });
});
