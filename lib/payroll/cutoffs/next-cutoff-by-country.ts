// The 'Next cutoff date' of each country a provider pays in (spec 1 and 2 section 7: the first date of the cutoff
// calendar from today), for the LSP detail page. Countries without an upcoming date are left out.
import "server-only";
import { db } from "@/lib/db";

export async function nextCutoffByCountry(lspId: string, now: Date = new Date()) {
  const rows = await db.cutoffDate.findMany({
    where: { lspId, cutoffDate: { gte: new Date(now.toISOString().slice(0, 10)) } },
    distinct: ["countryCode"],
    orderBy: [{ countryCode: "asc" }, { cutoffDate: "asc" }, { payrollCycle: "asc" }],
    select: { countryCode: true, cutoffDate: true, payrollPeriod: true },
  });
  const countries = await db.country.findMany({
    where: { code: { in: rows.map((r) => r.countryCode) } },
    select: { code: true, name: true },
  });
  const nameOf = new Map(countries.map((c) => [c.code, c.name]));
  return rows.map((r) => ({
    countryCode: r.countryCode,
    countryName: nameOf.get(r.countryCode) ?? r.countryCode,
    nextCutoffDate: r.cutoffDate.toISOString().slice(0, 10),
    payrollPeriod: r.payrollPeriod,
  }));
}
