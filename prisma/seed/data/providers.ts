// Local service providers (LSPs), where they operate, and their payroll providers.
export type LspDef = {
  id: string;
  name: string;
  type: "EMPLOYER_OF_RECORD" | "PAYROLL_PROVIDER";
  active: boolean;
  countries: string[];
  email: string;
};
export const LSPS: LspDef[] = [
  {
    id: "euroemploy",
    name: "EuroEmploy GmbH",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["DE", "AT", "CH", "NL"],
    email: "payroll@euroemploy.example",
  },
  {
    id: "francepay",
    name: "FrancePay SAS",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["FR", "BE"],
    email: "paie@francepay.example",
  },
  {
    id: "britstaff",
    name: "BritStaff Ltd",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["GB", "IE"],
    email: "ops@britstaff.example",
  },
  {
    id: "iberia-talent",
    name: "Iberia Talent SL",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["ES", "PT"],
    email: "nominas@iberiatalent.example",
  },
  {
    id: "nordic-employer",
    name: "Nordic Employer AB",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["SE", "DK", "NO", "PL"],
    email: "lon@nordicemployer.example",
  },
  {
    id: "americas-payroll",
    name: "Americas Payroll Inc",
    type: "PAYROLL_PROVIDER",
    active: true,
    countries: ["US", "CA", "MX", "BR", "CL"],
    email: "support@americaspayroll.example",
  },
  {
    id: "apac-employ",
    name: "APAC Employ Pte Ltd",
    type: "EMPLOYER_OF_RECORD",
    active: true,
    countries: ["JP", "SG", "AU", "IN", "KR"],
    email: "hello@apacemploy.example",
  },
  {
    id: "legacy-staffing",
    name: "Legacy Staffing Co",
    type: "EMPLOYER_OF_RECORD",
    active: false,
    countries: ["IT", "HR"],
    email: "info@legacystaffing.example",
  },
];
export const LSP_BY_COUNTRY = new Map<string, LspDef>();
for (const lsp of LSPS)
  for (const c of lsp.countries) if (lsp.active && !LSP_BY_COUNTRY.has(c)) LSP_BY_COUNTRY.set(c, lsp);
export const leId = (lspId: string, cc: string) => `le-${lspId}-${cc.toLowerCase()}`;

export const PAYROLL_PROVIDER_NAMES: Record<string, string> = {
  DE: "DATEV Lohn Services",
  AT: "BMD Lohnverrechnung",
  CH: "Abacus Payroll",
  NL: "Loket.nl Payroll",
  FR: "Sage Paie Services",
  BE: "SD Worx Belgium",
  GB: "BrightPay Bureau",
  IE: "Thesaurus Payroll",
  ES: "A3 Nómina Gestión",
  PT: "Primavera Payroll",
  SE: "Visma Lön",
  DK: "Danløn",
  NO: "Tripletex Lønn",
  PL: "Enova Kadry i Płace",
  US: "ADP Workforce Now",
  CA: "Ceridian Dayforce",
  MX: "Nominax",
  BR: "Senior Folha",
  CL: "Buk Remuneraciones",
  JP: "Freee HR",
  SG: "Talenox Payroll",
  AU: "KeyPay",
  IN: "greytHR",
  KR: "Flex Payroll",
  IT: "Zucchetti Paghe",
  HR: "Mikrotrend Plaće",
};
