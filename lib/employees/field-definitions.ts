// THE employee detail field definitions (spec 1 section 3 'Detail field definition'): one list drives the
// detail cards and the edit form. Each field names its card, its type, who sees it (showFor) and, through
// EDITABLE_BY (edit-schema.ts), who edits it. Type "redacted" is never shown on the details view.
import { EDITABLE_BY, type EditorKind, type EmployeeEditField } from "@/lib/employees/edit-schema";

export type ViewerKind = "admin" | "benefitsSpecialist" | "manager" | "employee" | "lsp" | "viewer";
export type FieldType = "string" | "date" | "month" | "money" | "address" | "locationOfWork" | "redacted" | "boolean";
export type CardId = "personal" | "contact" | "role" | "employment" | "bank" | "payroll" | "admin";

export type FieldDefinition = {
  name: string;
  label: string;
  card: CardId;
  type: FieldType;
  /** Who sees the field; absent = every viewer of the card. */
  showFor?: ViewerKind[];
  /** Shown redacted (hidden) to these viewers instead of its value. */
  redactFor?: ViewerKind[];
  /** Shown masked (its last four characters) to these viewers. */
  maskFor?: ViewerKind[];
  /** The edit-form field, when the field is editable at all (never: personalEmail, externalId, ...). */
  editField?: EmployeeEditField;
};

// The sensitive-data viewers ("viewer"), where a setting gives them cards (VIEWER_READ_ONLY_CARDS), read what staff
// and managers read, and the employee's own sensitive fields (social insurance number, personal email, bank
// details): read-only, nothing is editable for them.
const STAFF_AND_MANAGER: ViewerKind[] = ["admin", "benefitsSpecialist", "manager", "viewer"];
const SENSITIVE: ViewerKind[] = ["admin", "employee", "viewer"];
// Spec 1 section 6 gives managers the bank card; they edit nothing on it, so the account identifiers are masked.
const BANK_VIEW: ViewerKind[] = [...SENSITIVE, "manager"];
const MASKED_FOR_MANAGER: ViewerKind[] = ["manager"];
const PAYROLL_VIEW: ViewerKind[] = ["admin", "benefitsSpecialist"];

export const CARD_TITLES: Record<CardId, string> = {
  personal: "Personal details",
  contact: "Contact details",
  role: "Role details",
  employment: "Employment details",
  bank: "Bank details",
  payroll: "Internal payroll details",
  admin: "Administrative information",
};

/**
 * Cards per viewer (spec 1 section 6 'Detail cards by role'); payroll, finance, international-expansion and the two
 * sensitive-data viewer roles get none. docs/employee-detail-cards.md: why a setting can give the viewers the
 * manager's cards read-only instead (VIEWER_READ_ONLY_CARDS, lib/config.ts viewerDetailCards()).
 */
export const CARDS_FOR: Record<ViewerKind, CardId[]> = {
  admin: ["personal", "contact", "role", "employment", "bank", "payroll", "admin"],
  benefitsSpecialist: ["personal", "contact", "role", "employment", "payroll"],
  manager: ["personal", "contact", "role", "employment", "bank"],
  employee: ["personal", "contact", "role", "employment", "bank"],
  lsp: ["personal", "contact", "role", "employment"],
  viewer: [],
};

/** The sensitive-data viewers' cards when VIEWER_DETAIL_CARDS=read-only: the manager's cards, nothing editable. */
export const VIEWER_READ_ONLY_CARDS: CardId[] = ["personal", "contact", "role", "employment", "bank"];

export const FIELD_DEFINITIONS: FieldDefinition[] = [
  { name: "firstName", label: "First name", card: "personal", type: "string", editField: "firstName" },
  { name: "lastName", label: "Last name", card: "personal", type: "string", editField: "lastName" },
  { name: "gender", label: "Gender", card: "personal", type: "string", editField: "gender" },
  { name: "pronouns", label: "Pronouns", card: "personal", type: "string", editField: "pronouns" },
  { name: "dateOfBirth", label: "Date of birth", card: "personal", type: "date", editField: "dateOfBirth" },
  { name: "citizenship", label: "Citizenship", card: "personal", type: "string", editField: "citizenship" },
  { name: "privateAddress", label: "Address", card: "personal", type: "address", editField: "privateAddress" },
  {
    name: "socialInsuranceNumber",
    label: "Social insurance number",
    card: "personal",
    type: "string",
    showFor: SENSITIVE,
    editField: "socialInsuranceNumber",
  },
  { name: "workEmail", label: "Work email", card: "contact", type: "string", editField: "workEmail" },
  {
    name: "personalEmail",
    label: "Personal email",
    card: "contact",
    type: "string",
    showFor: [...SENSITIVE, "manager"],
  },
  { name: "phoneNumber", label: "Phone number", card: "contact", type: "string", editField: "phoneNumber" },
  { name: "jobTitle", label: "Job title", card: "role", type: "string", editField: "jobTitle" },
  { name: "jobDescription", label: "Job description", card: "role", type: "string", editField: "jobDescription" },
  { name: "department", label: "Department", card: "role", type: "string", editField: "department" },
  {
    name: "annualBaseSalary",
    label: "Annual base salary",
    card: "role",
    type: "money",
    redactFor: ["lsp"],
    editField: "annualBaseSalaryAmount",
  },
  { name: "bonus", label: "Bonus", card: "role", type: "money", showFor: STAFF_AND_MANAGER, editField: "bonusAmount" },
  {
    name: "additionalCompensation",
    label: "Additional compensation",
    card: "role",
    type: "string",
    showFor: [...STAFF_AND_MANAGER, "employee"],
    editField: "additionalCompensation",
  },
  { name: "startDate", label: "Start date", card: "employment", type: "date", editField: "startDate" },
  { name: "firstPayDate", label: "First pay date", card: "employment", type: "date", editField: "firstPayDate" },
  {
    name: "hoursOfWork",
    label: "Hours of work per week",
    card: "employment",
    type: "string",
    editField: "hoursOfWork",
  },
  {
    name: "locationOfWork",
    label: "Location of work",
    card: "employment",
    type: "locationOfWork",
    editField: "locationOfWorkType",
  },
  {
    name: "probationaryPeriod",
    label: "Probationary period",
    card: "employment",
    type: "string",
    editField: "probationaryPeriodLength",
  },
  {
    name: "holidayAllowance",
    label: "Holiday entitlement",
    card: "employment",
    type: "string",
    editField: "holidayAllowanceValue",
  },
  {
    name: "region",
    label: "Region (for public holidays)",
    card: "employment",
    type: "string",
    editField: "region",
  },
  {
    name: "rightToWorkCheckCompleted",
    label: "Right to work check completed",
    card: "employment",
    type: "boolean",
    showFor: STAFF_AND_MANAGER,
    editField: "rightToWorkCheckCompleted",
  },
  {
    name: "hasSupplementaryBenefits",
    label: "Supplementary benefits",
    card: "employment",
    type: "string",
    showFor: STAFF_AND_MANAGER,
    editField: "hasSupplementaryBenefits",
  },
  { name: "employer", label: "Employer (LSP)", card: "employment", type: "string", editField: "lspId" },
  {
    name: "legalEntity",
    label: "Legal entity",
    card: "employment",
    type: "string",
    showFor: PAYROLL_VIEW,
    editField: "legalEntityId",
  },
  {
    name: "purchaseOrderNumber",
    label: "Purchase order number",
    card: "employment",
    type: "string",
    showFor: STAFF_AND_MANAGER,
    editField: "purchaseOrderNumber",
  },
  {
    name: "iban",
    label: "IBAN",
    card: "bank",
    type: "string",
    showFor: BANK_VIEW,
    maskFor: MASKED_FOR_MANAGER,
    editField: "iban",
  },
  {
    name: "accountNumber",
    label: "Account number",
    card: "bank",
    type: "string",
    showFor: BANK_VIEW,
    maskFor: MASKED_FOR_MANAGER,
    editField: "accountNumber",
  },
  {
    name: "bicSwift",
    label: "BIC / SWIFT",
    card: "bank",
    type: "string",
    showFor: BANK_VIEW,
    editField: "bicSwift",
  },
  { name: "payrollId", label: "Payroll id", card: "payroll", type: "string", editField: "payrollId" },
  { name: "billingCurrency", label: "Billing currency", card: "payroll", type: "string", editField: "billingCurrency" },
  { name: "managementFee", label: "Management fee", card: "payroll", type: "money", editField: "managementFeeAmount" },
  {
    name: "managementFeeDiscount",
    label: "Management fee discount",
    card: "payroll",
    type: "string",
    editField: "managementFeeDiscountPercentage",
  },
  {
    name: "managementFeeWaiver",
    label: "Management fee waiver",
    card: "payroll",
    type: "string",
    editField: "managementFeeWaiverPercentage",
  },
  { name: "depositType", label: "Deposit type", card: "payroll", type: "string", editField: "depositType" },
  { name: "zeroDepositFee", label: "Zero deposit fee", card: "payroll", type: "money", editField: "zeroDepositFee" },
  { name: "setupFee", label: "Setup fee", card: "payroll", type: "money", editField: "setupFee" },
  {
    name: "advancedPaymentDeposit",
    label: "Advanced payment deposit",
    card: "payroll",
    type: "string",
    editField: "advancedPaymentDepositPercentage",
  },
  { name: "externalId", label: "External id", card: "admin", type: "string", showFor: ["admin"] },
  {
    name: "adminNotes",
    label: "Admin notes",
    card: "admin",
    type: "string",
    showFor: ["admin"],
    editField: "adminNotes",
  },
];

/** The viewer kinds of an actor for one employee (an employee views only their own record). */
export function viewerKinds(
  flags: {
    isAdmin: boolean;
    isBenefitsSpecialist: boolean;
    isManager: boolean;
    isEmployee: boolean;
    isLSP: boolean;
    isViewer?: boolean;
  },
  isSelf: boolean,
): ViewerKind[] {
  const kinds: ViewerKind[] = [];
  if (flags.isAdmin) kinds.push("admin");
  if (flags.isBenefitsSpecialist) kinds.push("benefitsSpecialist");
  if (flags.isManager) kinds.push("manager");
  if (flags.isEmployee && isSelf) kinds.push("employee");
  if (flags.isLSP) kinds.push("lsp");
  if (flags.isViewer) kinds.push("viewer");
  return kinds;
}

export type VisibleField = FieldDefinition & { redacted: boolean; masked: boolean; editable: boolean };

/**
 * The fields a viewer sees, card by card in definition order; redacted ones carry no value downstream, masked ones
 * only their last characters. `viewerCards`: the sensitive-data viewers get VIEWER_READ_ONLY_CARDS (a setting).
 */
export function visibleFields(
  viewers: ViewerKind[],
  editors: EditorKind[],
  options: { viewerCards?: boolean } = {},
): VisibleField[] {
  const cardsOf = (v: ViewerKind) => (v === "viewer" && options.viewerCards ? VIEWER_READ_ONLY_CARDS : CARDS_FOR[v]);
  const cards = new Set(viewers.flatMap(cardsOf));
  // A viewer kind with no card here adds no field either (its showFor grants nothing without the card).
  const seeing = viewers.filter((v) => cardsOf(v).length > 0);
  return FIELD_DEFINITIONS.filter(
    (f) => cards.has(f.card) && (!f.showFor || f.showFor.some((v) => seeing.includes(v))),
  ).map((f) => ({
    ...f,
    // Redacted only when every one of the viewer's kinds is in redactFor (an admin who is also an LSP sees it).
    redacted: f.type === "redacted" || (!!f.redactFor && seeing.every((v) => f.redactFor!.includes(v))),
    // Masked likewise: a manager who is also the employee reads their own bank details whole.
    masked: !!f.maskFor && seeing.every((v) => f.maskFor!.includes(v)),
    editable: !!f.editField && EDITABLE_BY[f.editField].some((k) => editors.includes(k)),
  }));
}
