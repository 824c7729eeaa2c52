// The payment vendor as the API answers it (spec 2 section 3).
export const vendorSelect = {
  id: true,
  netsuiteName: true,
  netsuiteId: true,
  countryCode: true,
  currencies: true,
  lsps: { select: { id: true, name: true } },
} as const;
