// POST /api/back-office/identity-providers and PUT .../{id}: an OP admin configures an OpenID Connect provider
// for the staff (no company) or one client company. The client secret is sealed (AES-256-GCM, its own derived
// key) and never answered; on edit an empty secret keeps the stored one. A domain belongs to one enabled
// provider at most (else which one signs its users in would be a guess): 409 naming the field.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertCan } from "@/lib/policy";
import { recordAudit } from "@/lib/audit";
import { sealSecret } from "@/lib/keys/secret-box";
import { CLIENT_SECRET_PURPOSE } from "@/lib/auth/sso/oidc-client";
import { PROVIDER_SELECT, toIdentityProviderDto } from "@/lib/auth/sso/identity-provider-dto";
import type { ZIdentityProviderInput } from "@/lib/auth/sso/schema";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";

type Input = z.output<typeof ZIdentityProviderInput>;

async function assertValid(input: Input, exceptId: string | null) {
  const companyId = input.companyId || null;
  let companyName: string | null = null;
  if (companyId) {
    const company = await db.company.findUnique({ where: { id: companyId }, select: { name: true } });
    if (!company)
      throw new AppError("BAD_REQUEST", "Unknown company", { fieldErrors: { companyId: ["Unknown company"] } });
    companyName = company.name;
  }
  if (input.enabled) {
    const clash = await db.identityProvider.findFirst({
      where: {
        enabled: true,
        emailDomains: { hasSome: input.emailDomains },
        ...(exceptId ? { id: { not: exceptId } } : {}),
      },
      select: { name: true, emailDomains: true },
    });
    if (clash) {
      const domains = input.emailDomains.filter((d) => clash.emailDomains.includes(d)).join(", ");
      const message = `${domains} already signs in with ${clash.name}`;
      throw new AppError("CONFLICT", message, { fieldErrors: { emailDomains: [message] } });
    }
  }
  return { companyId, companyName };
}

export async function createIdentityProvider(actor: Actor, input: Input) {
  assertCan(actor, "identityProviders.manage");
  if (!input.clientSecret)
    throw new AppError("BAD_REQUEST", "Please enter the client secret", {
      fieldErrors: { clientSecret: ["Please enter the client secret"] },
    });
  const { companyId, companyName } = await assertValid(input, null);
  return db.$transaction(async (tx) => {
    const row = await tx.identityProvider.create({
      data: {
        name: input.name,
        companyId,
        issuer: input.issuer.replace(/\/$/, ""),
        clientId: input.clientId,
        clientSecret: sealSecret(input.clientSecret!, CLIENT_SECRET_PURPOSE),
        emailDomains: [...new Set(input.emailDomains)],
        enabled: input.enabled,
        createdById: actor.userId,
      },
      select: PROVIDER_SELECT,
    });
    const dto = toIdentityProviderDto(row, companyName);
    await recordAudit(tx, {
      actor,
      action: "identityProvider.create",
      entityType: "IdentityProvider",
      entityId: row.id,
      after: { ...dto },
    });
    return dto;
  });
}

export async function updateIdentityProvider(actor: Actor, id: string, input: Input) {
  assertCan(actor, "identityProviders.manage");
  const before = await db.identityProvider.findUnique({ where: { id }, select: PROVIDER_SELECT });
  if (!before) throw new AppError("NOT_FOUND", "Identity provider not found");
  const { companyId, companyName } = await assertValid(input, id);
  return db.$transaction(async (tx) => {
    const row = await tx.identityProvider.update({
      where: { id },
      data: {
        name: input.name,
        companyId,
        issuer: input.issuer.replace(/\/$/, ""),
        clientId: input.clientId,
        ...(input.clientSecret ? { clientSecret: sealSecret(input.clientSecret, CLIENT_SECRET_PURPOSE) } : {}),
        emailDomains: [...new Set(input.emailDomains)],
        enabled: input.enabled,
      },
      select: PROVIDER_SELECT,
    });
    const dto = toIdentityProviderDto(row, companyName);
    await recordAudit(tx, {
      actor,
      action: "identityProvider.update",
      entityType: "IdentityProvider",
      entityId: id,
      before: { ...toIdentityProviderDto(before, null), companyName: undefined },
      after: { ...dto, companyName: undefined, ...(input.clientSecret ? { clientSecret: "changed" } : {}) },
    });
    return dto;
  });
}

export async function deleteIdentityProvider(actor: Actor, id: string) {
  assertCan(actor, "identityProviders.manage");
  await db.$transaction(async (tx) => {
    const { count } = await tx.identityProvider.deleteMany({ where: { id } });
    if (count === 0) throw new AppError("NOT_FOUND", "Identity provider not found");
    await recordAudit(tx, { actor, action: "identityProvider.delete", entityType: "IdentityProvider", entityId: id });
  });
}
