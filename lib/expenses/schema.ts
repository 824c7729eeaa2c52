// Expense forms, bodies and queries (spec 2 sections 3, 4, 6, 9). Client-safe: the 'New expense' form and the
// route handlers parse with the same schemas.
import { z } from "zod";
import { isCalendarDate } from "@/lib/zod/date";

export const EXPENSE_STATUSES = ["PENDING", "CHANGE_MADE", "INFO_NEEDED", "APPROVED", "PAID", "REJECTED"] as const;
export type ExpenseStatusValue = (typeof EXPENSE_STATUSES)[number];

// Spec 2 section 9: the 15 categories, stored as enum names, shown with the spec's labels.
export const EXPENSE_CATEGORIES = {
  CLIENT_ENTERTAINMENT: "client entertainment",
  STAFF_ENTERTAINMENT: "staff entertainment",
  POSTAGE_FREIGHT_COURIER: "postage/freight/courier",
  OFFICE_RENT: "office rent",
  OFFICE_EQUIPMENT: "office equipment",
  REPAIRS: "repairs",
  TELEPHONE_INTERNET: "telephone/internet",
  DOMESTIC_TRAVEL: "domestic travel",
  INTERNATIONAL_TRAVEL: "international travel",
  MILEAGE: "mileage",
  PRINTING: "printing",
  SUBSISTENCE: "subsistence",
  SUBSCRIPTIONS: "subscriptions",
  TRAINING: "training",
  CLIENT_BILLABLE: "client billable",
} as const;
export type ExpenseCategoryValue = keyof typeof EXPENSE_CATEGORIES;
const CATEGORY_KEYS = Object.keys(EXPENSE_CATEGORIES) as [ExpenseCategoryValue, ...ExpenseCategoryValue[]];

export const STATUS_LABELS: Record<ExpenseStatusValue, string> = {
  PENDING: "Pending",
  CHANGE_MADE: "Change made",
  INFO_NEEDED: "Info needed",
  APPROVED: "Approved",
  PAID: "Paid",
  REJECTED: "Rejected",
};

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const todayIso = () => new Date().toISOString().slice(0, 10);

export const ZAmount = z
  .string({ error: "Please enter an amount" })
  .trim()
  .regex(/^\d{1,14}(\.\d{1,4})?$/, "Please enter a positive number")
  .refine((v) => Number(v) > 0, "Please enter a positive number");

export const ZCurrency = z
  .string({ error: "Please choose a currency" })
  .trim()
  .toUpperCase()
  .refine((v) => KNOWN_CURRENCIES.has(v), "Unknown currency");

export const ZDateSpent = z
  .string({ error: "Please enter the date spent" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date (yyyy-mm-dd)")
  .refine(isCalendarDate, "Please enter a valid date")
  .refine((v) => v >= "1910-01-01", "Please enter a valid date")
  .refine((v) => v <= todayIso(), "The date spent cannot be in the future");

const expenseFields = {
  title: z.string({ error: "Please enter a title" }).trim().min(1, "Please enter a title").max(200),
  description: z.string().trim().max(2000).optional(),
  category: z.enum(CATEGORY_KEYS, { error: "Please choose a category" }),
  amount: ZAmount,
  currency: ZCurrency,
  dateSpent: ZDateSpent,
  documentId: z.string().min(1).max(64).optional(),
};

/** The 'New expense' form and POST /api/expenses. The receipt is uploaded first through POST /api/documents. */
export const ZExpenseCreate = z.object({ ...expenseFields, employeeId: z.string().min(1).max(64).optional() });
export type TExpenseCreate = z.infer<typeof ZExpenseCreate>;

/** The employee's edit (also the answer to an info request). */
export const ZExpenseEdit = z.object(expenseFields).partial();

/** The 'Edit expense' form: the edit's rules for its fields; an emptied amount is left as it was (not sent). */
export const ZExpenseEditForm = z.object({
  title: expenseFields.title,
  description: z.string().max(2000),
  amount: z.union([z.literal(""), ZAmount]),
});
export type TExpenseEditForm = z.output<typeof ZExpenseEditForm>;

const version = z.number().int().min(1).max(2_147_483_647).optional();

/** PATCH /api/expenses/{id}: one action per call. */
export const ZExpensePatch = z.discriminatedUnion("action", [
  z.object({ action: z.literal("edit"), version, changes: ZExpenseEdit }),
  z.object({ action: z.literal("approve"), version }),
  z.object({
    action: z.literal("requestInfo"),
    version,
    requestedChange: z.string().trim().min(1, "Please describe the change you need").max(2000),
  }),
  z.object({
    action: z.literal("reject"),
    version,
    rejectionReason: z.string().trim().min(1, "Please give a rejection reason").max(2000),
  }),
  z.object({ action: z.literal("markPaid"), version }),
]);
export type TExpensePatch = z.infer<typeof ZExpensePatch>;

/** PATCH /api/expenses: bulk approve (spec 2 section 7: body expenses[] of expenseId). */
export const ZBulkApprove = z.object({
  expenses: z
    .array(z.object({ expenseId: z.string().min(1).max(64) }))
    .min(1)
    .max(200),
});

export const ZExpenseParams = z.object({ expenseId: z.string().min(1).max(64) });
export const ZEmployeeParams = z.object({ employeeId: z.string().min(1).max(64) });
export const ZCompanyParams = z.object({ companyId: z.string().min(1).max(64) });

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please choose a month (yyyy-mm)");
const ZStatusList = z
  .union([z.enum(EXPENSE_STATUSES), z.array(z.enum(EXPENSE_STATUSES)).max(6)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** Approver list filters (the URL carries them). */
export const ZExpenseFilters = z.object({
  status: ZStatusList.optional(),
  employeeId: z.string().min(1).max(64).optional(),
  month: ZMonth.optional(),
});
export type TExpenseFilters = z.infer<typeof ZExpenseFilters>;

export const ZApproverQuery = ZExpenseFilters.extend({
  view: z.enum(["simplified", "full"]).default("simplified"),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  nextPageKey: z.string().max(200).optional(),
});
export type TApproverQuery = z.infer<typeof ZApproverQuery>;

/** POST /api/expenses/export: the approver filters of one company plus the format. */
export const ZExportBody = z.object({
  companyId: z.string().min(1).max(64),
  status: z.array(z.enum(EXPENSE_STATUSES)).max(6).optional(),
  employeeId: z.string().min(1).max(64).optional(),
  month: ZMonth.optional(),
  exportFormat: z.enum(["csv", "json"]).optional(),
  includeAttachments: z.boolean().optional(),
});
export type TExportBody = z.infer<typeof ZExportBody>;
