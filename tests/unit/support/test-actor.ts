// An Actor for pure rule tests: roles as types, or [type, scopes]; tenant ids unset.
import type { Actor, ActorRole, RoleType } from "@/lib/auth/actor";

export const testActor = (companyId: string | null, ...roles: (RoleType | [RoleType, string[]])[]): Actor => ({
  userId: "u-1",
  email: "u@example.test",
  name: "U",
  roles: roles.map((r): ActorRole =>
    Array.isArray(r) ? { type: r[0], scopes: r[1], tenantId: null } : { type: r, scopes: [], tenantId: null },
  ),
  companyId,
  lspId: null,
  mainRole: null,
  rank: 0,
  via: "session",
});
