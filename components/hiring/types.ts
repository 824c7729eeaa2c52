// Browser-side shapes of the hiring API (mirrors lib/hiring/service toSeatDto; kept here so client code needs no server import).
import type { SowStatusValue } from "@/lib/hiring/constants";

export type CountryOption = { code: string; name: string; isSanctioned: boolean };

export type SeatAbilities = {
  isAdmin: boolean;
  canCreate: boolean;
  canArchive: boolean;
  canAccept: boolean;
  canUpload: boolean;
  canMarkSigned: boolean;
};

export type SeatView = {
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  countryName: string;
  desiredStartDate: string;
  purchaseOrderNumber: string;
  billingCurrency: string | null;
  sowStatus: SowStatusValue;
  statusLabel: string;
  seatStatus: "pending" | "archived";
  hasOrderForm: boolean;
  sowDocUrl: string | null;
  sowSignature: { date: string; signedBy: string | null } | null;
  employeeId: string | null;
  missingOrderFormFields: string[];
  version: number;
  employeeProfile: Record<string, unknown> | null;
};
