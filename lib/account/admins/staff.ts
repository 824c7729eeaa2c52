// Staff accounts: users holding any role other than the client ones (a company's managers and employees, an LSP's
// users, contractors). Reading or managing them is the OP admins' business (spec 3 section 2, admins.manage).
import type { RoleType } from "@/lib/auth/actor";

const CLIENT_ROLES: ReadonlySet<string> = new Set<RoleType>(["manager", "employee", "lsp", "contractor"]);

export function isStaffAccount(roles: { type: string }[]): boolean {
  return roles.some((role) => !CLIENT_ROLES.has(role.type));
}
