// THE authorization table: action -> who may do it. Checked by the route wrapper (lib/http/route.ts),
// by server actions, by pages, and by the UI to hide or disable controls. Row rules (own company,
// own employees, own LSP) are not here: they live in each domain service's Prisma `where`, so a
// foreign id is simply not found (404).
//
// A grant is one of:
//   "*"                        any signed-in user
//   "admin"                    holds the role
//   "admin+payroll"            holds every listed role ('payroll admin' = admin plus the payroll role)
//   "manager[super-manager]"   holds the role and the scope on it ('*' scope grants all)
import { AppError } from "@/lib/errors";
import type { Actor, RoleType } from "@/lib/auth/actor";

const STAFF = ["admin", "international-expansion", "benefits-specialist"] as const;
const PAYROLL_AREA = ["admin+payroll", "admin+benefits", "admin+finance", "benefits-specialist"] as const;
const EVERY_VIEWER = ["viewer:clients-sensitive-data", "viewer:product-sensitive-data"] as const;

export const POLICY = {
  // --- tenancy: whose rows an actor reaches (lib/access/). Without the grant an actor is confined to their
  // own company, LSP, employee record or uploads. Staff are the spec's rank-3 roles (spec 1 section 6). ---
  "tenancy.allCompanies": [...STAFF],
  "tenancy.allEmployees": [...STAFF, ...PAYROLL_AREA],
  // The two sensitive-data viewers (spec 1 section 6, spec 2 section 6 expense matrix): each reads, read-only, the
  // employees its name grants; clients' employees, or the internal company's (the people/product team).
  "tenancy.clientEmployees": ["viewer:clients-sensitive-data"],
  "tenancy.internalEmployees": ["viewer:product-sensitive-data"],
  "tenancy.allDocuments": [...STAFF],
  /** Every employee's payroll report rows of a reachable company (spec 2 section 6: the payroll scope governs
   *  company-wide payroll data); without it a manager gets only their direct reports' rows. */
  "payrollReports.allCompanyRows": ["manager[payroll:*]", "manager[super-manager]", "admin+payroll"],
  /** Remove a document someone else uploaded (an employee removes only their own). */
  "documents.deleteOthers": [...STAFF, "manager", "lsp"],

  // --- account, session (spec 1 sections 2, 7) ---
  "account.read": ["*"],
  "account.update": ["*"],
  "account.changeEmail": ["*"],
  "account.acceptPrivacyPolicy": ["*"],
  "apiTokens.manage": ["*"],
  "pageViews.record": ["*"],
  // The dev mail viewer, and only while DEV_MAIL_VIEWER turns it on (lib/mail/outbox.ts isDevMailViewerOn).
  "outbox.read": ["admin"],

  // --- companies and managers (spec 1 sections 2, 6; spec 3 sections 2, 6) ---
  "companies.list": ["admin", "international-expansion"],
  "companies.read": [...STAFF, "manager"],
  "companies.create": ["admin+customer-success", "admin+operator"],
  // Managers edit only through the needs-review welcome flow; the service enforces that.
  "companies.update": ["admin", "manager"],
  "companies.updateRestrictedFields": ["admin", "admin+finance"],
  "companies.availableProducts": [...STAFF, "manager"],
  "managers.list": [...STAFF, "manager"],
  "managers.read": [...STAFF, "manager"],
  "managers.create": ["admin", "manager[super-manager]"],
  "managers.update": ["admin", "manager[super-manager]"],
  "managers.delete": ["admin+customer-success", "admin+operator", "manager[super-manager]"],
  // Platform invitations (lib/account/send-invitation.ts): the link sets the password, so only who manages a
  // user may invite them. "invitations.send" lets a caller try; the target's roles pick the rule below.
  "invitations.send": ["admin", "international-expansion", "manager[super-manager]", "manager[employees:*]"],
  "invitations.staff": ["admin+operator"],
  "invitations.managers": ["admin", "manager[super-manager]"],
  "invitations.employees": ["admin", "manager[employees:*]"],
  "invitations.lspUsers": ["admin", "international-expansion"],
  "permissions.manage": ["admin", "manager[super-manager]"],
  "users.list": ["admin"],
  // Admin users are staff accounts: only OP admins read or manage them (spec 3 section 2), temporary password
  // included (an 'operator' additional role must not be reachable by signing in as a new OP admin).
  "users.readTemporaryPassword": ["admin+operator"],
  "admins.manage": ["admin+operator"],

  // --- documents (spec 1 section 7) ---
  "documents.read": [...STAFF, "manager", "employee", "lsp"],
  "documents.create": ["admin", "manager", "employee", "lsp"],
  "documents.delete": ["admin", "manager", "employee", "lsp"],

  // --- hiring: seats, estimates (spec 1 sections 2, 4, 7) ---
  "seats.read": [...STAFF, "manager[employees:*]"],
  "seats.create": ["admin", "manager[employees:*]"],
  "seats.update": ["admin", "manager[employees:*]"],
  "seats.uploadOrderForm": ["admin"],
  "seats.markOrderFormSigned": ["admin"],
  "seats.acceptOrderForm": ["admin", "manager[employees:*]"],
  "seats.archive": ["admin", "manager[employees:*]"],
  "seats.convert": ["admin", "manager[employees:*]"],
  "estimates.read": [...STAFF, "manager"],
  "fxRates.read": [...STAFF, "manager", "payroll", "finance"],

  // --- employees, onboarding, contracts, benefits (spec 1) ---
  "employees.list": [...STAFF, "manager", "lsp", ...EVERY_VIEWER, "payroll", "finance"],
  "employees.read": [...STAFF, "manager", "employee", "lsp", ...EVERY_VIEWER, "payroll", "finance"],
  "employees.update": ["admin", "benefits-specialist", "manager[employees:*]", "employee"],
  "employees.create": ["admin", "manager[employees:*]"],
  "employees.archive": ["admin"],
  "employees.dataExport": ["admin", "lsp"],
  "onboarding.read": [...STAFF, "manager", "employee", "lsp"],
  "onboarding.update": ["admin"],
  "contracts.read": [...STAFF, ...EVERY_VIEWER, "manager", "employee", "lsp"],
  /** Admins, customer support and HR see contracts in every status (spec 1 section 4). */
  "contracts.viewAllStatuses": [...STAFF, ...EVERY_VIEWER],
  // Archive, download docx, generate a new contract, send to manager, complete internal review.
  "contracts.manage": ["admin"],
  /** PATCH /contracts: answers (managers: their party's entries, edit-answers and complete-information only). */
  "contracts.edit": ["admin", "manager[employees:*]"],
  "contracts.updateStatus": ["admin", "manager[employees:*]"],
  "contracts.countersign": ["admin+customer-success", "admin+operator"],
  "contracts.review": ["manager[employees:*]"],
  "contracts.sign": ["employee"],
  "contracts.docusign": ["employee", "admin+customer-success", "admin+operator"],
  "contractTemplates.read": ["admin", "manager[employees:*]"],
  "amendments.read": ["admin", "manager[employees:*]"],
  "amendments.create": ["admin", "manager[employees:*]"],
  "amendments.dispatch": ["admin"],
  "benefits.read": ["admin", "benefits-specialist", "manager"],
  "benefits.choose": ["admin", "manager"],
  /** The admin /benefits page: every client's choices per country (benefits admins). */
  "benefits.admin": ["admin+benefits", "benefits-specialist"],
  "employees.erpExport": ["admin"],
  "employments.read": [...STAFF, "manager", "employee", "lsp", "payroll", "finance"],
  "employments.write": ["admin"],
  "seats.listAll": [...STAFF],
  "compensation.referenceData": [...STAFF, "manager", "employee", "lsp", "payroll", "finance"],
  /** An employee's salary changes after the start date (raises, promotions) and bonuses per payroll month: read by
   *  who reads the salary (not LSP users, who see it redacted), recorded by who may set compensation (spec 1
   *  section 6: managers and admins, payroll admins among them). */
  "compensation.readHistory": [...STAFF, "manager", "employee", "payroll"],
  "compensation.record": ["admin", "manager[employees:*]"],

  // --- LSPs (spec 1 section 7, spec 3 section 6) ---
  "lsps.list": ["admin", "international-expansion"],
  "lsps.read": ["admin", "international-expansion", "lsp"],
  "lsps.update": ["admin"],
  "lsps.delete": ["admin"],
  /** Spec 2 section 6: 'only admin reads LSP users' (an LSP user reads their own account through account.read). */
  "lspUsers.read": ["admin", "international-expansion"],
  "lspUsers.manage": ["admin", "international-expansion"],
  /** Spec 3 section 6: 'editing an LSP manager: IE admin'. */
  "lspUsers.edit": ["international-expansion"],
  "legalEntities.read": [...STAFF, "payroll", "finance"],
  "legalEntities.manage": ["admin"],
  "payrollProviders.read": ["admin"],
  "payrollProviders.manage": ["admin"],

  // --- payroll verification (spec 2 sections 2, 4, 6) ---
  "payroll.access": [...PAYROLL_AREA],
  "workbooks.read": [...PAYROLL_AREA],
  "workbooks.create": ["admin+payroll"],
  "payReports.read": [...PAYROLL_AREA],
  "payReports.upload": ["admin+payroll"],
  "payReports.transition": ["admin+payroll"],
  "payReports.delete": ["admin+payroll"],
  "payReports.export": [...PAYROLL_AREA],
  "payReports.lspData": ["admin+payroll"],
  "justifications.read": [...PAYROLL_AREA],
  "justifications.write": ["admin+payroll", "benefits-specialist"],
  /** Issue 27: acknowledge a blocking anomaly finding of a pay report with a justification. */
  "payrollChecks.acknowledge": ["admin+payroll"],
  /** Issue 27: the anomaly checks' settings (approval gate, thresholds per country, mutes) and rerunning them. */
  "payrollChecks.manage": ["admin+payroll"],
  /** A payroll admin's verdict on a finding (a real mistake, or correct after all): it makes each check's track record. */
  "payrollChecks.verdict": ["admin+payroll"],
  "cutoffReports.read": ["admin+payroll", "admin+operator"],
  "taxonomies.manage": ["admin+payroll"],
  "providerIds.upload": ["admin+payroll"],
  /** Payroll instances (= workbooks, spec 2 section 3): validate, generate, import. */
  "workbooks.validate": ["admin+payroll"],
  "workbooks.generate": ["admin+payroll"],
  "workbooks.import": ["admin+payroll"],
  /** Benefits imports into a payroll instance (spec 2 section 3, benefit import summary). */
  "benefitImports.write": ["admin+benefits", "admin+payroll"],
  "benefitImports.read": ["admin+benefits", "admin+payroll", "benefits-specialist"],

  // --- finance (spec 2) ---
  "finance.access": ["admin+finance"],
  "invoiceLogs.read": ["admin+finance"],
  "balances.read": ["admin+finance", "manager[finance:*]", "manager[super-manager]"],
  "payrollReports.read": ["manager", "admin+payroll"],
  /** Beyond the spec: payslips, built from published pay reports. The employee reads their own; payroll staff
   *  any; a client manager only with company-wide payroll rights, their company's (the service's where). */
  "payslips.read": ["employee", ...PAYROLL_AREA, "manager[payroll:*]", "manager[super-manager]"],
  /** Issue 27: download signed payroll packs. The whole report's pack: payroll admins only (a pay report covers a
   *  country and provider, so it holds every company's employees). A company's pack (?companyId=): also that
   *  company's managers with company-wide payroll rights, as payrollReports.allCompanyRows (pack-access.ts). */
  "payrollPacks.download": ["admin+payroll", "manager[payroll:*]", "manager[super-manager]"],
  /** Issue 27: the signed packs page (the list and the verify panel; the check runs in the browser). */
  "payrollPacks.verify": ["admin+payroll", "manager"],
  /** Employment letters (docs/letters.md): the employee asks for their own; platform admins and the users of the
   *  employee's provider decide (row rule: lib/letters/letter-access.ts) and download; the employee downloads theirs. */
  "letters.request": ["employee"],
  "letters.read": ["employee", "admin", "lsp"],
  "letters.decide": ["admin", "lsp"],
  "invoices.write": ["admin+finance"],
  "billingItems.read": ["admin+finance", "admin+payroll"],
  "payments.manage": ["admin+finance"],
  "customers.read": ["admin+finance"],

  // --- expenses, time, terminations, resignations, contractors (spec 2) ---
  // Row rights follow the expense access matrix (spec 2 section 6) inside the expenses service.
  "expenses.read": ["admin", "manager", "employee", "payroll", "finance", ...EVERY_VIEWER],
  "expenses.create": ["employee"],
  /** The employee edits their own expense or answers an info request (never once approved or paid). */
  "expenses.update": ["employee"],
  "expenses.approve": ["manager", "admin"],
  "expenses.markPaid": ["admin+payroll", "admin+finance"],
  "expenses.delete": ["employee", ...EVERY_VIEWER],
  "expenses.export": ["admin", "manager", "payroll", "finance", ...EVERY_VIEWER],
  /** Cutoff dates are a payroll calendar, not tenant data (spec 2 section 7 'Cutoff and providers'). */
  "cutoffDates.read": [...STAFF, "manager", "employee", "lsp", "payroll", "finance", ...EVERY_VIEWER],
  /** Beyond the spec: the public-holiday calendar everyone with employees reads (the countries they reach). */
  "publicHolidays.read": [...STAFF, "manager", "employee", "lsp", "payroll", "finance", ...EVERY_VIEWER],
  /** Company days off added, generated holidays removed. */
  "publicHolidays.manage": ["admin"],
  /** Beyond the spec: each country's leave policy (allowance, accrual, carry-over, statutory minimum). */
  "leavePolicies.manage": ["admin"],
  "timeOff.read": ["admin", "manager", "employee"],
  "timeOff.write": ["employee", "admin"],
  /** A company's time off (the /time-off company view). */
  "timeOff.readCompany": ["admin", "manager"],
  // Beyond the spec: a manager approves or declines their reports' time off (the admin may too).
  "timeOff.decide": ["manager", "admin"],
  /** Book or delete time off for any employee, taken entries included (an employee only their own scheduled). */
  "timeOff.manageAny": ["admin"],
  "timesheets.readCompany": ["admin", "manager"],
  "timesheets.read": ["admin", "manager", "employee"],
  "timesheets.write": ["employee"],
  "timesheets.approve": ["manager", "admin"],
  /** Beyond the spec: one list of what waits for the caller's decision (time off, expenses, timesheets) and bulk
   *  approval: whoever holds one of the three decide rights above (each item still checks its own). */
  "approvals.read": ["manager", "admin"],
  /** Beyond the spec: a company's approval chains and delegates. Its managers read them and name a delegate for
   *  their own absence; its company admins and platform admins change them (lib/approval-chains/settings-access.ts). */
  "approvalSettings.read": ["manager", "admin"],
  "approvalSettings.write": ["manager", "admin"],
  /** Where a request stands in its chain: whoever reaches the request (its employee, its approvers). */
  "approvalProgress.read": ["manager", "admin", "employee"],
  "terminations.read": ["admin", "manager[employees:*]"],
  "terminations.create": ["admin", "manager[employees:*]"],
  /** Beyond the spec: an admin moves a request on (Reviewed, Completed). */
  "terminations.review": ["admin"],
  /** Spec 2 section 6: the 'requested by' column and submitter line. */
  "terminations.seeSubmitter": ["admin+customer-success"],
  "resignations.read": ["admin", "manager"],
  "resignations.create": ["employee", "admin"],
  "resignations.review": ["admin"],
  "contractors.read": ["admin", "manager"],
  "contractors.create": ["manager", "admin"],
  "contractorTerms.accept": ["manager"],
  "contractors.manage": ["admin"],
  "contractorClients.read": ["admin", "manager"],
  "supportedCountries.read": ["*"],

  // --- back office (spec 3) ---
  "templateMappings.manage": ["admin+operator"],
  "bulkUploads.create": ["admin+customer-success"],
  /** A company's billing entities (company details tab). Tenancy: lib/access/company.ts. */
  "billingEntities.read": [...STAFF, "manager"],
  "webhooks.manage": ["admin+operator"],
  /** Issue 28: OpenID Connect identity providers for the staff and per client company (lib/auth/sso/). */
  "identityProviders.manage": ["admin+operator"],
  /** The Integrations overview (lib/integrations/): what the product connects to and each one's state. */
  "integrations.read": ["admin"],
  /** Background job queues: counts, failed jobs with their reasons, retry (lib/jobs/). */
  "jobs.manage": ["admin+operator"],
  /** Export and check the hash-chained audit trail (lib/audit-trail/). */
  "auditTrail.export": ["admin+operator"],
} as const satisfies Record<string, readonly string[]>;

export type Action = keyof typeof POLICY;

type ActorRoles = Pick<Actor, "roles">;

function grantMatches(actor: ActorRoles, grant: string): boolean {
  if (grant === "*") return true;
  const scoped = /^([^[\]]+)\[(.+)\]$/.exec(grant);
  if (scoped) {
    const role = actor.roles.find((r) => r.type === (scoped[1] as RoleType));
    return !!role && (role.scopes.includes("*") || role.scopes.includes(scoped[2]));
  }
  return grant.split("+").every((type) => actor.roles.some((r) => r.type === type));
}

export function can(actor: ActorRoles | null | undefined, action: Action): boolean {
  if (!actor) return false;
  return (POLICY[action] as readonly string[]).some((grant) => grantMatches(actor, grant));
}

export function assertCan(actor: ActorRoles | null | undefined, action: Action): void {
  if (!actor) throw new AppError("UNAUTHORIZED");
  if (!can(actor, action)) throw new AppError("FORBIDDEN");
}

// --- expense access matrix (spec 2 section 6, spec 3 section 6): list, see amount, download proof, delete ---
// Rows of the matrix as data. A subject is the expense's employee: managed by the internal company or an
// employee of a client. Employees without a manager get none; rights combine by OR across the actor's roles.
// Company managers (their company's expenses) and the employee (their own) are row rules in lib/access/expense.ts.
export const EXPENSE_RIGHTS = ["list", "amount", "proof", "delete"] as const;
export type ExpenseRight = (typeof EXPENSE_RIGHTS)[number];
export type ExpenseSubject = "internal" | "client" | "unmanaged";

const ALL_FOUR: readonly ExpenseRight[] = EXPENSE_RIGHTS;
const LIST_AMOUNT_PROOF: readonly ExpenseRight[] = ["list", "amount", "proof"];

export const EXPENSE_ACCESS_MATRIX: Record<
  Exclude<ExpenseSubject, "unmanaged">,
  Partial<Record<RoleType, readonly ExpenseRight[]>>
> = {
  internal: {
    "viewer:product-sensitive-data": ALL_FOUR,
    payroll: LIST_AMOUNT_PROOF,
    finance: LIST_AMOUNT_PROOF,
  },
  client: {
    "viewer:clients-sensitive-data": ALL_FOUR,
    admin: ["list"],
    payroll: LIST_AMOUNT_PROOF,
    finance: LIST_AMOUNT_PROOF,
  },
};

export type ExpenseRights = Record<ExpenseRight, boolean>;
export const NO_EXPENSE_RIGHTS: ExpenseRights = { list: false, amount: false, proof: false, delete: false };

/** The matrix rights of an actor on one subject, OR across the actor's roles. */
export function expenseMatrixRights(actor: ActorRoles, subject: ExpenseSubject): ExpenseRights {
  if (subject === "unmanaged") return { ...NO_EXPENSE_RIGHTS };
  const row = EXPENSE_ACCESS_MATRIX[subject];
  const granted = new Set(actor.roles.flatMap((r) => row[r.type] ?? []));
  return {
    list: granted.has("list"),
    amount: granted.has("amount"),
    proof: granted.has("proof"),
    delete: granted.has("delete"),
  };
}
