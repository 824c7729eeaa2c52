// The admin-user answer (spec 3 section 3, Admin user). The temporary password only for who may read it.
import "server-only";
import { readableTemporaryPassword } from "@/lib/account/admins/temporary-password";
import { roleFromDb } from "@/lib/auth/role-names";
import { invitationStatusOf } from "@/lib/account/managers/service";
import type { Actor } from "@/lib/auth/actor";
import type { AdminUserDto } from "@/lib/account/admins/schema";
import type { Prisma } from "@/generated/prisma/client";

// Roles made in one transaction share createdAt (now() is the transaction's start): the enum's order breaks the
// tie, so "admin" comes before the roles added with it.
const ROLE_ORDER: Prisma.UserRoleOrderByWithRelationInput[] = [{ createdAt: "asc" }, { type: "asc" }];

export const ADMIN_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  temporaryPassword: true,
  temporaryPasswordExpiresAt: true,
  sentInvitationAt: true,
  seenPrivacyPolicy: true,
  roles: { select: { id: true, type: true }, orderBy: ROLE_ORDER },
} as const;

type AdminRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  temporaryPassword: string | null;
  temporaryPasswordExpiresAt: Date | null;
  sentInvitationAt: Date | null;
  seenPrivacyPolicy: boolean;
  roles: { id: string; type: string }[];
};

export function toAdminDto(actor: Actor, row: AdminRow): AdminUserDto {
  const temporaryPassword = readableTemporaryPassword(actor, row);
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    roles: row.roles.map((r) => ({ id: r.id, type: roleFromDb(r.type) })),
    seenPrivacyPolicy: row.seenPrivacyPolicy,
    sentInvitationAt: row.sentInvitationAt?.toISOString() ?? null,
    invitationStatus: invitationStatusOf(row),
    temporaryPassword,
    temporaryPasswordExpiresAt: temporaryPassword ? (row.temporaryPasswordExpiresAt?.toISOString() ?? null) : null,
  };
}

/** An active user holding the admin role. */
export const ADMIN_WHERE = { isActive: true, roles: { some: { type: "admin" as const } } };
