import "server-only";
import { db } from "@/lib/db";

export async function listCountries() {
  return db.country.findMany({
    orderBy: { name: "asc" },
    take: 300,
    select: {
      code: true,
      name: true,
      currency: true,
      isSanctioned: true,
      keyFacts: true,
      flagEmoji: true,
      weekendDays: true,
    },
  });
}
