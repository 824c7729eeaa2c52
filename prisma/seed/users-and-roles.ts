// The demo sign-ins of prisma/demo-accounts.ts: one user per account with its roles (tenant and scopes).
import type { Prisma } from "../../generated/prisma/client";
import { DEMO_ACCOUNTS } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import { roleRow, toRoleType, userRow } from "./builders/users";
import { at } from "./values";

/** The tenant of each demo account's roles (company id, or LSP id for the LSP user). */
const DEMO_TENANT: Record<string, string> = {
  superManager: "acme",
  manager: "acme",
  reviewManager: "newco",
  employee: "acme",
  incompleteEmployee: "acme",
  lsp: "euroemploy",
};

export const demoUserIdOf = (key: string) => `user-${key}`;

export async function seedDemoAccounts({ tx, count, passwordHash }: SeedContext): Promise<DemoUserIds> {
  const users: Prisma.UserCreateManyInput[] = [];
  const roles: Prisma.UserRoleCreateManyInput[] = [];
  const demoUserId: DemoUserIds = {};
  DEMO_ACCOUNTS.forEach((a, i) => {
    const id = demoUserIdOf(a.key);
    demoUserId[a.key] = id;
    const firstSignIn = a.key === "incompleteEmployee";
    users.push(
      userRow({
        id,
        email: a.email,
        passwordHash,
        firstName: a.firstName,
        lastName: a.lastName,
        seenPrivacyPolicy: !firstSignIn,
        seenWelcomeScreen: !firstSignIn,
        sentInvitationAt: at(-400 + i),
        createdAt: at(-400 + i),
      }),
    );
    for (const role of a.roles) {
      const type = toRoleType(role);
      const scoped = type === "manager" || type === "employee";
      roles.push(roleRow(id, role, DEMO_TENANT[a.key] ?? null, scoped ? (a.scopes ?? []) : []));
    }
  });
  await tx.user.createMany({ data: users });
  await tx.userRole.createMany({ data: roles });
  count("User", users.length);
  count("UserRole", roles.length);
  return demoUserId;
}
