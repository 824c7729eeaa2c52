// The edit form's employer (LSP) and legal-entity choices; only for actors who edit the employer.
import "server-only";
import { db } from "@/lib/db";

export async function employerChoices(countryCode: string) {
  const [employers, legalEntities] = await Promise.all([
    db.localServiceProvider.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    db.legalEntity.findMany({ where: { countryCode }, select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return {
    employers: employers.map((l) => ({ value: l.id, label: l.name })),
    legalEntities: legalEntities.map((l) => ({ value: l.id, label: l.name })),
  };
}
