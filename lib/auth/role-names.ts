// Prisma returns enum member names (viewer_clients_sensitive_data); the spec and the API speak the
// mapped strings (viewer:clients-sensitive-data). These two functions are the only translation.
import type { RoleType } from "@/lib/auth/actor";
import type { RoleType as DbRoleType } from "@/generated/prisma/enums";

export function roleFromDb(name: DbRoleType | string): RoleType {
  if (name.startsWith("viewer_")) return ("viewer:" + name.slice("viewer_".length).replace(/_/g, "-")) as RoleType;
  return name.replace(/_/g, "-") as RoleType;
}

export function roleToDb(role: RoleType | string): DbRoleType {
  return role.replace(":", "_").replace(/-/g, "_") as DbRoleType;
}
