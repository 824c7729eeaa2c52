// Countries and companies offered by the template mapping create form.
import "server-only";
import { db } from "@/lib/db";

export async function listMappingOptions() {
  const [countries, companies] = await Promise.all([
    db.country.findMany({ orderBy: { name: "asc" }, select: { code: true, name: true } }),
    db.company.findMany({ orderBy: { name: "asc" }, take: 500, select: { id: true, name: true } }),
  ]);
  return { countries, companies };
}
