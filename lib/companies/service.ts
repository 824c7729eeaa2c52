// Companies (spec 1 sections 2, 3, 6; spec 3 sections 2, 6). Row rule: managers and employees reach only
// their own company, so any other id is simply not found (404).
import "server-only";
import { db } from "@/lib/db";
import { assertCompanyReachable, companyWhere } from "@/lib/access/company";
import { nameSearchWhere } from "@/lib/queries/name-search";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { isFeatureOn } from "@/lib/config";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";
import type { Prisma } from "@/generated/prisma/client";
import {
  ADMIN_ONLY_FIELDS,
  CONTACT_REQUIRED,
  type TCompanyListQuery,
  type TCreateCompany,
  type TUpdateCompany,
} from "@/lib/companies/schema";

export async function listCompanies(actor: Actor, query: TCompanyListQuery) {
  const scope = companyWhere(actor);
  const where: Prisma.CompanyWhereInput = query.search
    ? { AND: [scope, await nameSearchWhere("company", query.search, { where: scope, field: "search" })] }
    : scope;
  const [items, totalCount] = await Promise.all([
    db.company.findMany({
      where,
      select: { id: true, name: true, countryOfRegistration: true, country: { select: { name: true } } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.company.count({ where }),
  ]);
  return {
    items: items.map((c) => ({
      id: c.id,
      name: c.name,
      countryOfRegistration: c.countryOfRegistration,
      countryName: c.country?.name ?? null,
    })),
    totalCount,
    pageSize: query.pageSize,
  };
}

const COMPANY_SELECT = {
  id: true,
  name: true,
  onboardingStage: true,
  countryOfRegistration: true,
  country: { select: { name: true } },
  registeredAddress: {
    select: {
      addressLine1: true,
      addressLine2: true,
      addressLine3: true,
      city: true,
      state: true,
      country: true,
      postalCode: true,
    },
  },
  vatNumber: true,
  companyNumber: true,
  contactName: true,
  contactPhoneNumber: true,
  invoicingEmail: true,
  needsManagerReview: true,
  externalId: true,
  adminNotes: true,
  disableContractAutomation: true,
  isVATExempt: true,
  fxConversionPercent: true,
  benefitsPercentage: true,
  salaryPrepaymentTerms: true,
  salaryPrepaymentMultiplier: true,
  latePayment: true,
  enabledProducts: true,
  enablePayrollReportsTab: true,
  isInternal: true,
  createdAt: true,
  managers: {
    select: {
      id: true,
      userId: true,
      isSuperAdmin: true,
      createdAt: true,
      user: { select: { firstName: true, lastName: true, email: true } },
    },
    orderBy: [{ isSuperAdmin: "desc" as const }, { createdAt: "asc" as const }],
  },
} satisfies Prisma.CompanySelect;

type CompanyRow = Prisma.CompanyGetPayload<{ select: typeof COMPANY_SELECT }>;

function toDto(row: CompanyRow, actor: Actor) {
  const isAdmin = flagsOf(actor).isAdmin || can(actor, "tenancy.allCompanies");
  const primary = row.managers[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    onboardingStage: row.onboardingStage,
    countryOfRegistration: row.countryOfRegistration,
    countryName: row.country?.name ?? null,
    registeredAddress: row.registeredAddress,
    identifiers: { vatNumber: row.vatNumber, companyNumber: row.companyNumber },
    primaryContact: { name: row.contactName, phoneNumber: row.contactPhoneNumber },
    invoicingEmail: row.invoicingEmail,
    needsManagerReview: row.needsManagerReview,
    externalId: row.externalId,
    adminNotes: isAdmin ? row.adminNotes : null,
    settings: { disableContractAutomation: row.disableContractAutomation },
    isVATExempt: row.isVATExempt,
    fxConversionPercent: row.fxConversionPercent.toString(),
    benefitsPercentage: row.benefitsPercentage?.toString() ?? null,
    salaryPrepayment: {
      terms: row.salaryPrepaymentTerms,
      multiplier: row.salaryPrepaymentMultiplier?.toString() ?? null,
    },
    latePayment: row.latePayment?.toString() ?? null,
    enabledProducts: row.enabledProducts.map((p) => (p === "CONTRACTOR" ? "Contractor" : "EOR")),
    enablePayrollReportsTab: row.enablePayrollReportsTab,
    isInternal: row.isInternal,
    primaryManager: primary
      ? {
          id: primary.id,
          userId: primary.userId,
          firstName: primary.user.firstName,
          lastName: primary.user.lastName,
          email: primary.user.email,
        }
      : null,
    managerCount: row.managers.length,
  };
}
export type CompanyDto = ReturnType<typeof toDto>;

export async function getCompanyOrThrow(actor: Actor, companyId: string): Promise<CompanyDto> {
  await assertCompanyReachable(actor, companyId);
  const row = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: COMPANY_SELECT });
  const dto = toDto(row, actor);
  // A manager edits as themselves: the manager fields of the form are their own.
  if (flagsOf(actor).isManager && !can(actor, "tenancy.allCompanies")) {
    const me = await db.user.findUniqueOrThrow({
      where: { id: actor.userId },
      select: { firstName: true, lastName: true, email: true },
    });
    const own = row.managers.find((m) => m.userId === actor.userId);
    dto.primaryManager = { id: own?.id ?? "", userId: actor.userId, ...me };
  }
  return dto;
}

function changed<T>(before: T, after: T) {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The manager fields of the company form: a manager's own name; for admins, the company's primary manager. */
async function updateManagerFields(
  tx: Prisma.TransactionClient,
  actor: Actor,
  companyId: string,
  isAdmin: boolean,
  input: TUpdateCompany,
) {
  const managerInput = {
    firstName: input.managerFirstName,
    lastName: input.managerLastName,
    email: input.managerEmail,
  };
  if (managerInput.firstName !== undefined || managerInput.lastName !== undefined || managerInput.email !== undefined) {
    const targetUserId = isAdmin
      ? (
          await tx.manager.findFirst({
            where: { companyId },
            orderBy: [{ isSuperAdmin: "desc" }, { createdAt: "asc" }],
            select: { userId: true },
          })
        )?.userId
      : actor.userId;
    if (!targetUserId)
      throw new AppError("BAD_REQUEST", "This company has no manager yet.", {
        fieldErrors: { managerEmail: ["This company has no manager yet."] },
      });
    const userBefore = await tx.user.findUniqueOrThrow({
      where: { id: targetUserId },
      select: { firstName: true, lastName: true, email: true },
    });
    const userData: Prisma.UserUpdateInput = {};
    if (managerInput.firstName !== undefined) userData.firstName = managerInput.firstName;
    if (managerInput.lastName !== undefined) userData.lastName = managerInput.lastName;
    if (managerInput.email !== undefined) {
      const email = managerInput.email.trim().toLowerCase();
      if (email !== userBefore.email) {
        const clash = await tx.user.findUnique({ where: { email }, select: { id: true } });
        if (clash)
          throw new AppError("CONFLICT", MESSAGES.duplicateEmail, {
            fieldErrors: { managerEmail: [MESSAGES.duplicateEmail] },
          });
        userData.email = email;
      }
    }
    await tx.user.update({ where: { id: targetUserId }, data: userData });
    await recordAudit(tx, {
      actor,
      action: "user.update",
      entityType: "User",
      entityId: targetUserId,
      before: userBefore,
      after: { ...userBefore, ...userData } as Record<string, unknown>,
    });
  }
}

/**
 * PATCH /api/companies/{id}. Admins edit every field (spec 1 section 6); a manager only through the
 * needs-review welcome form, only the fields open to managers, and saving ends the review.
 */
export async function updateCompany(actor: Actor, companyId: string, input: TUpdateCompany) {
  const f = flagsOf(actor);
  const isAdmin = f.isAdmin;
  return db.$transaction(async (tx) => {
    const visible = await assertCompanyReachable(actor, companyId, tx);
    if (!isAdmin) {
      if (!f.isManager || !visible.needsManagerReview) throw new AppError("FORBIDDEN");
      const restricted = Object.keys(input).filter((k) => (ADMIN_ONLY_FIELDS as string[]).includes(k));
      if (restricted.length)
        throw new AppError("FORBIDDEN", "Only admins can change these fields.", {
          fieldErrors: Object.fromEntries(restricted.map((k) => [k, ["Only admins can change this field."]])),
        });
    } else if (
      (input.countryOfRegistration !== undefined || input.fxConversionPercent !== undefined) &&
      !can(actor, "companies.updateRestrictedFields")
    ) {
      throw new AppError("FORBIDDEN");
    }
    const before = await tx.company.findUniqueOrThrow({
      where: { id: companyId },
      include: { registeredAddress: true },
    });

    const data: Prisma.CompanyUncheckedUpdateInput = {};
    if (input.companyName !== undefined) data.name = input.companyName;
    if (input.countryOfRegistration !== undefined)
      data.countryOfRegistration = input.countryOfRegistration.toUpperCase();
    if (input.vatNumber !== undefined) data.vatNumber = input.vatNumber || null;
    if (input.companyNumber !== undefined) data.companyNumber = input.companyNumber || null;
    if (input.onboardingStage !== undefined) data.onboardingStage = input.onboardingStage;
    if (input.invoicingEmail !== undefined) data.invoicingEmail = input.invoicingEmail.trim().toLowerCase();
    if (input.contactName !== undefined) data.contactName = input.contactName || null;
    if (input.contactPhoneNumber !== undefined) data.contactPhoneNumber = input.contactPhoneNumber || null;
    if (input.adminNotes !== undefined) data.adminNotes = input.adminNotes || null;
    if (input.disableContractAutomation !== undefined) data.disableContractAutomation = input.disableContractAutomation;
    if (input.isVATExempt !== undefined) data.isVATExempt = input.isVATExempt;
    if (input.fxConversionPercent !== undefined) data.fxConversionPercent = input.fxConversionPercent;
    if (input.salaryPrepaymentTerms !== undefined) data.salaryPrepaymentTerms = input.salaryPrepaymentTerms;
    if (input.salaryPrepaymentMultiplier !== undefined)
      data.salaryPrepaymentMultiplier = input.salaryPrepaymentMultiplier;

    if (!isAdmin) {
      // Spec 1 section 5: for a manager the primary contact is required.
      const merged = {
        contactName: input.contactName !== undefined ? input.contactName : before.contactName,
        contactPhoneNumber:
          input.contactPhoneNumber !== undefined ? input.contactPhoneNumber : before.contactPhoneNumber,
      };
      const fieldErrors: Record<string, string[]> = {};
      for (const key of ["contactName", "contactPhoneNumber"] as const)
        if (!merged[key]?.trim()) fieldErrors[key] = [CONTACT_REQUIRED[key]];
      if (Object.keys(fieldErrors).length) throw new AppError("BAD_REQUEST", MESSAGES.invalid, { fieldErrors });
      data.needsManagerReview = false;
    }

    if (input.registeredAddress !== undefined) {
      if (input.registeredAddress === null) data.registeredAddressId = null;
      else if (before.registeredAddressId)
        await tx.address.update({
          where: { id: before.registeredAddressId },
          data: { ...input.registeredAddress, country: input.registeredAddress.country.toUpperCase() },
        });
      else
        data.registeredAddressId = (
          await tx.address.create({
            data: { ...input.registeredAddress, country: input.registeredAddress.country.toUpperCase() },
            select: { id: true },
          })
        ).id;
    }

    await updateManagerFields(tx, actor, companyId, isAdmin, input);

    const after = await tx.company.update({ where: { id: companyId }, data, include: { registeredAddress: true } });
    const pick = (c: typeof before) => ({
      name: c.name,
      countryOfRegistration: c.countryOfRegistration,
      vatNumber: c.vatNumber,
      companyNumber: c.companyNumber,
      onboardingStage: c.onboardingStage,
      invoicingEmail: c.invoicingEmail,
      contactName: c.contactName,
      contactPhoneNumber: c.contactPhoneNumber,
      adminNotes: c.adminNotes,
      disableContractAutomation: c.disableContractAutomation,
      isVATExempt: c.isVATExempt,
      fxConversionPercent: c.fxConversionPercent,
      salaryPrepaymentTerms: c.salaryPrepaymentTerms,
      salaryPrepaymentMultiplier: c.salaryPrepaymentMultiplier,
      needsManagerReview: c.needsManagerReview,
      registeredAddress: c.registeredAddress
        ? {
            addressLine1: c.registeredAddress.addressLine1,
            city: c.registeredAddress.city,
            country: c.registeredAddress.country,
            postalCode: c.registeredAddress.postalCode,
          }
        : null,
    });
    if (changed(pick(before), pick(after)))
      await recordAudit(tx, {
        actor,
        action: "company.update",
        entityType: "Company",
        entityId: companyId,
        before: pick(before),
        after: pick(after),
      });
    return { id: companyId, needsManagerReview: after.needsManagerReview };
  });
}

/** POST /api/companies (customer-success and OP admins). Duplicate manager e-mails answer 409. */
export async function createCompany(actor: Actor, input: TCreateCompany) {
  return db.$transaction(async (tx) => {
    const emails = input.managers.map((m) => m.email.trim().toLowerCase());
    if (new Set(emails).size !== emails.length) throw new AppError("CONFLICT", MESSAGES.duplicateEmail);
    if (emails.length && (await tx.user.count({ where: { email: { in: emails } } })))
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail);
    const company = await tx.company.create({
      data: {
        name: input.name,
        fxConversionPercent: input.fxConversionPercent,
        countryOfRegistration: input.countryOfRegistration?.toUpperCase(),
        disableContractAutomation: input.settings?.disableContractAutomation ?? false,
        needsManagerReview: input.managers.length > 0,
      },
      select: { id: true, name: true },
    });
    for (const [index, m] of input.managers.entries()) {
      const user = await tx.user.create({
        data: { email: emails[index], firstName: m.firstName, lastName: m.lastName },
        select: { id: true },
      });
      // The first manager of a new client is its super manager (someone must be able to manage permissions).
      const scopes = index === 0 ? ["employees:*", "super-manager"] : ["employees:*"];
      await tx.userRole.create({ data: { userId: user.id, type: "manager", tenantId: company.id, scopes } });
      await tx.manager.create({ data: { userId: user.id, companyId: company.id, isSuperAdmin: index === 0 } });
    }
    await recordAudit(tx, {
      actor,
      action: "company.create",
      entityType: "Company",
      entityId: company.id,
      after: { name: input.name, managers: emails },
    });
    return company;
  });
}

/** Spec 1 section 4 'Add hire availability'. */
export async function getAvailableProducts(actor: Actor, companyId: string) {
  await assertCompanyReachable(actor, companyId);
  const [company, overdue] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { enabledProducts: true, isInternal: true } }),
    getOverdueInvoices(companyId),
  ]);
  const hasEor = company.enabledProducts.includes("EOR");
  const hasContractor = company.enabledProducts.includes("CONTRACTOR");
  return {
    enabledProducts: company.enabledProducts.map((p) => (p === "CONTRACTOR" ? "Contractor" : "EOR")),
    hasOverdueInvoices: overdue.isOverdue,
    availableHireTypes: {
      employee: hasEor && !overdue.isOverdue,
      contractor: hasContractor && isFeatureOn("addContractorHire"),
      peo: !company.isInternal,
    },
  };
}

export async function getReportingFlags(actor: Actor, companyId: string) {
  await assertCompanyReachable(actor, companyId);
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { enablePayrollReportsTab: true },
  });
  return { enable_payroll_reports_tab: company.enablePayrollReportsTab };
}

/** The #employees tab: the company's employees, paged on the server. */
export async function listCompanyEmployees(
  actor: Actor,
  companyId: string,
  query: { pageIndex: number; pageSize: number; search?: string },
) {
  await assertCompanyReachable(actor, companyId);
  const scope: Prisma.EmployeeWhereInput = { companyId, archivedAt: null };
  const where: Prisma.EmployeeWhereInput = query.search
    ? { AND: [scope, await nameSearchWhere("employee", query.search, { where: scope, field: "search" })] }
    : scope;
  const [items, totalCount] = await Promise.all([
    db.employee.findMany({
      where,
      select: {
        id: true,
        userId: true,
        firstName: true,
        lastName: true,
        jobTitle: true,
        countryCode: true,
        onboardingStatus: true,
        country: { select: { name: true } },
      },
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.employee.count({ where }),
  ]);
  const STATUS: Record<string, string> = {
    IN_PROGRESS: "In progress",
    ACTIVE: "Active",
    INACTIVE: "Inactive",
    PENDING: "Pending",
  };
  return {
    items: items.map((e) => ({
      id: e.id,
      userId: e.userId,
      name: `${e.firstName} ${e.lastName}`,
      jobTitle: e.jobTitle,
      country: e.country?.name ?? e.countryCode,
      onboardingStatus: STATUS[e.onboardingStatus] ?? e.onboardingStatus,
    })),
    totalCount,
    pageSize: query.pageSize,
  };
}

/** Which tabs the company page shows (spec 3 sections 2 and 6). */
export async function companyTabs(actor: Actor, companyId: string) {
  const f = flagsOf(actor);
  const [company, terminations, resignations] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { isInternal: true } }),
    db.terminationRequest.count({ where: { companyId } }),
    db.resignation.count({ where: { companyId } }),
  ]);
  const isSuperManagerHere = f.isSuperManager && actor.companyId === companyId;
  const permissions = company.isInternal
    ? f.isOPAdmin
    : isFeatureOn("managerPermissionsUi") && (f.isAdmin || isSuperManagerHere);
  return {
    details: true,
    employees: true,
    "pending-employees": can(actor, "seats.read"),
    "termination-requests": f.isCSAdmin && terminations > 0,
    "resignation-requests": resignations > 0 && can(actor, "resignations.read"),
    benefits: isFeatureOn("benefits") && can(actor, "benefits.read"),
    documents: can(actor, "documents.read"),
    // The company's invoices for who sees its financial data (a manager: only their own company's).
    invoices: can(actor, "balances.read") && (f.isAdmin || actor.companyId === companyId),
    permissions,
  };
}
