// A person's name as the imports compare it (spec 2: 'Employee name mismatch'): accents, case and repeated
// spaces aside, as the database's unaccent search treats names.
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
