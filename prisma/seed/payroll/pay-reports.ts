// Payroll: workbooks of 2026 in every status and pay-register files (gross-to-net) along the processing
// pipeline, with rows, employee totals, LSP bill data, errors, justifications and status history.
import type { PayReportStatus, Prisma, WorkbookStatus } from "../../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "../context";
import { COUNTRY } from "../builders/countries";
import { EMPLOYEE_COUNTRIES } from "../data/people";
import { LSP_BY_COUNTRY, leId } from "../data/providers";
import type { Employees } from "../employees";
import { at, cents, pad } from "../values";
import { type FilePlan, type PayPerson, payRegister } from "./pay-register";

const WORKBOOK_PLAN: [number, WorkbookStatus][] = [
  [5, "GENERATED"],
  [6, "VALIDATED"],
  [7, "WITH_PENDING_INVOICES"],
  [8, "GENERATING"],
  [9, "VALIDATING"],
  [10, "WITH_ERRORS"],
  [11, "VALIDATED"],
  [12, "IN_PROGRESS"],
];
const monthName = (m: number) =>
  new Date(Date.UTC(2026, m - 1, 1)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
export const FILE_PLANS: FilePlan[] = [
  { period: "202609", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
  { period: "202609", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
  { period: "202609", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "PUBLISHED", source: "SNOWFLAKE" },
  { period: "202609", cc: "DE", lsp: "euroemploy", cycle: "OFF_CYCLE", status: "DISCARDED", source: "MANUAL" },
  {
    period: "202610",
    cc: "DE",
    lsp: "euroemploy",
    cycle: "CYCLE_1",
    status: "SPECIALIST_APPROVED",
    source: "NEEYAMO",
  },
  { period: "202610", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_2", status: "COPIED", source: "MANUAL" },
  {
    period: "202610",
    cc: "DE",
    lsp: "euroemploy",
    cycle: "OFF_CYCLE",
    status: "PRE_APPROVAL_QUERY",
    source: "MANUAL",
  },
  { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "DUPLICATES_CHECKED", source: "NEEYAMO" },
  { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_2", status: "APPROVED", source: "MANUAL" },
  { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_3", status: "ERROR", source: "MANUAL" },
  { period: "202610", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "PUBLISHED", source: "SNOWFLAKE" },
  { period: "202610", cc: "GB", lsp: "britstaff", cycle: "CYCLE_2", status: "PRE_PUBLISH_QUERY", source: "MANUAL" },
  { period: "202610", cc: "GB", lsp: "britstaff", cycle: "OFF_CYCLE", status: "TRANSFORMED", source: "MANUAL" },
  { period: "202611", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
  { period: "202611", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
  { period: "202611", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "PUBLISHED", source: "SNOWFLAKE" },
  // The month under way: its registers along the pipeline.
  { period: "202612", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_1", status: "DRAFT", source: "NEEYAMO" },
  { period: "202612", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "INGESTED", source: "NEEYAMO" },
  { period: "202612", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "TAXONOMIZED", source: "SNOWFLAKE" },
  { period: "202612", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_2", status: "ENRICHED", source: "MANUAL" },
  // Every other country's employees are paid too: whole months published, so a client's payroll report of
  // September to November covers all of its employees on payroll.
  ...EMPLOYEE_COUNTRIES.map(([cc]) => cc)
    .filter((cc) => !["DE", "FR", "GB"].includes(cc) && LSP_BY_COUNTRY.has(cc))
    .flatMap((cc) =>
      ["202609", "202610", "202611"].map((period): FilePlan => ({
        period,
        cc,
        lsp: LSP_BY_COUNTRY.get(cc)!.id,
        cycle: "CYCLE_1",
        status: "PUBLISHED",
        source: "MANUAL",
      })),
    ),
];
const PIPELINE: PayReportStatus[] = [
  "DRAFT",
  "INGESTED",
  "TAXONOMIZED",
  "ENRICHED",
  "TRANSFORMED",
  "DUPLICATES_CHECKED",
  "APPROVED",
  "COPIED",
];
function statusPath(status: PayReportStatus): PayReportStatus[] {
  if (status === "ERROR") return ["DRAFT", "INGESTED", "ERROR"];
  if (status === "DISCARDED") return [...PIPELINE.slice(0, 6), "DISCARDED"];
  const i = PIPELINE.indexOf(status);
  if (i >= 0) return PIPELINE.slice(0, i + 1);
  const tail: Record<string, PayReportStatus[]> = {
    PRE_APPROVAL_QUERY: ["PRE_APPROVAL_QUERY"],
    SPECIALIST_APPROVED: ["SPECIALIST_APPROVED"],
    PRE_PUBLISH_QUERY: ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY"],
    PUBLISHED: ["SPECIALIST_APPROVED", "PUBLISHED"],
  };
  return [...PIPELINE, ...tail[status]];
}
const PROCESSING: PayReportStatus[] = ["DRAFT", "INGESTED", "TAXONOMIZED", "ENRICHED", "TRANSFORMED"];
const MANUAL_STEPS = new Set<PayReportStatus>([
  "APPROVED",
  "PRE_APPROVAL_QUERY",
  "SPECIALIST_APPROVED",
  "PRE_PUBLISH_QUERY",
  "PUBLISHED",
  "DISCARDED",
]);

const UNMATCHED: Record<string, [string, string][]> = {
  DE: [
    ["Katrin", "Vogel"],
    ["Tobias", "Krüger"],
    ["Svenja", "Braun"],
    ["Moritz", "Neumann"],
  ],
  FR: [
    ["Élodie", "Fournier"],
    ["Mathis", "Girard"],
    ["Clara", "Bonnet"],
    ["Nathan", "Lambert"],
  ],
  GB: [
    ["Hannah", "Clarke"],
    ["Samuel", "Wright"],
    ["Freya", "Walker"],
    ["Oscar", "Hughes"],
  ],
};

/** The pay-register file of a plan (its id is also its storage key's name). */
export const payFileId = (f: FilePlan) =>
  `gtn-${f.period}-${f.cc.toLowerCase()}-${f.cycle.toLowerCase().replace("_", "")}`;

/** What a register needs of an employee (the seed's rows, or the same columns read back from the database). */
export type RegisterEmployee = {
  id: string;
  countryCode: string;
  lspId?: string | null;
  onboardingStatus?: string | null;
  payrollId?: string | null;
  firstName: string;
  lastName: string;
  annualBaseSalaryAmount?: unknown;
};

/** Who is in a file: the country's employees at this LSP who started, plus people the system does not know;
 *  an off-cycle run pays every second person, a second or third cycle two in three. */
export function filePeople(f: FilePlan, employees: RegisterEmployee[]): PayPerson[] {
  const people: PayPerson[] = employees
    .filter(
      (e) =>
        e.countryCode === f.cc &&
        e.lspId === f.lsp &&
        (e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE"),
    )
    .map((e) => ({
      ref: e.payrollId!,
      employeeId: e.id,
      first: e.firstName,
      last: e.lastName,
      annual: Number(e.annualBaseSalaryAmount ?? 50000),
    }));
  (UNMATCHED[f.cc] ?? []).forEach(([first, last], k) =>
    people.push({ ref: `${f.cc}-EXT-${pad(901 + k, 4)}`, employeeId: null, first, last, annual: 48000 + k * 6500 }),
  );
  if (f.cycle === "OFF_CYCLE") return people.filter((_, k) => k % 2 === 0);
  if (f.cycle === "CYCLE_2" || f.cycle === "CYCLE_3") return people.filter((_, k) => k % 3 !== 1);
  return people;
}

export async function seedPayReports({ tx, count, history }: SeedContext, staff: Employees, demoUserId: DemoUserIds) {
  const employees = staff.list;
  const workbookPlan = WORKBOOK_PLAN;
  const filePlans = FILE_PLANS;
  await tx.workbook.createMany({
    data: workbookPlan.map(([month, status]) => ({
      id: `wb-2026-${pad(month, 2)}`,
      name: `${monthName(month)} 2026 - Workbook`,
      month,
      year: 2026,
      status,
      createdById: demoUserId.payrollAdmin,
      createdAt: new Date(Date.UTC(2026, month - 1, 2, 8)),
    })),
  });
  count("Workbook", workbookPlan.length);
  const gtnFiles: Prisma.GrossToNetFileCreateManyInput[] = [];
  const lspData: Prisma.LspDataCreateManyInput[] = [];
  const payRows: Prisma.PayRegisterRowCreateManyInput[] = [];
  const payTotals: Prisma.PayReportEmployeeTotalCreateManyInput[] = [];
  const gtnErrors: Prisma.DataProcessingErrorCreateManyInput[] = [];
  const justifications: Prisma.JustificationCreateManyInput[] = [];
  filePlans.forEach((f, idx) => {
    const id = payFileId(f);
    const month = Number(f.period.slice(4));
    const currency = COUNTRY.get(f.cc)!.currency;
    // The month under way (December) was uploaded at its start; the others near their month's end.
    const createdAt = new Date(Date.UTC(2026, month - 1, month === 12 ? 1 : 24 + (idx % 4), 8 + (idx % 6)));
    const processing = PROCESSING.includes(f.status);
    const withRows = f.status !== "DRAFT" && f.status !== "ERROR";
    const withTotals = withRows && !processing;
    const inFile = filePeople(f, employees);
    if (!inFile.length) return;

    const { rowNumber, fileTotalCents } = payRegister(
      { plan: f, idx, id, month, currency, withRows, withTotals },
      inFile,
      payRows,
      payTotals,
    );
    const rowCount = withRows ? rowNumber : 0;
    const fileName = `${f.lsp}_${f.cc}_${f.period}_${f.cycle === "OFF_CYCLE" ? "offcycle" : f.cycle.toLowerCase().replace("_", "")}_pay_register.csv`;
    gtnFiles.push({
      id,
      workbookId: `wb-2026-${pad(month, 2)}`,
      fileName,
      fileType: "PAY_REGISTER",
      country: f.cc,
      lspId: f.lsp,
      legalEntityId: leId(f.lsp, f.cc),
      payrollCycle: f.cycle,
      payrollPeriod: f.period,
      source: f.source,
      processingStatus: f.status,
      uploadStatus: f.status === "DRAFT" ? "STARTED" : "SUCCEEDED",
      storageKey: `seed/pay-reports/${id}.csv`,
      uploadedById: idx % 2 ? demoUserId.payrollAdmin : demoUserId.benefitsSpecialist,
      total: withTotals ? cents(fileTotalCents) : null,
      currency,
      rowCount,
      totalRows: f.status === "DRAFT" ? 0 : f.status === "ERROR" ? 41 : rowCount,
      processedRows: f.status === "INGESTED" ? Math.floor(rowCount / 2) : f.status === "ERROR" ? 27 : rowCount,
      createdAt,
    });
    // Status history along the path.
    const path = statusPath(f.status);
    path.forEach((to, k) =>
      history.push({
        entityType: "GrossToNetFile",
        entityId: id,
        fromStatus: k ? path[k - 1] : null,
        toStatus: to,
        actorId:
          k === 0
            ? (gtnFiles[gtnFiles.length - 1].uploadedById as string)
            : MANUAL_STEPS.has(to)
              ? demoUserId.payrollAdmin
              : null,
        note:
          to === "PRE_APPROVAL_QUERY"
            ? "Overtime for two employees looks doubled; asked the LSP to confirm."
            : to === "PRE_PUBLISH_QUERY"
              ? "Waiting for the LSP to confirm the pension figures."
              : null,
        createdAt: new Date(createdAt.getTime() + k * 3 * 3_600_000),
      }),
    );
    // LSP bill data on files past verification.
    if (["PUBLISHED", "SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY", "COPIED", "PRE_APPROVAL_QUERY"].includes(f.status)) {
      const billNumber = `${f.lsp.toUpperCase().slice(0, 4)}-${f.period}-${pad(idx + 1, 3)}`;
      const billingCurrency = currency;
      lspData.push({
        grossToNetId: id,
        lspBillingCurrency: billingCurrency,
        lspExchangeRate: "1",
        lspBillNumber: billNumber,
        lspBillUrl: `https://bills.${f.lsp}.example/${billNumber}.pdf`,
        invoiceDate: new Date(Date.UTC(2026, month - 1, 28)),
        invoiceDueDate: new Date(Date.UTC(2026, month, 12)),
        invoiceAmount: cents(fileTotalCents + Math.round(fileTotalCents * 0.04)),
        memo: `${COUNTRY.get(f.cc)!.name} payroll ${monthName(month)} 2026 (${f.cycle.replace("_", " ").toLowerCase()})`,
        postingPeriod: f.period,
        billType: f.status === "PRE_APPROVAL_QUERY" ? "BILL_CREDIT" : "BILL",
      });
      for (const t of payTotals) if (t.grossToNetId === id) t.lspBillNumber = billNumber;
    }
    if (f.status === "ERROR") {
      gtnErrors.push(
        {
          grossToNetId: id,
          rowNumber: 14,
          message: "Unknown concept 'Prime exceptionnelle' for country FR: add it to the taxonomy and re-upload.",
        },
        { grossToNetId: id, rowNumber: 27, message: "Employee FR-EXT-0999 not found for provider FrancePay SAS." },
        { grossToNetId: id, rowNumber: 28, message: "Employee FR-EXT-0999 not found for provider FrancePay SAS." },
        { grossToNetId: id, rowNumber: null, message: "Column 'Payroll Period' is missing: expected yyyyMM." },
      );
    }
  });
  // Justifications on the current DE and GB reports.
  const justify = (gtnId: string, k: number, note: string) => {
    const t = payTotals.filter((x) => x.grossToNetId === gtnId)[k];
    if (t)
      justifications.push({
        grossToNetId: gtnId,
        employeeRef: t.employeeRef,
        employeeId: t.employeeId ?? null,
        note,
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-5 + k),
      });
  };
  justify("gtn-202610-de-cycle1", 0, "Bonus paid in October as agreed in the annual review.");
  justify("gtn-202610-de-cycle1", 2, "Overtime approved by the client manager (ticket OPS-4411).");
  justify("gtn-202610-de-cycle1", 4, "Salary sacrifice for the company bike scheme started this month.");
  justify("gtn-202610-gb-cycle1", 1, "Meal allowance increased from 150 to 160 GBP per month.");
  justifications.push({
    grossToNetId: "gtn-202610-de-cycle1",
    employeeRef: null,
    employeeId: null,
    note: "Whole file: the October run includes the works-council bonus.",
    createdById: demoUserId.payrollAdmin,
    createdAt: at(-4),
  });

  await tx.grossToNetFile.createMany({ data: gtnFiles });
  await tx.lspData.createMany({ data: lspData });
  await tx.payRegisterRow.createMany({ data: payRows });
  await tx.payReportEmployeeTotal.createMany({ data: payTotals });
  await tx.dataProcessingError.createMany({ data: gtnErrors });
  await tx.justification.createMany({ data: justifications });
  count("GrossToNetFile", gtnFiles.length);
  count("LspData", lspData.length);
  count("PayRegisterRow", payRows.length);
  count("PayReportEmployeeTotal", payTotals.length);
  count("DataProcessingError", gtnErrors.length);
  count("Justification", justifications.length);
}
