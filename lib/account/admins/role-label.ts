// A role as users read it (issue 26: names instead of codes): "customer-success" -> "Customer success",
// "viewer:clients-sensitive-data" -> "Viewer: clients' sensitive data". Names follow spec 1 section 1's list of
// internal admins and the README's demo roles; the role code itself stays the value of forms and API answers.
import type { RoleType } from "@/lib/auth/actor";

export const ROLE_LABEL: Record<RoleType, string> = {
  admin: "Admin",
  manager: "Manager",
  employee: "Employee",
  lsp: "LSP user",
  contractor: "Contractor",
  "viewer:clients-sensitive-data": "Viewer: clients' sensitive data",
  "viewer:product-sensitive-data": "Viewer: people-team sensitive data",
  payroll: "Payroll",
  finance: "Finance",
  "international-expansion": "International expansion",
  "benefits-specialist": "Benefits specialist",
  "customer-success": "Customer success",
  operator: "Operator (OP)",
  benefits: "Benefits",
};

export function roleLabel(type: string): string {
  return (ROLE_LABEL as Record<string, string>)[type] ?? type;
}
