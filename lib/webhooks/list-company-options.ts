// Companies offered when scoping an endpoint to one company (the back-office form's select).
import { db } from "@/lib/db";

export async function listCompanyOptions(): Promise<{ value: string; label: string }[]> {
  const rows = await db.company.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" }, take: 2000 });
  return rows.map((c) => ({ value: c.id, label: c.name }));
}
