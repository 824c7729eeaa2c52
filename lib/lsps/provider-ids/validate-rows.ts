// Row checks of a provider-ID CSV that need no database: each row's shape, and duplicates inside the file
// (a payroll id given twice, or one employee given twice). Every row after the first of a duplicate is an error.
import {
  PROVIDER_ID_MESSAGES,
  ZProviderIdRow,
  type ProviderIdError,
  type ProviderIdRow,
} from "@/lib/lsps/provider-ids/schema";

export function validateProviderIdRows(raw: Record<string, string>[]): {
  valid: ProviderIdRow[];
  errors: ProviderIdError[];
} {
  const valid: ProviderIdRow[] = [];
  const errors: ProviderIdError[] = [];
  const seenIds = new Set<string>();
  const seenEmployees = new Set<string>();
  for (const record of raw) {
    const parsed = ZProviderIdRow.safeParse(record);
    const employee = { id: String(record.employeeId ?? "").trim(), name: String(record.employeeName ?? "").trim() };
    if (!parsed.success) {
      errors.push({ employee, error: parsed.error.issues[0].message });
      continue;
    }
    const row = parsed.data;
    if (seenEmployees.has(row.employeeId)) {
      errors.push({ employee, error: PROVIDER_ID_MESSAGES.duplicateEmployee });
      continue;
    }
    if (seenIds.has(row.payrollId)) {
      errors.push({ employee, error: PROVIDER_ID_MESSAGES.duplicateInFile });
      continue;
    }
    seenEmployees.add(row.employeeId);
    seenIds.add(row.payrollId);
    valid.push(row);
  }
  return { valid, errors };
}
