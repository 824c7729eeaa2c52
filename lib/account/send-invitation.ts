// POST /api/users/{userId}/invite: a single-use password-setup link by e-mail, through the outbox in the same
// transaction that records sentInvitationAt. Whoever receives the link owns the account, so only an actor who
// may manage the user may invite them: staff users only by the admins who manage admin users (spec 3 section 2),
// a company's managers by its super managers and the admins, employees by who manages employees, LSP users by
// who manages LSP users. Every role the user holds must be one the actor manages. issueInvitation (the link, the
// mail and the record) is shared with the invitation of a new hire (lib/employees/invite-employee.ts).
import "server-only";
import { addDays } from "date-fns";
import { db, type Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { can, type Action } from "@/lib/policy";
import { roleFromDb } from "@/lib/auth/role-names";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import { queueEmail } from "@/lib/mail/outbox";
import type { Actor, RoleType } from "@/lib/auth/actor";

const NOT_FOUND = "User not found";

/** The action that covers inviting a holder of the role; the tenant says whose rows it belongs to. */
function ruleFor(role: RoleType): { action: Action; tenancy: "company" | "lsp" } | null {
  switch (role) {
    case "manager":
      return { action: "invitations.managers", tenancy: "company" };
    case "employee":
      return { action: "invitations.employees", tenancy: "company" };
    case "lsp":
      return { action: "invitations.lspUsers", tenancy: "lsp" };
    case "contractor":
      return null; // contractors sign in on the contractor site
    default:
      return { action: "invitations.staff", tenancy: "company" };
  }
}

type Target = { id: string; roles: { type: RoleType; tenantId: string | null }[] };

/** A role the actor cannot reach (another company, another LSP, internal staff for a client user) is not found. */
function isWithinReach(actor: Actor, role: Target["roles"][number]): boolean {
  if (can(actor, "tenancy.allCompanies")) return true;
  const rule = ruleFor(role.type);
  if (!rule || role.tenantId === null) return false;
  return rule.tenancy === "lsp" ? actor.lspId === role.tenantId : actor.companyId === role.tenantId;
}

export function assertMayInvite(actor: Actor, target: Target): void {
  if (target.roles.length === 0 || !target.roles.every((role) => isWithinReach(actor, role)))
    throw new AppError("NOT_FOUND", NOT_FOUND);
  for (const role of target.roles) {
    const rule = ruleFor(role.type);
    if (!rule || !can(actor, rule.action)) throw new AppError("FORBIDDEN");
  }
}

async function loadTarget(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      isActive: true,
      roles: { select: { type: true, tenantId: true } },
      manager: { select: { company: { select: { name: true } } } },
    },
  });
  if (!user) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { ...user, roles: user.roles.map((r) => ({ type: roleFromDb(r.type), tenantId: r.tenantId })) };
}

/**
 * The invitation itself, inside the caller's transaction: a new single-use password link (7 days) replaces any
 * earlier unused one, the mail goes through the outbox, sentInvitationAt is recorded with its audit event. The
 * caller has already decided that the actor may invite this user (assertMayInvite or its own rule).
 */
export async function issueInvitation(
  tx: Tx,
  actor: Actor,
  user: { id: string; email: string; firstName: string },
  options: { origin: string; intro: string },
): Promise<Date> {
  const token = newSecret("ps_");
  const now = new Date();
  // A new invitation replaces any earlier unused link.
  await tx.passwordSetupToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
  await tx.passwordSetupToken.create({
    data: { userId: user.id, tokenHash: sha256(token), expiresAt: addDays(now, 7) },
  });
  const link = `${options.origin.replace(/\/$/, "")}/change-pw?token=${encodeURIComponent(token)}`;
  await queueEmail(tx, {
    to: user.email,
    subject: "You are invited to OmniPlatform",
    text: [
      `Hello ${user.firstName},`,
      "",
      options.intro,
      `Set your password here (the link works once and expires in 7 days): ${link}`,
    ].join("\n"),
  });
  await tx.user.update({ where: { id: user.id }, data: { sentInvitationAt: now } });
  await recordAudit(tx, {
    actor,
    action: "user.invite",
    entityType: "User",
    entityId: user.id,
    after: { sentInvitationAt: now },
  });
  return now;
}

export async function sendInvitation(actor: Actor, userId: string, origin: string) {
  return db.$transaction(async (tx) => {
    const user = await loadTarget(tx, userId);
    assertMayInvite(actor, user);
    if (!user.isActive) throw new AppError("CONFLICT", "This user is deactivated.");
    const company = user.manager?.company.name;
    const sentInvitationAt = await issueInvitation(tx, actor, user, {
      origin,
      intro: company
        ? `You have been invited to manage ${company} on OmniPlatform.`
        : "You have been invited to OmniPlatform.",
    });
    return { userId, sentInvitationAt, invitationStatus: "SENT" as const };
  });
}
