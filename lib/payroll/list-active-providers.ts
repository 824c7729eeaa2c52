// The active legal entities a pay report can be uploaded for, per country (spec 2 section 2, upload dialog).
import "server-only";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";

export type ProviderOption = {
  id: string;
  name: string;
  countryCode: string;
  countryName: string;
  lspId: string;
  lspName: string;
};

export async function listActiveProviders(actor: Actor): Promise<ProviderOption[]> {
  assertCan(actor, "payroll.access");
  const rows = await db.legalEntity.findMany({
    where: { isActive: true },
    select: {
      id: true,
      name: true,
      countryCode: true,
      lspId: true,
      lsp: { select: { name: true } },
      country: { select: { name: true } },
    },
    orderBy: [{ countryCode: "asc" }, { name: "asc" }],
  });
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    countryCode: p.countryCode,
    countryName: p.country.name,
    lspId: p.lspId,
    lspName: p.lsp.name,
  }));
}
