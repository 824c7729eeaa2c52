import "server-only";
import type { PayrollProviderDto } from "@/lib/lsps/providers/schema";

export const PROVIDER_SELECT = {
  id: true,
  name: true,
  lspId: true,
  countryCode: true,
  isActive: true,
  hasHistory: true,
  lsp: { select: { name: true } },
  country: { select: { name: true } },
} as const;

export function toProviderDto(r: {
  id: string;
  name: string;
  lspId: string;
  countryCode: string;
  isActive: boolean;
  hasHistory: boolean;
  lsp: { name: string };
  country: { name: string };
}): PayrollProviderDto {
  const { lsp, country, ...rest } = r;
  return { ...rest, lspName: lsp.name, countryName: country.name };
}
