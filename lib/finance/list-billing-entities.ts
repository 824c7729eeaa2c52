// GET /api/billing-entities?companyId=: a company's billing entities (spec 3 section 3), shown on the company
// details tab. Other domains read billing entities through this file.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findCompanyOrThrow } from "@/lib/access/company";

export const ZBillingEntityQuery = z.object({ companyId: z.string({ error: "companyId is required" }).min(1).max(64) });

export type BillingEntityDto = {
  billingEntityId: string;
  companyId: string;
  directDebitSetupUrl: string | null;
  isDirectDebit: boolean;
  billingEntitiesInfo: {
    enrolledCurrencies: string[];
    formFlag: boolean;
    isDirectDebit: boolean;
    isMultiBillingEntity: boolean;
  };
};

export async function listBillingEntities(actor: Actor, companyId: string): Promise<BillingEntityDto[]> {
  await findCompanyOrThrow(actor, companyId, { id: true });
  const rows = await db.billingEntity.findMany({
    where: { companyId },
    orderBy: { billingEntityId: "asc" },
    take: 100,
  });
  return rows.map((r) => ({
    billingEntityId: r.billingEntityId,
    companyId: r.companyId,
    directDebitSetupUrl: r.directDebitSetupUrl,
    isDirectDebit: r.isDirectDebit,
    billingEntitiesInfo: {
      enrolledCurrencies: r.enrolledCurrencies,
      formFlag: r.formFlag,
      isDirectDebit: r.isDirectDebit,
      isMultiBillingEntity: r.isMultiBillingEntity,
    },
  }));
}
