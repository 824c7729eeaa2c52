// The signed-in user's own account: profile, privacy-policy consent, and the verified e-mail change
// (spec 1 sections 2, 4, 7, 8): start -> token by e-mail (only its hash stored) -> confirm -> every old
// session ends (sessionVersion bump) -> sign in with the new address; the old address is told.
import "server-only";
import { addHours } from "date-fns";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { roleFromDb } from "@/lib/auth/role-names";
import { isStaffAccount } from "@/lib/account/admins/staff";
import { readableTemporaryPassword } from "@/lib/account/admins/temporary-password";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import { queueEmail } from "@/lib/mail/outbox";
import { invitationStatusOf } from "@/lib/account/managers/service";
import { EMAIL_CHANGE_EXPIRED, editableAccountFields, type TUpdateAccount } from "@/lib/account/schema";

export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Own account, or a client account (manager, employee, LSP user) for admins; anyone else's id is not found. */
function assertSelfOrAdmin(actor: Actor, userId: string) {
  if (userId !== actor.userId && !flagsOf(actor).isAdmin) throw new AppError("NOT_FOUND", "User not found");
}

/** Staff accounts (admin users) are reached by OP admins only (spec 3 section 2); to anyone else they do not exist. */
function assertMayReadAccount(actor: Actor, userId: string, roles: { type: string }[]) {
  if (userId !== actor.userId && isStaffAccount(roles) && !can(actor, "admins.manage"))
    throw new AppError("NOT_FOUND", "User not found");
}

function assertSelf(actor: Actor, userId: string) {
  if (userId !== actor.userId) throw new AppError("NOT_FOUND", "User not found");
}

export async function getUserOrThrow(actor: Actor, userId: string) {
  assertSelfOrAdmin(actor, userId);
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      displayName: true,
      temporaryPassword: true,
      temporaryPasswordExpiresAt: true,
      sentInvitationAt: true,
      seenPrivacyPolicy: true,
      seenWelcomeScreen: true,
      createdAt: true,
      roles: { select: { id: true, type: true, tenantId: true, scopes: true } },
    },
  });
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  assertMayReadAccount(actor, userId, user.roles);
  return {
    authId: user.id,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    name: `${user.firstName} ${user.lastName}`,
    roles: user.roles.map((r) => ({ id: r.id, type: roleFromDb(r.type), tenantId: r.tenantId, scopes: r.scopes })),
    // Spec 1 section 6: only an admin sees a temporary password (here: OP admins, while it is valid).
    temporaryPassword: readableTemporaryPassword(actor, user),
    sentInvitationAt: user.sentInvitationAt,
    seenPrivacyPolicy: user.seenPrivacyPolicy,
    seenWelcomeScreen: user.seenWelcomeScreen,
    invitationStatus: invitationStatusOf(user),
    createdAt: user.createdAt,
  };
}

export async function updateOwnAccount(actor: Actor, userId: string, input: TUpdateAccount) {
  assertSelf(actor, userId);
  const allowed = new Set<string>([...editableAccountFields(actor.mainRole), "seenWelcomeScreen"]);
  const refused = Object.keys(input).filter((k) => !allowed.has(k));
  if (refused.length)
    throw new AppError("FORBIDDEN", "You cannot change these fields.", {
      fieldErrors: Object.fromEntries(refused.map((k) => [k, ["You cannot change this field."]])),
    });
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { displayName: true, firstName: true, lastName: true, seenWelcomeScreen: true },
    });
    const after = await tx.user.update({
      where: { id: userId },
      data: input,
      select: { displayName: true, firstName: true, lastName: true, seenWelcomeScreen: true },
    });
    await recordAudit(tx, { actor, action: "user.update", entityType: "User", entityId: userId, before, after });
    return { userId, ...after };
  });
}

export async function acceptPrivacyPolicy(actor: Actor, userId: string) {
  assertSelf(actor, userId);
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { seenPrivacyPolicy: true } });
    if (before.seenPrivacyPolicy) return;
    await tx.user.update({ where: { id: userId }, data: { seenPrivacyPolicy: true } });
    await recordAudit(tx, {
      actor,
      action: "user.acceptPrivacyPolicy",
      entityType: "User",
      entityId: userId,
      before,
      after: { seenPrivacyPolicy: true },
    });
  });
  return { seenPrivacyPolicy: true };
}

/** POST /api/users/{id}/emails: start an e-mail change. */
export async function requestEmailChange(actor: Actor, userId: string, newEmailRaw: string, origin: string) {
  assertSelf(actor, userId);
  const newEmail = newEmailRaw.trim().toLowerCase();
  const token = newSecret("ec_");
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true } });
    if (newEmail === user.email)
      throw new AppError("BAD_REQUEST", MESSAGES.invalid, {
        fieldErrors: { email: ["This is already your email address"] },
      });
    if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } }))
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail, { fieldErrors: { email: [MESSAGES.duplicateEmail] } });
    const now = new Date();
    // Only the newest request is valid.
    await tx.emailChangeRequest.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    const expiresAt = addHours(now, EMAIL_CHANGE_TTL_HOURS);
    const row = await tx.emailChangeRequest.create({
      data: { userId, newEmail, tokenHash: sha256(token), expiresAt },
      select: { id: true },
    });
    const link = `${origin.replace(/\/$/, "")}/profile/verify-email/${encodeURIComponent(token)}`;
    await queueEmail(tx, {
      to: newEmail,
      subject: "Confirm your new OmniPlatform email address",
      text: `Hello ${user.firstName},\n\nConfirm your email change by opening this link (valid for ${EMAIL_CHANGE_TTL_HOURS} hours, once): ${link}\n\nIf you did not ask for this, ignore this message.`,
    });
    await recordAudit(tx, {
      actor,
      action: "user.requestEmailChange",
      entityType: "EmailChangeRequest",
      entityId: row.id,
      after: { newEmail },
    });
    return { expiresAt };
  });
}

async function findLiveRequest(userId: string, token: string) {
  const row = await db.emailChangeRequest.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.userId !== userId) throw new AppError("NOT_FOUND", "This email change link is not valid.");
  if (row.usedAt || row.expiresAt <= new Date()) throw new AppError("GONE", EMAIL_CHANGE_EXPIRED);
  return row;
}

/** GET .../emails/verify/{token}: is the link still good? */
export async function checkEmailChange(actor: Actor, userId: string, token: string) {
  assertSelf(actor, userId);
  const row = await findLiveRequest(userId, token);
  return { newEmail: row.newEmail, expiresAt: row.expiresAt };
}

/** POST .../emails/verify/{token}: apply it. Single use even under concurrent confirms. */
export async function confirmEmailChange(actor: Actor, userId: string, token: string) {
  assertSelf(actor, userId);
  const row = await findLiveRequest(userId, token);
  return db.$transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx.emailChangeRequest.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) throw new AppError("GONE", EMAIL_CHANGE_EXPIRED);
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true } });
    if (await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } }))
      throw new AppError("CONFLICT", MESSAGES.duplicateEmail);
    // The bump ends every session signed in with the old address (lib/auth/session.ts compares versions).
    await tx.user.update({ where: { id: userId }, data: { email: row.newEmail, sessionVersion: { increment: 1 } } });
    await queueEmail(tx, {
      to: user.email,
      subject: "Your OmniPlatform email address was changed",
      text: `Hello ${user.firstName},\n\nThe sign-in email of your OmniPlatform account was changed to ${row.newEmail}. If this was not you, contact support straight away.`,
    });
    await recordAudit(tx, {
      actor,
      action: "user.changeEmail",
      entityType: "User",
      entityId: userId,
      before: { email: user.email },
      after: { email: row.newEmail },
    });
    return { email: row.newEmail };
  });
}

/** Employee welcome primer (spec 1 section 4): completed onboarding steps over all steps, rounded. */
export async function welcomeProgress(actor: Actor) {
  const employee = await db.employee.findUnique({
    where: { userId: actor.userId },
    select: { id: true, firstName: true, onboardingProgress: { select: { completedStepIds: true } } },
  });
  if (!employee) return null;
  const total = await db.onboardingStep.count();
  const done = employee.onboardingProgress?.completedStepIds.length ?? 0;
  return {
    employeeId: employee.id,
    firstName: employee.firstName,
    completed: done,
    total,
    percent: welcomePercent(done, total),
  };
}

export function welcomePercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}
