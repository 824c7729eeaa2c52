// GET /payments/vendors: payment vendors with their LSPs, keyset nextPageKey.
import "server-only";
import { db } from "@/lib/db";
import { decodeCursor, invalidPageKey, keysetPage } from "@/lib/queries/keyset";
import { vendorSelect } from "@/lib/finance/vendor-select";

export async function listVendors(pageSize: number, nextPageKey?: string) {
  const after = nextPageKey ? decodeCursor(nextPageKey, 1) : null;
  if (nextPageKey && !after) throw invalidPageKey();
  const rows = await db.paymentVendor.findMany({
    where: after ? { id: { gt: after[0] } } : {},
    select: vendorSelect,
    orderBy: { id: "asc" },
    take: pageSize + 1,
  });
  const { page, nextCursor } = keysetPage(rows, pageSize, (r) => [r.id]);
  return { items: page, nextPageKey: nextCursor };
}
