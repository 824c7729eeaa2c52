// 'Choose your type of hire' availability (spec 1 section 4 'Add hire availability'). The pure rule is shared
// with GET /api/companies/{id}/available-products (companies slice) through availableHireTypes().
import type { HireType } from "@/lib/hiring/constants";

export type AvailabilityInput = {
  enabledProducts: string[];
  /** An invoice unpaid past its due date (lib/finance/get-overdue-invoices.ts). */
  hasOverdueInvoices: boolean;
  addContractorHireFlag: boolean;
  isInternalCompany: boolean;
};

export type HireAvailability = {
  available: Record<HireType, boolean>;
  /** With one enabled product, its hire type (when available); otherwise null. */
  preselected: HireType | null;
  /** Banners to show (spec 1 section 8). */
  contractorsPaused: boolean;
  overdueInvoices: boolean;
};

export function availableHireTypes(input: AvailabilityInput): HireAvailability {
  const products = input.enabledProducts.map((p) => p.toUpperCase());
  const hasEor = products.includes("EOR");
  const hasContractor = products.includes("CONTRACTOR");
  const available: Record<HireType, boolean> = {
    employee: hasEor && !input.hasOverdueInvoices,
    contractor: input.addContractorHireFlag && hasContractor,
    peo: !input.isInternalCompany,
  };
  // With only one product enabled, its hire type is preselected (when available).
  const only =
    products.length === 1
      ? products[0] === "EOR"
        ? "employee"
        : products[0] === "CONTRACTOR"
          ? "contractor"
          : null
      : null;
  return {
    available,
    preselected: only && available[only] ? only : null,
    contractorsPaused: !available.contractor,
    overdueInvoices: input.hasOverdueInvoices,
  };
}
