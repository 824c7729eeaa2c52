// GET /api/common/supported-countries: residence countries offered in the add-contractor flow (not sanctioned).
import "server-only";
import { db } from "@/lib/db";

export async function listSupportedCountries() {
  const rows = await db.country.findMany({
    where: { isSanctioned: false },
    select: { code: true, name: true },
    orderBy: { name: "asc" },
  });
  return { items: rows };
}
