// What still points at an LSP. Spec 3 section 5: Delete LSP is disabled while any of these exist.
import "server-only";
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";

export async function connectedEntities(lspId: string, client: Tx | typeof db = db) {
  const [employees, employments, users, legalEntities, payrollProviders, payReports, ...others] = await Promise.all([
    client.employee.count({ where: { lspId } }),
    client.employment.count({ where: { lspId } }),
    client.userRole.count({ where: { type: "lsp", tenantId: lspId } }),
    client.legalEntity.count({ where: { lspId } }),
    client.payrollProvider.count({ where: { lspId } }),
    client.grossToNetFile.count({ where: { lspId } }),
    client.taxonomyMapping.count({ where: { lspId } }),
    client.billingItem.count({ where: { lspId } }),
    client.cutoffReport.count({ where: { lspId } }),
    client.cutoffDate.count({ where: { lspId } }),
  ]);
  const billingRecords = others.reduce((a, b) => a + b, 0);
  return {
    employees: Math.max(employees, employments),
    users,
    legalEntities,
    payrollProviders,
    payReports,
    billingRecords,
  };
}

export function deleteBlockedReason(c: Awaited<ReturnType<typeof connectedEntities>>): string | null {
  const parts = [
    c.employees && `${c.employees} employee(s)`,
    c.users && `${c.users} user(s)`,
    c.legalEntities && `${c.legalEntities} legal entit${c.legalEntities === 1 ? "y" : "ies"}`,
    c.payrollProviders && `${c.payrollProviders} payroll provider(s)`,
    c.payReports && `${c.payReports} pay report(s)`,
    c.billingRecords && `${c.billingRecords} billing or payroll record(s)`,
  ].filter(Boolean);
  return parts.length ? `This LSP cannot be deleted while it has connected entities: ${parts.join(", ")}.` : null;
}
