// Users, roles and managers: the row shapes the seed (fixed ids and e-mails) and the test factories
// (unique ids and e-mails per test) both build.
import type { Department, Prisma, RoleType } from "../../../generated/prisma/client";

/** Maps a spec role string ("viewer:clients-sensitive-data", "customer-success") or an enum name to RoleType. */
export function toRoleType(role: string): RoleType {
  return role.replace(/[:-]/g, "_") as RoleType;
}

export type UserInput = {
  id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  seenPrivacyPolicy?: boolean;
  seenWelcomeScreen?: boolean;
  isActive?: boolean;
  sentInvitationAt?: Date;
  createdAt?: Date;
};

export function userRow(input: UserInput): Prisma.UserCreateManyInput {
  return {
    ...input,
    email: input.email.trim().toLowerCase(),
    displayName: `${input.firstName} ${input.lastName}`,
    seenPrivacyPolicy: input.seenPrivacyPolicy ?? true,
    seenWelcomeScreen: input.seenWelcomeScreen ?? true,
    isActive: input.isActive ?? true,
  };
}

export function roleRow(
  userId: string,
  role: string,
  tenantId: string | null = null,
  scopes: string[] = [],
): Prisma.UserRoleCreateManyInput {
  return { userId, type: toRoleType(role), tenantId, scopes };
}

/** The Manager permission flags follow from the scopes on the manager role. */
export function managerFlags(scopes: string[]) {
  const has = (scope: string) => scopes.includes(scope) || scopes.includes("*");
  return {
    isSuperAdmin: has("super-manager"),
    hasExpensesScope: has("expenses:notifications"),
    hasFinanceScope: has("finance:*"),
    hasPayrollScope: has("payroll:*"),
  };
}

export type ManagerInput = {
  id?: string;
  userId: string;
  companyId: string;
  jobTitle: string;
  department: Department;
  scopes: string[];
  createdAt?: Date;
};

export function managerRow({ scopes, ...input }: ManagerInput): Prisma.ManagerCreateManyInput {
  return { ...input, ...managerFlags(scopes) };
}
