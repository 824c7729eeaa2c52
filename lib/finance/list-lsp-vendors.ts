// GET /payments/vendors/entities/lsp?entity-id-list[]=...: the payment vendors of the given LSPs.
import "server-only";
import { db } from "@/lib/db";

export async function listLspVendors(lspIds: string[]) {
  const lsps = await db.localServiceProvider.findMany({
    where: { id: { in: lspIds } },
    select: {
      id: true,
      name: true,
      paymentVendors: {
        select: { id: true, netsuiteName: true, netsuiteId: true, countryCode: true, currencies: true },
      },
    },
    orderBy: { name: "asc" },
  });
  return { items: lsps.map((l) => ({ lspId: l.id, lspName: l.name, vendors: l.paymentVendors })) };
}
