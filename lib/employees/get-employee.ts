// One employee record as the actor may reach it (tenancy in lib/access/employee.ts), or 404.
import "server-only";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import type { Actor } from "@/lib/auth/actor";

export async function getEmployeeOrThrow(actor: Actor, employeeId: string) {
  return findEmployeeOrThrow(actor, employeeId, {
    include: {
      company: { select: { id: true, name: true } },
      country: { select: { name: true } },
      lsp: { select: { id: true, name: true } },
      legalEntity: { select: { id: true, name: true } },
      manager: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
      user: { select: { id: true, email: true, sentInvitationAt: true, passwordHash: true } },
      privateAddress: true,
      locationOfWorkAddress: true,
    },
  });
}

export type EmployeeRecord = Awaited<ReturnType<typeof getEmployeeOrThrow>>;
