// GET /payments/vendors: payment vendors with their LSPs, keyset nextPageKey.
import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { vendorSelect } from "@/lib/finance/vendor-select";

export async function listVendors(pageSize: number, nextPageKey?: string) {
  const after = nextPageKey ? Buffer.from(nextPageKey, "base64url").toString("utf8") : null;
  if (nextPageKey && !after) throw badRequest("nextPageKey is not valid.");
  const rows = await db.paymentVendor.findMany({
    where: after ? { id: { gt: after } } : {},
    select: vendorSelect,
    orderBy: { id: "asc" },
    take: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  return {
    items: page,
    nextPageKey: rows.length > pageSize ? Buffer.from(page[page.length - 1].id).toString("base64url") : null,
  };
}
