// Test users: unique e-mail per call, password "Test-pass-123!" hashed with bcrypt cost 4 (fast).
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Prisma, User, UserRole } from "../../generated/prisma/client";
import { roleRow, userRow } from "../../prisma/seed/builders/users";

type Db = Prisma.TransactionClient;

export const TEST_PASSWORD = "Test-pass-123!";
let passwordHash: string | undefined;
let counter = 0;

/** A short suffix unique within the run and across parallel Jest workers. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter}${randomBytes(4).toString("hex")}`;
}

export type RoleSpec = string | { type: string; tenantId?: string | null; scopes?: string[] };

export type CreateUserOptions = {
  /** Role strings (spec or enum spelling) or full role specs. Default: none. */
  roles?: RoleSpec[];
  /** Scopes for roles given as plain strings. */
  scopes?: string[];
  /** Tenant for roles given as plain strings (company id for manager/employee, LSP id for lsp). */
  tenantId?: string | null;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  seenPrivacyPolicy?: boolean;
  seenWelcomeScreen?: boolean;
  isActive?: boolean;
  overrides?: Partial<Prisma.UserUncheckedCreateInput>;
};

export async function createUser(
  db: Db,
  options: CreateUserOptions = {},
): Promise<{ user: User; roles: UserRole[]; password: string; email: string }> {
  const suffix = uniqueSuffix();
  const password = options.password ?? TEST_PASSWORD;
  const hash =
    password === TEST_PASSWORD ? (passwordHash ??= bcrypt.hashSync(TEST_PASSWORD, 4)) : bcrypt.hashSync(password, 4);
  const email = (options.email ?? `user-${suffix}@test.example`).trim().toLowerCase();
  const user = await db.user.create({
    data: {
      ...userRow({
        email,
        passwordHash: hash,
        firstName: options.firstName ?? "Test",
        lastName: options.lastName ?? `User ${suffix}`,
        seenPrivacyPolicy: options.seenPrivacyPolicy,
        seenWelcomeScreen: options.seenWelcomeScreen,
        isActive: options.isActive,
      }),
      ...options.overrides,
    },
  });
  const roles: UserRole[] = [];
  for (const spec of options.roles ?? []) {
    const role = typeof spec === "string" ? { type: spec, tenantId: options.tenantId, scopes: options.scopes } : spec;
    roles.push(await db.userRole.create({ data: roleRow(user.id, role.type, role.tenantId, role.scopes) }));
  }
  return { user, roles, password, email };
}
