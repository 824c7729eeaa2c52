// POST /api/employees/{employeeId}/invite: the platform invitation of a new hire (spec 1 sections 1 and 4:
// employees complete their own profile, review and sign their contract; the employee page shows the platform
// invite status, empty -> in progress -> SENT, 'Send again' once sent, hidden once ACCEPTED).
// An employee created from a converted seat, by a manager or by the bulk import has no sign-in user yet. Inviting
// one creates the User (the employee's personal email is the sign-in address), gives it the employee role with
// the employee's company as tenant, links Employee.userId and sends the single-use password link, all in one
// transaction. An employee whose user has not accepted yet is sent a new link (the earlier one stops working);
// one who has accepted is not (409). Who may: "invitations.employees" (admins, managers with employees:*), within
// the employee's tenancy (lib/access/employee.ts: a foreign employee is not found).
import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { roleFromDb } from "@/lib/auth/role-names";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { assertMayInvite, issueInvitation } from "@/lib/account/send-invitation";
import type { InvitationStatus } from "@/lib/account/managers/schema";

/** The Employee column that is the new hire's sign-in address. */
export const SIGN_IN_EMAIL_FIELD = "personalEmail";

/** What the employee page and the route answer about the invitation. */
export const ZEmployeeInvitation = z.object({
  employeeId: z.string(),
  userId: z.string().nullable(),
  /** Spec 1 section 3: ACCEPTED, SENT, or none (null). */
  invitationStatus: z.enum(["ACCEPTED", "SENT"]).nullable(),
  sentInvitationAt: z.string().nullable(),
  /** Where the invitation goes (the sign-in address), null when the employee has none. */
  email: z.string().nullable(),
});
export type EmployeeInvitation = z.infer<typeof ZEmployeeInvitation>;

/** The user fields the invitation state reads. */
export const INVITE_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  isActive: true,
  passwordHash: true,
  seenPrivacyPolicy: true,
  sentInvitationAt: true,
  roles: { select: { type: true, tenantId: true } },
} satisfies Prisma.UserSelect;

const INVITE_SELECT = {
  id: true,
  companyId: true,
  firstName: true,
  lastName: true,
  personalEmail: true,
  onboardingStatus: true,
  archivedAt: true,
  company: { select: { name: true } },
  manager: { select: { userId: true } },
  user: { select: INVITE_USER_SELECT },
} satisfies Prisma.EmployeeSelect;

type InviteUser = Prisma.UserGetPayload<{ select: typeof INVITE_USER_SELECT }>;
export type InvitableEmployee = Pick<
  Prisma.EmployeeGetPayload<{ select: typeof INVITE_SELECT }>,
  "id" | "companyId" | "personalEmail" | "onboardingStatus" | "archivedAt"
> & { user: InviteUser | null };

/** Accepted once the link was used (a password is set) or the privacy policy was seen (spec 1 section 3). */
export function invitationStatusOfUser(
  user: Pick<InviteUser, "passwordHash" | "seenPrivacyPolicy" | "sentInvitationAt"> | null,
): InvitationStatus {
  if (!user) return null;
  if (user.passwordHash || user.seenPrivacyPolicy) return "ACCEPTED";
  return user.sentInvitationAt ? "SENT" : null;
}

const signInEmailOf = (employee: Pick<InvitableEmployee, "personalEmail" | "user">) =>
  employee.user?.email ?? (employee.personalEmail?.trim().toLowerCase() || null);

export function employeeInvitationOf(employee: InvitableEmployee): EmployeeInvitation {
  return {
    employeeId: employee.id,
    userId: employee.user?.id ?? null,
    invitationStatus: invitationStatusOfUser(employee.user),
    sentInvitationAt: employee.user?.sentInvitationAt?.toISOString() ?? null,
    email: signInEmailOf(employee),
  };
}

const duplicateEmail = (email: string | null) =>
  `Another account already signs in with the employee's personal email (personalEmail)${email ? ` ${email}` : ""}.`;

const fieldError = (code: "BAD_REQUEST" | "CONFLICT", message: string) =>
  new AppError(code, message, { fieldErrors: { [SIGN_IN_EMAIL_FIELD]: [message] } });

/**
 * Why the actor cannot invite this (reachable) employee now, as the error the route answers, or null. The page's
 * 'Send invite' button and the use case ask the same question. The e-mail address is checked in the transaction.
 */
export function inviteRefusal(actor: Actor, employee: InvitableEmployee): AppError | null {
  if (!can(actor, "invitations.employees")) return new AppError("FORBIDDEN");
  if (employee.user) {
    // A user who also holds a role the actor does not manage (another company's manager, staff) is not theirs.
    try {
      assertMayInvite(actor, {
        id: employee.user.id,
        roles: employee.user.roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId })),
      });
    } catch (error) {
      return error as AppError;
    }
  }
  if (employee.archivedAt) return new AppError("CONFLICT", "This employee is archived: there is no one to invite.");
  if (employee.onboardingStatus === "INACTIVE" || (employee.user && !employee.user.isActive))
    return new AppError("CONFLICT", "This employee is deactivated: they cannot be invited.");
  if (invitationStatusOfUser(employee.user) === "ACCEPTED")
    return new AppError("CONFLICT", "This employee has already accepted the invitation and signs in to the platform.");
  if (!signInEmailOf(employee))
    return fieldError(
      "BAD_REQUEST",
      "The employee has no personal email (personalEmail): the invitation and the sign-in need one.",
    );
  return null;
}

/** The new hire's account: the employee role with the employee's company as tenant. */
async function createEmployeeUser(
  tx: Tx,
  actor: Actor,
  employee: Prisma.EmployeeGetPayload<{ select: typeof INVITE_SELECT }>,
): Promise<InviteUser> {
  const email = signInEmailOf(employee)!;
  if (!z.email().safeParse(email).success)
    throw fieldError("BAD_REQUEST", `The employee's personal email (personalEmail) "${email}" is not a valid address.`);
  if (await tx.user.findUnique({ where: { email }, select: { id: true } }))
    throw fieldError("CONFLICT", duplicateEmail(email));
  const user = await tx.user.create({
    data: {
      email,
      firstName: employee.firstName,
      lastName: employee.lastName,
      displayName: `${employee.firstName} ${employee.lastName}`,
      roles: { create: [{ type: "employee", tenantId: employee.companyId, scopes: [] }] },
    },
    select: INVITE_USER_SELECT,
  });
  await tx.employee.update({ where: { id: employee.id }, data: { userId: user.id, version: { increment: 1 } } });
  // The employee's manager gets them as a direct report (the scope of a manager without company-wide scopes:
  // payroll report rows, approvals), as the manager edit's associations would.
  if (employee.manager)
    await tx.userAssociation.createMany({
      data: [{ userId: employee.manager.userId, associatedUserId: user.id }],
      skipDuplicates: true,
    });
  await recordAudit(tx, {
    actor,
    action: "user.create",
    entityType: "User",
    entityId: user.id,
    after: {
      email,
      roles: ["employee"],
      tenantId: employee.companyId,
      employeeId: employee.id,
      directReportOf: employee.manager?.userId ?? null,
    },
  });
  return user;
}

export async function inviteEmployee(actor: Actor, employeeId: string, origin: string): Promise<EmployeeInvitation> {
  try {
    return await db.$transaction(async (tx) => {
      // One invitation at a time per employee: a second request waits here and then sees the user the first made.
      await tx.$queryRaw`SELECT 1 FROM "Employee" WHERE id = ${employeeId} FOR UPDATE`;
      const employee = await findEmployeeOrThrow(actor, employeeId, { select: INVITE_SELECT }, tx);
      const refusal = inviteRefusal(actor, employee);
      if (refusal) throw refusal;
      const created = !employee.user;
      const user = employee.user ?? (await createEmployeeUser(tx, actor, employee));
      const sentInvitationAt = await issueInvitation(tx, actor, user, {
        origin,
        intro: `${employee.company.name} has invited you to OmniPlatform, where you complete your profile and review and sign your employment contract.`,
      });
      await recordAudit(tx, {
        actor,
        action: "employee.invite",
        entityType: "Employee",
        entityId: employee.id,
        after: { userId: user.id, email: user.email, userCreated: created, sentInvitationAt },
      });
      return employeeInvitationOf({ ...employee, user: { ...user, sentInvitationAt } });
    });
  } catch (error) {
    // The address taken between the check and the insert: the unique index decides, with the same answer.
    if ((error as { code?: string }).code === "P2002") throw fieldError("CONFLICT", duplicateEmail(null));
    throw error;
  }
}
