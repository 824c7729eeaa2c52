// Countries: the one list the seed and the test factories build country rows from.
import { Prisma } from "../../../generated/prisma/client";

export type CountryDef = {
  code: string;
  name: string;
  currency: string;
  decimals?: number;
  sanctioned?: boolean;
  flag: string;
  medium?: boolean;
  /** [annual leave days, probation months, notice weeks, payroll frequency] or null when key facts are missing. */
  facts?: [number, number, number, string] | null;
  tags?: string[];
  /** Weekend days (getUTCDay numbers) when not Saturday and Sunday. */
  weekend?: number[];
};

export const COUNTRIES: CountryDef[] = [
  { code: "DE", name: "Germany", currency: "EUR", flag: "🇩🇪", facts: [20, 6, 4, "Monthly"], tags: ["EU", "Popular"] },
  { code: "FR", name: "France", currency: "EUR", flag: "🇫🇷", facts: [25, 4, 4, "Monthly"], tags: ["EU", "Popular"] },
  {
    code: "ES",
    name: "Spain",
    currency: "EUR",
    flag: "🇪🇸",
    medium: true,
    facts: [22, 6, 2, "Monthly (14 payments)"],
    tags: ["EU"],
  },
  { code: "NL", name: "Netherlands", currency: "EUR", flag: "🇳🇱", facts: [20, 2, 4, "Monthly"], tags: ["EU"] },
  { code: "GB", name: "United Kingdom", currency: "GBP", flag: "🇬🇧", facts: [28, 6, 4, "Monthly"], tags: ["Popular"] },
  { code: "IE", name: "Ireland", currency: "EUR", flag: "🇮🇪", facts: [20, 6, 1, "Monthly"], tags: ["EU"] },
  {
    code: "PT",
    name: "Portugal",
    currency: "EUR",
    flag: "🇵🇹",
    medium: true,
    facts: [22, 3, 4, "Monthly (14 payments)"],
    tags: ["EU"],
  },
  { code: "PL", name: "Poland", currency: "PLN", flag: "🇵🇱", facts: [20, 3, 4, "Monthly"], tags: ["EU"] },
  { code: "SE", name: "Sweden", currency: "SEK", flag: "🇸🇪", facts: [25, 6, 4, "Monthly"], tags: ["EU", "Nordics"] },
  { code: "DK", name: "Denmark", currency: "DKK", flag: "🇩🇰", facts: [25, 3, 4, "Monthly"], tags: ["EU", "Nordics"] },
  { code: "NO", name: "Norway", currency: "NOK", flag: "🇳🇴", facts: [25, 6, 4, "Monthly"], tags: ["Nordics"] },
  {
    code: "IT",
    name: "Italy",
    currency: "EUR",
    flag: "🇮🇹",
    medium: true,
    facts: [26, 6, 4, "Monthly (13 payments)"],
    tags: ["EU"],
  },
  { code: "BE", name: "Belgium", currency: "EUR", flag: "🇧🇪", facts: [20, 0, 4, "Monthly"], tags: ["EU"] },
  {
    code: "AT",
    name: "Austria",
    currency: "EUR",
    flag: "🇦🇹",
    facts: [25, 1, 6, "Monthly (14 payments)"],
    tags: ["EU"],
  },
  {
    code: "CH",
    name: "Switzerland",
    currency: "CHF",
    flag: "🇨🇭",
    facts: [20, 3, 4, "Monthly (13 payments)"],
    tags: ["Europe"],
  },
  {
    code: "HR",
    name: "Croatia",
    currency: "EUR",
    flag: "🇭🇷",
    medium: true,
    facts: [20, 6, 4, "Monthly"],
    tags: ["EU"],
  },
  {
    code: "US",
    name: "United States",
    currency: "USD",
    flag: "🇺🇸",
    facts: [15, 3, 2, "Bi-weekly"],
    tags: ["Americas", "Popular"],
  },
  { code: "CA", name: "Canada", currency: "CAD", flag: "🇨🇦", facts: [10, 3, 2, "Bi-weekly"], tags: ["Americas"] },
  {
    code: "MX",
    name: "Mexico",
    currency: "MXN",
    flag: "🇲🇽",
    facts: [12, 3, 4, "Bi-monthly"],
    tags: ["Americas", "LATAM"],
  },
  {
    code: "BR",
    name: "Brazil",
    currency: "BRL",
    flag: "🇧🇷",
    facts: [30, 3, 4, "Monthly (13 payments)"],
    tags: ["Americas", "LATAM"],
  },
  {
    code: "CL",
    name: "Chile",
    currency: "CLP",
    decimals: 0,
    flag: "🇨🇱",
    facts: [15, 3, 4, "Monthly"],
    tags: ["Americas", "LATAM"],
  },
  { code: "UY", name: "Uruguay", currency: "UYU", flag: "🇺🇾", facts: null, tags: ["LATAM"] },
  { code: "SV", name: "El Salvador", currency: "USD", flag: "🇸🇻", facts: null, tags: ["LATAM"] },
  { code: "JP", name: "Japan", currency: "JPY", decimals: 0, flag: "🇯🇵", facts: [10, 3, 4, "Monthly"], tags: ["APAC"] },
  {
    code: "KR",
    name: "South Korea",
    currency: "KRW",
    decimals: 0,
    flag: "🇰🇷",
    facts: [15, 3, 4, "Monthly"],
    tags: ["APAC"],
  },
  { code: "SG", name: "Singapore", currency: "SGD", flag: "🇸🇬", facts: [14, 3, 4, "Monthly"], tags: ["APAC"] },
  { code: "AU", name: "Australia", currency: "AUD", flag: "🇦🇺", facts: [20, 6, 4, "Monthly"], tags: ["APAC"] },
  { code: "IN", name: "India", currency: "INR", flag: "🇮🇳", facts: [18, 6, 8, "Monthly"], tags: ["APAC"] },
  { code: "ZA", name: "South Africa", currency: "ZAR", flag: "🇿🇦", facts: null, tags: ["Africa"] },
  {
    code: "KW",
    name: "Kuwait",
    currency: "KWD",
    decimals: 3,
    flag: "🇰🇼",
    facts: null,
    tags: ["Middle East"],
    weekend: [5, 6],
  },
  {
    code: "BH",
    name: "Bahrain",
    currency: "BHD",
    decimals: 3,
    flag: "🇧🇭",
    facts: null,
    tags: ["Middle East"],
    weekend: [5, 6],
  },
  { code: "RU", name: "Russia", currency: "RUB", flag: "🇷🇺", sanctioned: true, facts: null },
  { code: "IR", name: "Iran", currency: "IRR", flag: "🇮🇷", sanctioned: true, facts: null, weekend: [5] },
  { code: "CU", name: "Cuba", currency: "CUP", flag: "🇨🇺", sanctioned: true, facts: null },
  { code: "KP", name: "North Korea", currency: "KPW", flag: "🇰🇵", sanctioned: true, facts: null },
  { code: "SY", name: "Syria", currency: "SYP", flag: "🇸🇾", sanctioned: true, facts: null, weekend: [5, 6] },
];
export const COUNTRY = new Map(COUNTRIES.map((c) => [c.code, c]));

export function currencyOf(code: string): string {
  return COUNTRY.get(code)?.currency ?? "EUR";
}

/** The Country row for a code; an unknown code gets a EUR placeholder without key facts. */
export function countryRow(code: string): Prisma.CountryCreateManyInput {
  const c = COUNTRY.get(code) ?? { code, name: `Country ${code}`, currency: "EUR", flag: "", facts: null };
  return {
    code: c.code,
    name: c.name,
    currency: c.currency,
    currencyDecimals: c.decimals ?? 2,
    isSanctioned: c.sanctioned ?? false,
    flagEmoji: c.flag,
    tags: c.tags ?? [],
    timesheetFormat: c.medium ? "MEDIUM" : "SIMPLE",
    amendmentsPilot: ["DE", "GB", "FR"].includes(c.code),
    weekendDays: c.weekend ?? [0, 6],
    keyFacts: c.facts
      ? {
          summary: `Hire in ${c.name} through OmniPlatform's local employer: compliant contracts, payroll and benefits, paid in ${c.currency}.`,
          facts: [
            { label: "Currency", value: c.currency },
            { label: "Payroll frequency", value: c.facts[3] },
            { label: "Minimum annual leave", value: `${c.facts[0]} days` },
            { label: "Typical probation period", value: c.facts[1] ? `${c.facts[1]} months` : "None" },
            { label: "Typical notice period", value: `${c.facts[2]} weeks` },
          ],
        }
      : Prisma.DbNull,
  };
}
