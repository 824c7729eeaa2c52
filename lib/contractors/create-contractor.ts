// POST /api/contractors: the add-contractor flow's last step (spec 1 section 5). The client terms must already
// be accepted (412 otherwise); the misclassification risk acceptance is recorded with who and when. A taken
// e-mail gives the new contractor the DUPLICATE_EMAIL state (spec 2 section 4) under a unique alias.
import "server-only";
import crypto from "node:crypto";
import type { z } from "zod";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";
import { transition } from "@/lib/workflow";
import type { ZCreateContractor } from "@/lib/contractors/schema";
import { contractorWorkflow } from "@/lib/contractors/workflow";

export const TERMS_REQUIRED = "Please agree to the Client Terms before adding a contractor.";

const alias = (email: string) => {
  const [local, domain] = email.split("@");
  return `${local}+duplicate-${crypto.randomUUID().slice(0, 8)}@${domain}`;
};

export async function createContractor(actor: Actor, body: z.output<typeof ZCreateContractor>) {
  return db.$transaction(async (tx) => {
    await findCompanyOrThrow(actor, body.companyId, { id: true }, tx);
    const client = await tx.contractorClient.findUnique({ where: { companyId: body.companyId } });
    if (!client?.opTermsAccepted) throw new AppError("PRECONDITION_FAILED", TERMS_REQUIRED);
    const country = await tx.country.findUnique({ where: { code: body.contractor.residenceCountry } });
    if (!country || country.isSanctioned)
      throw new AppError("BAD_REQUEST", "Please select a country", {
        fieldErrors: { "contractor.residenceCountry": ["Please select a country"] },
      });
    const email = body.contractor.email;
    const taken = await tx.contractor.count({ where: { email: { equals: email, mode: "insensitive" } } });
    const now = new Date();
    const contractor = await tx.contractor.create({
      data: {
        firstName: body.contractor.firstName,
        lastName: body.contractor.lastName,
        email: taken ? alias(email) : email,
        requestedEmail: taken ? email : null,
        residenceCountry: country.code,
        misclassificationRiskAccepted: true,
        misclassificationRiskAcceptedAt: now,
        misclassificationRiskAcceptedBy: actor.userId,
      },
      select: { id: true, version: true },
    });
    const contract = await tx.contractorContract.create({
      data: {
        contractorId: contractor.id,
        clientId: client.id,
        jobRole: body.contract.jobRole,
        invoicingCurrency: body.contract.invoicingCurrency,
        billingCurrency: body.contract.billingCurrency,
        expectedInvoicingFrequency: body.contract.expectedInvoicingFrequency,
        rate: body.contract.rate.toFixed(4),
        startDate: new Date(`${body.contract.startDate}T00:00:00.000Z`),
        endDate: body.contract.endDate ? new Date(`${body.contract.endDate}T00:00:00.000Z`) : null,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "contractor.create",
      entityType: "Contractor",
      entityId: contractor.id,
      after: { email, companyId: body.companyId, contractId: contract.id, misclassificationRiskAccepted: true },
    });
    if (taken)
      await transition(tx, contractorWorkflow, {
        id: contractor.id,
        from: "ONBOARDING",
        to: "DUPLICATE_EMAIL",
        version: contractor.version,
        actor,
        note: "E-mail already used by another contractor",
      });
    return { id: contractor.id, contractId: contract.id, state: taken ? "DUPLICATE_EMAIL" : "ONBOARDING" };
  });
}
