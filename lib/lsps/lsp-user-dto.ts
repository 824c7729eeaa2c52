import "server-only";
import { roleFromDb } from "@/lib/auth/role-names";
import { invitationStatusOf } from "@/lib/account/managers/service";
import type { LspUserDto } from "@/lib/lsps/schema";

export const LSP_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  seenPrivacyPolicy: true,
  sentInvitationAt: true,
  roles: { select: { type: true } },
} as const;

export function lspUserWhere(lspId: string, userId?: string) {
  return {
    ...(userId ? { id: userId } : {}),
    isActive: true,
    roles: { some: { type: "lsp" as const, tenantId: lspId } },
  };
}

export function toLspUserDto(row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  seenPrivacyPolicy: boolean;
  sentInvitationAt: Date | null;
  roles: { type: string }[];
}): LspUserDto {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    roles: row.roles.map((r) => ({ type: roleFromDb(r.type) })),
    invitationStatus: invitationStatusOf(row),
    sentInvitationAt: row.sentInvitationAt?.toISOString() ?? null,
  };
}
