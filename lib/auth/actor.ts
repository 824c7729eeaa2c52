// The signed-in subject as the server sees it, derived from the user's roles (spec 1 section 6, spec 3 section 6).
// Pure: importable by the client (navigation, hiding buttons) and by unit tests.

export const ROLE_TYPES = [
  "admin",
  "manager",
  "employee",
  "lsp",
  "contractor",
  "viewer:clients-sensitive-data",
  "viewer:product-sensitive-data",
  "payroll",
  "finance",
  "international-expansion",
  "benefits-specialist",
  "customer-success",
  "operator",
  "benefits",
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Additional admin roles an admin user may carry (spec 3: add-admin additionalAdminRoles). */
export const ADDITIONAL_ADMIN_ROLES: RoleType[] = [
  "customer-success",
  "operator",
  "payroll",
  "finance",
  "benefits",
  "international-expansion",
  "viewer:clients-sensitive-data",
  "viewer:product-sensitive-data",
];

export const SCOPES = ["employees:*", "expenses:notifications", "finance:*", "payroll:*", "super-manager"] as const;
export type Scope = (typeof SCOPES)[number] | "*";

export type ActorRole = { type: RoleType; tenantId: string | null; scopes: string[] };

export type Actor = {
  userId: string;
  email: string;
  name: string;
  roles: ActorRole[];
  /** Company of a manager or employee. */
  companyId: string | null;
  /** Provider of an LSP user. */
  lspId: string | null;
  mainRole: MainRole | null;
  rank: number;
  via: "session" | "token";
  /** Signed in with a temporary password and not changed it yet: the API refuses all but a few routes. */
  mustChangePassword?: boolean;
  /** Two-factor sign-in is on. Set by the server's actor load (lib/auth/session.ts); unknown when absent. */
  twoFactorEnabled?: boolean;
};

export type MainRole = "admin" | "manager" | "lsp" | "employee";

// Spec 1 section 6: main role is the highest rank. admin, benefits-specialist, international-expansion = 3;
// manager and lsp = 2; employee = 1. The data layer is picked per main role.
const RANK: Partial<Record<RoleType, number>> = {
  admin: 3,
  "benefits-specialist": 3,
  "international-expansion": 3,
  manager: 2,
  lsp: 2,
  employee: 1,
};

export function roleRank(role: RoleType): number {
  return RANK[role] ?? 0;
}

export function mainRoleOf(roles: RoleType[]): { mainRole: MainRole | null; rank: number } {
  let best: RoleType | null = null;
  for (const role of roles) if (roleRank(role) > 0 && (best === null || roleRank(role) > roleRank(best))) best = role;
  if (best === null) return { mainRole: null, rank: 0 };
  const rank = roleRank(best);
  // benefits-specialist and international-expansion are staff: they use the admin data layer.
  const mainRole: MainRole = rank === 3 ? "admin" : (best as MainRole);
  return { mainRole, rank };
}

export function buildActor(input: {
  userId: string;
  email: string;
  name: string;
  roles: ActorRole[];
  via?: Actor["via"];
  mustChangePassword?: boolean;
  twoFactorEnabled?: boolean;
}): Actor {
  const { mainRole, rank } = mainRoleOf(input.roles.map((r) => r.type));
  const tenantOf = (type: RoleType) => input.roles.find((r) => r.type === type)?.tenantId ?? null;
  return {
    userId: input.userId,
    email: input.email,
    name: input.name,
    roles: input.roles,
    companyId: tenantOf("manager") ?? tenantOf("employee"),
    lspId: tenantOf("lsp"),
    mainRole,
    rank,
    via: input.via ?? "session",
    ...(input.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(input.twoFactorEnabled !== undefined ? { twoFactorEnabled: input.twoFactorEnabled } : {}),
  };
}

export function hasRole(actor: Pick<Actor, "roles">, role: RoleType): boolean {
  return actor.roles.some((r) => r.type === role);
}

/** Scope held on any role ('*' grants all). */
export function hasScope(actor: Pick<Actor, "roles">, scope: string): boolean {
  return actor.roles.some((r) => r.scopes.includes("*") || r.scopes.includes(scope));
}

/** Derived flags (spec 3 section 6). */
export function flagsOf(actor: Pick<Actor, "roles">) {
  const isAdmin = hasRole(actor, "admin");
  const isManager = hasRole(actor, "manager");
  return {
    isAdmin,
    isCSAdmin: isAdmin && hasRole(actor, "customer-success"),
    isOPAdmin: isAdmin && hasRole(actor, "operator"),
    isPayrollAdmin: isAdmin && hasRole(actor, "payroll"),
    isFinanceAdmin: isAdmin && hasRole(actor, "finance"),
    isBenefitsAdmin: isAdmin && hasRole(actor, "benefits"),
    isIEAdmin: hasRole(actor, "international-expansion"),
    isBenefitsSpecialist: hasRole(actor, "benefits-specialist"),
    isLSP: hasRole(actor, "lsp"),
    isManager,
    isSuperManager: isManager && hasScope(actor, "super-manager"),
    isEmployee: hasRole(actor, "employee"),
    isContractor: hasRole(actor, "contractor"),
    isViewer: hasRole(actor, "viewer:clients-sensitive-data") || hasRole(actor, "viewer:product-sensitive-data"),
  };
}
