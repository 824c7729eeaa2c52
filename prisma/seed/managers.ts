// Managers: the extra manager users of every client company and the Manager rows (demo managers included).
import type { Department, Prisma } from "../../generated/prisma/client";
import { DEMO_ACCOUNTS, INTERNAL_COMPANY_ID } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import { managerRow, roleRow, userRow } from "./builders/users";
import { at, slug } from "./values";

/** [id suffix, company, first, last, title, department, scopes]. */
const EXTRA_MANAGERS: [string, string, string, string, string, Department, string[]][] = [
  [
    "acme-ops",
    "acme",
    "Oscar",
    "Operations",
    "Head of People Operations",
    "Human_Resources",
    ["employees:*", "payroll:*"],
  ],
  [
    "globex-1",
    "globex",
    "Grace",
    "Globex",
    "VP People",
    "Human_Resources",
    ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
  ],
  [
    "globex-2",
    "globex",
    "Gary",
    "Globex",
    "Engineering Director",
    "Engineering",
    ["employees:*", "expenses:notifications"],
  ],
  [
    "initech-1",
    "initech",
    "Bill",
    "Lumbergh",
    "Division VP",
    "Management",
    ["employees:*", "expenses:notifications", "finance:*", "super-manager"],
  ],
  [
    "umbrella-1",
    "umbrella",
    "Ada",
    "Wong",
    "Chief Operating Officer",
    "Operations",
    ["employees:*", "payroll:*", "finance:*", "super-manager"],
  ],
  [
    "stark-1",
    "stark",
    "Pepper",
    "Potts",
    "Chief Executive Officer",
    "Management",
    ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
  ],
  ["stark-2", "stark", "Happy", "Hogan", "Head of Security", "Operations", ["employees:*"]],
  [
    "internal-1",
    INTERNAL_COMPANY_ID,
    "Iris",
    "Internal",
    "Head of People",
    "Human_Resources",
    ["employees:*", "expenses:notifications", "super-manager"],
  ],
];

/** Demo manager accounts: [Manager id, demo-account key, company, title, department]. */
const DEMO_MANAGERS: [string, string, string, string, Department][] = [
  ["mgr-acme-super", "superManager", "acme", "Chief People Officer", "Human_Resources"],
  ["mgr-acme", "manager", "acme", "Engineering Manager", "Engineering"],
  ["mgr-newco", "reviewManager", "newco", "Founder", "Management"],
];

export type Managers = {
  rows: Prisma.ManagerCreateManyInput[];
  byCompany: Record<string, string[]>;
  /** Manager users' e-mails by user id. */
  emailOf: Map<string, string>;
  userIdOf: (managerId: string | null | undefined) => string | null;
};

export async function seedManagers(
  { tx, count, passwordHash }: SeedContext,
  demoUserId: DemoUserIds,
): Promise<Managers> {
  const users = EXTRA_MANAGERS.map(([suffix, companyId, first, last]) =>
    userRow({
      id: `user-mgr-${suffix}`,
      email: `${slug(first)}.${slug(last)}@${companyId === INTERNAL_COMPANY_ID ? "omniplatform" : companyId}.example`,
      passwordHash,
      firstName: first,
      lastName: last,
      sentInvitationAt: at(-300),
      createdAt: at(-300),
    }),
  );
  await tx.user.createMany({ data: users });
  await tx.userRole.createMany({
    data: EXTRA_MANAGERS.map(([suffix, companyId, , , , , scopes]) =>
      roleRow(`user-mgr-${suffix}`, "manager", companyId, scopes),
    ),
  });
  count("User", users.length);
  count("UserRole", users.length);

  const rows: Prisma.ManagerCreateManyInput[] = [
    ...DEMO_MANAGERS.map(([id, key, companyId, jobTitle, department]) =>
      managerRow({
        id,
        userId: demoUserId[key],
        companyId,
        jobTitle,
        department,
        scopes: DEMO_ACCOUNTS.find((a) => a.key === key)!.scopes ?? [],
        createdAt: at(-380),
      }),
    ),
    ...EXTRA_MANAGERS.map(([suffix, companyId, , , jobTitle, department, scopes]) =>
      managerRow({
        id: `mgr-${suffix}`,
        userId: `user-mgr-${suffix}`,
        companyId,
        jobTitle,
        department,
        scopes,
        createdAt: at(-380),
      }),
    ),
  ];
  await tx.manager.createMany({ data: rows });
  count("Manager", rows.length);
  const byCompany: Record<string, string[]> = {};
  for (const m of rows) (byCompany[m.companyId] ??= []).push(m.id!);
  const emailOf = new Map(users.map((u) => [u.id!, u.email]));
  for (const a of DEMO_ACCOUNTS) emailOf.set(demoUserId[a.key], a.email.toLowerCase());
  const userIdOf = (managerId: string | null | undefined) => rows.find((m) => m.id === managerId)?.userId ?? null;
  return { rows, byCompany, emailOf, userIdOf };
}
