import "server-only";
import { db } from "@/lib/db";
import type { TProviderListQuery } from "@/lib/lsps/legal-entities/schema";
import { PROVIDER_SELECT, toProviderDto } from "@/lib/lsps/providers/provider-dto";

export async function listPayrollProviders(query: TProviderListQuery) {
  const rows = await db.payrollProvider.findMany({
    where: {
      ...(query.isActive !== undefined ? { isActive: query.isActive } : {}),
      ...(query.lspId ? { lspId: query.lspId } : {}),
      ...(query.countryCode ? { countryCode: query.countryCode } : {}),
    },
    select: PROVIDER_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map(toProviderDto);
}
