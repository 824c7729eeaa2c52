// Deterministic, idempotent demo seed. Run: DATABASE_URL=... npx tsx prisma/seed.ts
// - Idempotent: exits with "Seed already present" when the admin demo account exists.
// - Deterministic: a seeded PRNG (mulberry32) and dates relative to the anchor 2026-11-01; only dates
//   that the spec needs "in the future" (seat start dates, scheduled time off, cutoff dates) use today.
// - Atomic and fast: one interactive transaction, createMany for bulk rows.
import { PrismaPg } from "@prisma/adapter-pg";
import bcrypt from "bcryptjs";
import { PrismaClient, Prisma } from "../generated/prisma/client";
import type {
  ContractStatus,
  ExpenseCategory,
  ExpenseStatus,
  InvoiceLogStatus,
  InvoiceLogType,
  LeaveType,
  OnboardingStatus,
  PayReportStatus,
  PayrollCycle,
  RoleType,
  SowStatus,
  TerminationReason,
  Department,
  ContractorState,
  ContractorInvoiceState,
  TaxonomyJobStatus,
  WorkbookStatus,
  BenefitSelectionStatus,
} from "../generated/prisma/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, INTERNAL_COMPANY_ID } from "./demo-accounts";

type Tx = Prisma.TransactionClient;

// ---------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20261101);
const randInt = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const DAY = 86_400_000;
const ANCHOR = Date.UTC(2026, 10, 1); // 2026-11-01
/** A timestamp `days` after the anchor (negative: before), at `hour` UTC. */
const at = (days: number, hour = 9) => new Date(ANCHOR + days * DAY + hour * 3_600_000);
/** A calendar date (UTC midnight). */
const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const todayMidnight = (() => {
  const base = Math.max(Date.now(), ANCHOR);
  return base - (base % DAY);
})();
/** A date `days` after today (or the anchor if later): for data the spec needs in the future. */
const future = (days: number) => new Date(todayMidnight + days * DAY);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const dec = (n: number, places = 2) => n.toFixed(places);
const cents = (c: number) => (c / 100).toFixed(2);

function pad(n: number, width = 3) {
  return String(n).padStart(width, "0");
}
function slug(s: string) {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}
function roleType(role: string): RoleType {
  return role.replace(/[:-]/g, "_") as RoleType;
}

// ---------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------

type CountryDef = {
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
};

const COUNTRIES: CountryDef[] = [
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
  { code: "KW", name: "Kuwait", currency: "KWD", decimals: 3, flag: "🇰🇼", facts: null, tags: ["Middle East"] },
  { code: "BH", name: "Bahrain", currency: "BHD", decimals: 3, flag: "🇧🇭", facts: null, tags: ["Middle East"] },
  { code: "RU", name: "Russia", currency: "RUB", flag: "🇷🇺", sanctioned: true, facts: null },
  { code: "IR", name: "Iran", currency: "IRR", flag: "🇮🇷", sanctioned: true, facts: null },
  { code: "CU", name: "Cuba", currency: "CUP", flag: "🇨🇺", sanctioned: true, facts: null },
  { code: "KP", name: "North Korea", currency: "KPW", flag: "🇰🇵", sanctioned: true, facts: null },
  { code: "SY", name: "Syria", currency: "SYP", flag: "🇸🇾", sanctioned: true, facts: null },
];
const COUNTRY = new Map(COUNTRIES.map((c) => [c.code, c]));

/** Employer cost lines: [description, percent of salary, cap?, fixed annual amount?]. */
const EMPLOYER_COSTS: Record<string, [string, number | null, number | null, number | null][]> = {
  DE: [
    ["Pension insurance", 9.3, 96600, null],
    ["Unemployment insurance", 1.3, 96600, null],
    ["Health insurance (incl. additional contribution)", 8.15, 66150, null],
    ["Long-term care insurance", 1.8, 66150, null],
    ["Statutory accident insurance", 1.3, null, null],
    ["Insolvency levy", 0.15, 96600, null],
  ],
  FR: [
    ["Social security (health, pension, family)", 25.8, null, null],
    ["Unemployment insurance", 4.05, null, null],
    ["Supplementary pension (AGIRC-ARRCO)", 6.01, null, null],
    ["Training and apprenticeship tax", 1.68, null, null],
  ],
  ES: [
    ["Social security (common contingencies)", 23.6, 58914, null],
    ["Unemployment insurance", 5.5, 58914, null],
    ["Professional training", 0.6, 58914, null],
    ["Wage guarantee fund (FOGASA)", 0.2, 58914, null],
    ["Occupational accident insurance", 1.5, 58914, null],
  ],
  NL: [
    ["Unemployment insurance (WW)", 2.64, 75864, null],
    ["Disability insurance (WIA)", 7.76, 75864, null],
    ["Health insurance act (Zvw)", 6.51, 75864, null],
    ["Childcare contribution", 0.5, 75864, null],
  ],
  GB: [
    ["Employer National Insurance", 15, null, null],
    ["Apprenticeship levy", 0.5, null, null],
    ["Workplace pension (auto-enrolment)", 3, 50270, null],
  ],
  IE: [["Employer PRSI", 11.15, null, null]],
  PT: [
    ["Social security", 23.75, null, null],
    ["Work accident insurance", 1, null, null],
    ["Labour compensation fund", 1, null, null],
  ],
  PL: [
    ["Pension insurance", 9.76, 260190, null],
    ["Disability insurance", 6.5, 260190, null],
    ["Accident insurance", 1.67, null, null],
    ["Labour fund", 2.45, null, null],
    ["Guaranteed employee benefits fund", 0.1, null, null],
  ],
  SE: [["Employer social contributions", 31.42, null, null]],
  DK: [
    ["ATP labour market pension", null, null, 3408],
    ["Other social contributions", 1, null, null],
  ],
  NO: [
    ["Employer national insurance", 14.1, null, null],
    ["Mandatory occupational pension (OTP)", 2, null, null],
  ],
  IT: [
    ["INPS social security", 30, null, null],
    ["Severance pay accrual (TFR)", 6.91, null, null],
    ["INAIL accident insurance", 0.5, null, null],
  ],
  BE: [["Social security", 25, null, null]],
  AT: [["Social insurance and payroll taxes", 21.23, null, null]],
  CH: [
    ["AHV/IV/EO (old age, disability, income compensation)", 5.3, null, null],
    ["Unemployment insurance", 1.1, 148200, null],
    ["Occupational pension (BVG)", 7, null, null],
    ["Accident insurance", 1, null, null],
    ["Family allowance fund", 1.5, null, null],
  ],
  HR: [["Health insurance", 16.5, null, null]],
  US: [
    ["Social Security", 6.2, 176100, null],
    ["Medicare", 1.45, null, null],
    ["Federal unemployment tax (FUTA)", null, null, 42],
    ["State unemployment insurance (SUTA)", 2.7, 14000, null],
    ["Health insurance", null, null, 7800],
  ],
  CA: [
    ["Canada Pension Plan (CPP)", 5.95, 71300, null],
    ["Employment Insurance (EI)", 2.32, 65700, null],
    ["Employer health tax", 1.95, null, null],
  ],
  MX: [
    ["IMSS social security", 20.4, null, null],
    ["INFONAVIT housing fund", 5, null, null],
    ["Retirement savings (SAR)", 2, null, null],
    ["State payroll tax", 3, null, null],
  ],
  BR: [
    ["INSS social security", 20, null, null],
    ["FGTS severance fund", 8, null, null],
    ["Work accident insurance (RAT)", 2, null, null],
    ["Third-party contributions", 5.8, null, null],
  ],
  CL: [
    ["Unemployment insurance", 2.4, null, null],
    ["Disability and survivorship insurance (SIS)", 1.49, null, null],
    ["Work accident insurance", 0.93, null, null],
  ],
  UY: [["Social security (BPS)", 12.6, null, null]],
  SV: [
    ["Social security (ISSS)", 7.5, 12000, null],
    ["Pension fund (AFP)", 8.75, null, null],
  ],
  JP: [
    ["Health insurance", 5, null, null],
    ["Employees' pension insurance", 9.15, null, null],
    ["Employment insurance", 0.95, null, null],
    ["Workers' accident compensation", 0.3, null, null],
    ["Child support contribution", 0.36, null, null],
  ],
  KR: [
    ["National pension", 4.5, null, null],
    ["National health insurance", 3.545, null, null],
    ["Employment insurance", 1.15, null, null],
    ["Industrial accident insurance", 0.7, null, null],
  ],
  SG: [
    ["Central Provident Fund (CPF)", 17, 102000, null],
    ["Skills Development Levy", 0.25, null, null],
  ],
  AU: [
    ["Superannuation guarantee", 12, null, null],
    ["Payroll tax", 5.45, null, null],
    ["Workers' compensation", 1.5, null, null],
  ],
  IN: [
    ["Provident fund", 12, null, null],
    ["Employee state insurance (ESI)", 3.25, null, null],
    ["Gratuity accrual", 4.81, null, null],
  ],
  ZA: [
    ["Unemployment Insurance Fund (UIF)", 1, 212544, null],
    ["Skills development levy (SDL)", 1, null, null],
  ],
  KW: [["Social security (PIFSS)", 11.5, null, null]],
  BH: [["Social insurance (SIO)", 4.7, null, null]],
};

/** Units of each currency per 1 USD. */
const USD_RATES: Record<string, number> = {
  USD: 1,
  EUR: 0.9215,
  GBP: 0.7893,
  CAD: 1.3712,
  SEK: 10.612,
  CHF: 0.8824,
  JPY: 151.23,
  PLN: 3.982,
  DKK: 6.873,
  NOK: 10.914,
  MXN: 18.106,
  BRL: 5.418,
  CLP: 935.4,
  UYU: 40.12,
  KRW: 1381.5,
  SGD: 1.3421,
  AUD: 1.5307,
  INR: 83.92,
  ZAR: 18.31,
  KWD: 0.3075,
  BHD: 0.376,
};
const BILLING_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "SEK", "CHF"];

const NAMES: Record<string, [string[], string[]]> = {
  DE: [
    ["Lukas", "Anna", "Jonas", "Lea", "Felix", "Mia", "Leon", "Hannah", "Paul", "Sophie", "Maximilian", "Laura"],
    [
      "Müller",
      "Schmidt",
      "Schneider",
      "Fischer",
      "Weber",
      "Meyer",
      "Wagner",
      "Becker",
      "Hoffmann",
      "Schulz",
      "Koch",
      "Richter",
    ],
  ],
  FR: [
    ["Louis", "Camille", "Hugo", "Chloé", "Jules", "Manon", "Arthur", "Léa", "Gabriel", "Inès"],
    ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"],
  ],
  GB: [
    ["Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Emily", "Charlie", "Grace"],
    ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Davies", "Evans", "Thomas", "Roberts"],
  ],
  ES: [
    ["Hugo", "Lucía", "Martín", "Sofía", "Pablo", "Valeria"],
    ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez"],
  ],
  NL: [
    ["Daan", "Emma", "Sem", "Julia", "Lucas", "Tess"],
    ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser"],
  ],
  US: [
    ["James", "Olivia", "Liam", "Emma", "Noah", "Ava"],
    ["Johnson", "Miller", "Davis", "Garcia", "Rodriguez", "Martinez"],
  ],
  IE: [
    ["Seán", "Aoife", "Conor", "Saoirse", "Cian", "Niamh"],
    ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne"],
  ],
  PL: [
    ["Jakub", "Zuzanna", "Antoni", "Julia", "Jan", "Maja"],
    ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski"],
  ],
  CA: [
    ["Ethan", "Charlotte", "Benjamin", "Chloe", "William", "Zoe"],
    ["Tremblay", "Roy", "Gagnon", "Campbell", "MacDonald", "Wong"],
  ],
  PT: [
    ["João", "Maria", "Rodrigo", "Beatriz", "Tiago", "Leonor"],
    ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa"],
  ],
  SE: [
    ["William", "Alice", "Elias", "Maja", "Hugo", "Ella"],
    ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson"],
  ],
  MX: [
    ["Santiago", "Ximena", "Mateo", "Valentina", "Diego", "Regina"],
    ["Hernández", "González", "Ramírez", "Flores", "Torres", "Morales"],
  ],
  JP: [
    ["Haruto", "Yui", "Sota", "Aoi", "Yuto", "Hina"],
    ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"],
  ],
  CH: [
    ["Noah", "Mia", "Luca", "Lina", "Elias", "Emma"],
    ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber"],
  ],
  CL: [
    ["Agustín", "Isidora", "Benjamín", "Florencia", "Vicente", "Trinidad"],
    ["González", "Muñoz", "Rojas", "Díaz", "Pérez", "Soto"],
  ],
};
const FEMALE = new Set([
  "Anna",
  "Lea",
  "Mia",
  "Hannah",
  "Sophie",
  "Laura",
  "Camille",
  "Chloé",
  "Manon",
  "Léa",
  "Inès",
  "Amelia",
  "Isla",
  "Ava",
  "Emily",
  "Grace",
  "Lucía",
  "Sofía",
  "Valeria",
  "Emma",
  "Julia",
  "Tess",
  "Olivia",
  "Aoife",
  "Saoirse",
  "Niamh",
  "Zuzanna",
  "Maja",
  "Charlotte",
  "Chloe",
  "Zoe",
  "Maria",
  "Beatriz",
  "Leonor",
  "Alice",
  "Ella",
  "Ximena",
  "Valentina",
  "Regina",
  "Yui",
  "Aoi",
  "Hina",
  "Lina",
  "Isidora",
  "Florencia",
  "Trinidad",
]);

/** [country, employee count, annual salary range in local currency, rounding]. */
const EMPLOYEE_COUNTRIES: [string, number, number, number, number][] = [
  ["DE", 14, 52000, 98000, 500],
  ["FR", 10, 42000, 85000, 500],
  ["GB", 10, 42000, 92000, 500],
  ["ES", 6, 30000, 62000, 500],
  ["NL", 5, 48000, 88000, 500],
  ["US", 6, 90000, 175000, 1000],
  ["IE", 4, 48000, 92000, 500],
  ["PL", 4, 120000, 260000, 1000],
  ["CA", 4, 78000, 140000, 1000],
  ["PT", 3, 24000, 52000, 500],
  ["SE", 3, 480000, 780000, 5000],
  ["MX", 3, 480000, 1200000, 10000],
  ["JP", 3, 6000000, 12000000, 100000],
  ["CH", 3, 95000, 165000, 1000],
  ["CL", 2, 24000000, 52000000, 100000],
];

const JOBS: [string, Department][] = [
  ["Software Engineer", "Engineering"],
  ["Senior Software Engineer", "Engineering"],
  ["Engineering Manager", "Engineering"],
  ["DevOps Engineer", "Engineering"],
  ["Product Manager", "Product"],
  ["Product Designer", "Design"],
  ["Data Analyst", "Operations"],
  ["Account Executive", "Sales"],
  ["Sales Development Representative", "Sales"],
  ["Customer Success Manager", "Operations"],
  ["Marketing Manager", "Marketing"],
  ["Finance Analyst", "Finance"],
  ["HR Business Partner", "Human_Resources"],
  ["Legal Counsel", "Legal"],
  ["Operations Manager", "Management"],
];

const CITIES: Record<string, [string, string, string][]> = {
  DE: [
    ["Berlin", "10115", "Torstraße"],
    ["Munich", "80331", "Sendlinger Straße"],
    ["Hamburg", "20095", "Mönckebergstraße"],
  ],
  FR: [
    ["Paris", "75011", "Rue Oberkampf"],
    ["Lyon", "69002", "Rue de la République"],
  ],
  GB: [
    ["London", "EC1V 9HX", "City Road"],
    ["Manchester", "M1 1AD", "Piccadilly"],
  ],
  ES: [
    ["Madrid", "28013", "Calle Mayor"],
    ["Barcelona", "08002", "Carrer de Ferran"],
  ],
  NL: [
    ["Amsterdam", "1016 DS", "Keizersgracht"],
    ["Rotterdam", "3011 AA", "Coolsingel"],
  ],
  US: [
    ["New York", "10001", "W 34th St"],
    ["Austin", "78701", "Congress Ave"],
  ],
  IE: [["Dublin", "D02 XY45", "Grafton Street"]],
  PL: [
    ["Warsaw", "00-001", "ul. Marszałkowska"],
    ["Kraków", "31-001", "ul. Floriańska"],
  ],
  CA: [
    ["Toronto", "M5V 2T6", "King St W"],
    ["Vancouver", "V6B 1A1", "Granville St"],
  ],
  PT: [
    ["Lisbon", "1100-148", "Rua Augusta"],
    ["Porto", "4000-322", "Rua de Santa Catarina"],
  ],
  SE: [["Stockholm", "111 57", "Drottninggatan"]],
  MX: [["Mexico City", "06600", "Paseo de la Reforma"]],
  JP: [["Tokyo", "150-0002", "Shibuya"]],
  CH: [
    ["Zurich", "8001", "Bahnhofstrasse"],
    ["Geneva", "1204", "Rue du Rhône"],
  ],
  CL: [["Santiago", "8320000", "Avenida Providencia"]],
};

// LSPs and where they operate.
type LspDef = {
  id: string;
  name: string;
  type: "EMPLOYER_OF_RECORD" | "PAYROLL_PROVIDER";
  active: boolean;
  countries: string[];
  email: string;
};
const LSPS: LspDef[] = [
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
const LSP_BY_COUNTRY = new Map<string, LspDef>();
for (const lsp of LSPS)
  for (const c of lsp.countries) if (lsp.active && !LSP_BY_COUNTRY.has(c)) LSP_BY_COUNTRY.set(c, lsp);
const leId = (lspId: string, cc: string) => `le-${lspId}-${cc.toLowerCase()}`;

const PAYROLL_PROVIDER_NAMES: Record<string, string> = {
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

const ONBOARDING_STAGES: [string, string[]][] = [
  ["T&C and Proposal signed", ["Proposal sent to client", "Terms and conditions signed"]],
  ["Next steps and client KYB", ["Next steps email sent", "Client KYB checks completed", "Client approved"]],
  [
    "Setup Fee Invoice and OmniManager Invite",
    ["Setup fee invoice sent", "Setup fee invoice paid", "Manager invited to OmniPlatform"],
  ],
  [
    "Client Employee Onboarding",
    ["Employee details requested", "Employee profile completed", "Additional compensation confirmed"],
  ],
  ["Employee Contract review", ["Contract drafted", "Contract reviewed by client", "Right to work verified"]],
  ["Email introduction to LSP", ["Introduction email sent", "LSP confirmed employee details"]],
  ["Employment contract signed", ["Deposit invoice paid", "Contract signed by employee", "Contract countersigned"]],
  [
    "Payroll onboarding",
    [
      "Payroll details collected",
      "Employee registered with payroll provider",
      "Benefits enrolled",
      "First payroll date confirmed",
    ],
  ],
  ["Onboarding complete", ["Welcome pack sent", "Onboarding complete"]],
];
const ALL_STEP_IDS = ONBOARDING_STAGES.flatMap(([, steps], s) => steps.map((_, i) => `stage-${s + 1}-step-${i + 1}`));

const CLAUSES = [
  "Start date",
  "Job title and duties",
  "Place of work",
  "Working hours",
  "Probation period",
  "Salary",
  "Bonus and commission",
  "Benefits",
  "Holiday entitlement",
  "Sick leave",
  "Notice period",
  "Confidentiality",
  "Intellectual property",
  "Non-compete",
  "Non-solicitation",
  "Data protection",
  "Termination",
  "Other",
];

// Pay report concepts: [concept, applicationType, category, payrollGlobal, subCategory].
const CONCEPTS: [string, "Income" | "Deduction" | "Contribution", string, string, string][] = [
  ["Base Salary", "Income", "salary", "Earnings", "Basic Pay"],
  ["Overtime", "Income", "variablePay", "Earnings", "Overtime"],
  ["Meal Allowance", "Income", "allowance", "Earnings", "Allowances"],
  ["Bonus", "Income", "variablePay", "Earnings", "Bonus"],
  ["Expense Reimbursement", "Income", "expenses", "Earnings", "Reimbursements"],
  ["Salary Deduction to Gross", "Deduction", "deductionToGross", "Pre-tax Deductions", "Salary Sacrifice"],
  ["Income Tax", "Deduction", "eeDeductions", "Employee Deductions", "Income Tax"],
  ["Social Security EE", "Deduction", "eeDeductions", "Employee Deductions", "Social Security"],
  ["Pension EE", "Deduction", "eeDeductions", "Employee Deductions", "Pension"],
  ["Social Security ER", "Contribution", "socialCosts", "Employer Contributions", "Social Security"],
  ["Pension ER", "Contribution", "pensionContribution", "Employer Contributions", "Pension"],
  ["Health Insurance ER", "Contribution", "benefitContribution", "Employer Contributions", "Health Insurance"],
];
const CONCEPT = new Map(CONCEPTS.map((c) => [c[0], c]));

// ---------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------

const counts: Record<string, number> = {};
function count(name: string, n: number) {
  counts[name] = (counts[name] ?? 0) + n;
}

async function main() {
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const adminEmail = DEMO_ACCOUNTS.find((a) => a.key === "admin")!.email;
    const existing = await prisma.user.findUnique({ where: { email: adminEmail }, select: { id: true } });
    if (existing) {
      console.log("Seed already present");
      return;
    }
    await prisma.$transaction((tx) => seed(tx), { timeout: 120_000, maxWait: 10_000 });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seed complete in ${seconds}s`);
    for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(28)} ${n}`);
  } finally {
    await prisma.$disconnect();
  }
}

async function seed(tx: Tx) {
  const passwordHash = bcrypt.hashSync(DEMO_PASSWORD, 10);

  // ---- Countries, employer costs, FX rates, benefits catalogue ----------------------------------
  await tx.country.createMany({
    data: COUNTRIES.map((c) => ({
      code: c.code,
      name: c.name,
      currency: c.currency,
      currencyDecimals: c.decimals ?? 2,
      isSanctioned: c.sanctioned ?? false,
      flagEmoji: c.flag,
      tags: c.tags ?? [],
      timesheetFormat: c.medium ? "MEDIUM" : "SIMPLE",
      amendmentsPilot: ["DE", "GB", "FR"].includes(c.code),
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
    })),
  });
  count("Country", COUNTRIES.length);

  const costRows: Prisma.EmployerCostRateCreateManyInput[] = [];
  for (const [code, lines] of Object.entries(EMPLOYER_COSTS)) {
    lines.forEach(([description, percent, cap, fixed], position) =>
      costRows.push({
        id: `ecr-${code.toLowerCase()}-${position + 1}`,
        countryCode: code,
        description,
        percentOfSalary: percent === null ? null : dec(percent, 4),
        salaryCap: cap === null ? null : dec(cap),
        fixedAmount: fixed === null ? null : dec(fixed),
        currency: COUNTRY.get(code)!.currency,
        position,
      }),
    );
  }
  await tx.employerCostRate.createMany({ data: costRows });
  count("EmployerCostRate", costRows.length);

  const fxRows: Prisma.FxRateCreateManyInput[] = [];
  for (let dayBack = 4; dayBack >= 0; dayBack--) {
    const rateDate = new Date(ANCHOR - dayBack * DAY);
    const drift: Record<string, number> = {};
    for (const cur of Object.keys(USD_RATES)) drift[cur] = cur === "USD" ? 1 : 1 + (rand() - 0.5) * 0.008;
    for (const from of BILLING_CURRENCIES) {
      for (const to of Object.keys(USD_RATES)) {
        if (from === to) continue;
        const rate = (USD_RATES[to] * drift[to]) / (USD_RATES[from] * drift[from]);
        fxRows.push({
          fromCurrency: from,
          toCurrency: to,
          rate: rate.toFixed(8),
          rateDate,
          createdAt: new Date(rateDate.getTime() + 9.25 * 3_600_000),
        });
      }
    }
  }
  await tx.fxRate.createMany({ data: fxRows });
  count("FxRate", fxRows.length);

  const benefitCountries = ["DE", "FR", "GB", "ES", "NL", "US", "IE", "PL", "CA", "PT", "SE", "MX", "JP", "CH", "CL"];
  await tx.benefitCatalog.createMany({
    data: benefitCountries.map((code) => {
      const required = code === "US" || code === "MX";
      return {
        id: `benefits-${code.toLowerCase()}`,
        countryCode: code,
        isRequired: required,
        layoutInfo: required
          ? `Supplementary health cover is required for employees in ${COUNTRY.get(code)!.name}.`
          : `Offer supplementary benefits to your team in ${COUNTRY.get(code)!.name}.`,
        layoutDescription:
          "Benefits are provided by local insurers through our employer of record and invoiced monthly.",
        layoutOffered:
          code === "US"
            ? ["Medical (PPO)", "Dental", "Vision", "401(k) administration"]
            : ["Private health insurance", "Life insurance", "Pension top-up"],
        layoutCost: code === "US" ? "From 650 USD per employee per month" : "From 3% of annual base salary",
        layoutAdditional: "Changes take effect from the next payroll month.",
        showBenefitsSelection: code !== "CL",
        typeFormRef: `bnf-${code.toLowerCase()}`,
      };
    }),
  });
  count("BenefitCatalog", benefitCountries.length);

  // ---- LSPs, legal entities, payroll providers ---------------------------------------------------
  await tx.localServiceProvider.createMany({
    data: LSPS.map((l, i) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      isActive: l.active,
      profileUrl: `https://backoffice.omniplatform.example/lsps/${l.id}`,
      contactEmails: [l.email],
      createdAt: at(-700 + i * 20),
    })),
  });
  await tx.lspCountry.createMany({
    data: LSPS.flatMap((l) => l.countries.map((countryCode) => ({ lspId: l.id, countryCode }))),
  });
  const legalEntities: Prisma.LegalEntityCreateManyInput[] = LSPS.flatMap((l) =>
    l.countries.map((cc) => ({
      id: leId(l.id, cc),
      name: `${l.name.replace(/ (GmbH|SAS|Ltd|SL|AB|Inc|Pte Ltd|Co)$/, "")} ${COUNTRY.get(cc)!.name}`,
      countryCode: cc,
      lspId: l.id,
      isActive: l.active && !(l.id === "nordic-employer" && cc === "NO"),
    })),
  );
  await tx.legalEntity.createMany({ data: legalEntities });
  const payrollProviders: Prisma.PayrollProviderCreateManyInput[] = LSPS.flatMap((l) =>
    l.countries.map((cc, i) => ({
      id: `pp-${l.id}-${cc.toLowerCase()}`,
      name: PAYROLL_PROVIDER_NAMES[cc] ?? `${COUNTRY.get(cc)!.name} Payroll`,
      lspId: l.id,
      countryCode: cc,
      isActive: l.active && !(cc === "AT"),
      hasHistory: i % 2 === 0,
    })),
  );
  await tx.payrollProvider.createMany({ data: payrollProviders });
  count("LocalServiceProvider", LSPS.length);
  count("LegalEntity", legalEntities.length);
  count("PayrollProvider", payrollProviders.length);

  // ---- Companies ----------------------------------------------------------------------------------
  type CompanyDef = {
    id: string;
    name: string;
    country: string;
    street: string;
    city: string;
    postal: string;
    products: ("EOR" | "CONTRACTOR")[];
    payrollTab: boolean;
    review?: boolean;
    internal?: boolean;
    stage: string;
  };
  const COMPANIES: CompanyDef[] = [
    {
      id: INTERNAL_COMPANY_ID,
      name: "OmniPlatform Internal",
      country: "GB",
      street: "1 Finsbury Avenue",
      city: "London",
      postal: "EC2M 2PF",
      products: ["EOR"],
      payrollTab: true,
      internal: true,
      stage: "Live",
    },
    {
      id: "acme",
      name: "Acme Corp",
      country: "DE",
      street: "Friedrichstraße 68",
      city: "Berlin",
      postal: "10117",
      products: ["EOR", "CONTRACTOR"],
      payrollTab: true,
      stage: "Live",
    },
    {
      id: "newco",
      name: "NewCo Ltd",
      country: "GB",
      street: "20 Station Road",
      city: "Cambridge",
      postal: "CB1 2JD",
      products: ["EOR"],
      payrollTab: false,
      review: true,
      stage: "Onboarding",
    },
    {
      id: "globex",
      name: "Globex Corporation",
      country: "US",
      street: "500 Market Street",
      city: "San Francisco",
      postal: "94105",
      products: ["EOR", "CONTRACTOR"],
      payrollTab: true,
      stage: "Live",
    },
    {
      id: "initech",
      name: "Initech Inc",
      country: "US",
      street: "4120 Freidrich Lane",
      city: "Austin",
      postal: "78744",
      products: ["EOR"],
      payrollTab: false,
      stage: "Live",
    },
    {
      id: "umbrella",
      name: "Umbrella Health BV",
      country: "NL",
      street: "Herengracht 182",
      city: "Amsterdam",
      postal: "1016 BR",
      products: ["EOR"],
      payrollTab: true,
      stage: "Live",
    },
    {
      id: "stark",
      name: "Stark Industries Ltd",
      country: "IE",
      street: "10 Hanover Quay",
      city: "Dublin",
      postal: "D02 K510",
      products: ["EOR", "CONTRACTOR"],
      payrollTab: false,
      stage: "Expansion",
    },
  ];
  await tx.address.createMany({
    data: COMPANIES.map((c) => ({
      id: `addr-company-${c.id}`,
      addressLine1: c.street,
      city: c.city,
      country: c.country,
      postalCode: c.postal,
    })),
  });
  await tx.company.createMany({
    data: COMPANIES.map((c, i) => ({
      id: c.id,
      name: c.name,
      onboardingStage: c.stage,
      countryOfRegistration: c.country,
      registeredAddressId: `addr-company-${c.id}`,
      vatNumber: c.review ? null : `${c.country}${300000000 + i * 7919}`,
      companyNumber: c.review ? null : `HRB ${180000 + i * 131}`,
      contactName: c.review
        ? null
        : `${["Jordan", "Morgan", "Taylor", "Riley", "Casey", "Jamie", "Avery"][i]} ${["Lee", "Fox", "Grant", "Hale", "Stone", "Reed", "Ward"][i]}`,
      contactPhoneNumber: c.review ? null : `+44207946${pad(100 + i, 4)}`,
      invoicingEmail: `invoices@${c.id === INTERNAL_COMPANY_ID ? "omniplatform" : c.id}.example`,
      needsManagerReview: c.review ?? false,
      externalId: `CUST-${pad(1000 + i, 5)}`,
      adminNotes:
        c.id === "acme" ? "Strategic account. Quarterly business review every March, June, September, December." : null,
      disableContractAutomation: c.id === "initech",
      isVATExempt: c.id === "globex" || c.id === "initech",
      fxConversionPercent: c.internal ? "0" : c.id === "acme" ? "2.5" : "3",
      benefitsPercentage: c.internal ? null : "4",
      salaryPrepaymentTerms: c.id === "acme" ? 30 : c.id === "globex" ? 15 : null,
      salaryPrepaymentMultiplier: c.id === "acme" ? "1" : c.id === "globex" ? "1.5" : null,
      latePayment: c.internal ? null : "1.5",
      enabledProducts: c.products,
      enablePayrollReportsTab: c.payrollTab,
      isInternal: c.internal ?? false,
      createdAt: at(-900 + i * 60),
    })),
  });
  count("Company", COMPANIES.length);

  const feeSettings: Prisma.CompanyFeeSettingsCreateManyInput[] = [
    {
      companyId: "acme",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: true,
    },
    {
      companyId: "globex",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 15,
      setupFeeStructure: "PER_COUNTRY",
      enableAutomatedProposals: false,
    },
    {
      companyId: "initech",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 20,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
    {
      companyId: "umbrella",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: true,
    },
    {
      companyId: "stark",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_COUNTRY",
      enableAutomatedProposals: true,
    },
    {
      companyId: "newco",
      depositType: "ADVANCED_PAYMENT_DEPOSIT",
      advancedPaymentDepositPercent: 10,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
    {
      companyId: INTERNAL_COMPANY_ID,
      depositType: "NO_DEPOSIT",
      advancedPaymentDepositPercent: null,
      setupFeeStructure: "PER_EMPLOYEE",
      enableAutomatedProposals: false,
    },
  ];
  await tx.companyFeeSettings.createMany({ data: feeSettings });
  const FEES: Record<string, [number, number, number]> = {
    // currency: [management fee / month, setup fee, zero deposit insurance / month]
    USD: [599, 500, 99],
    EUR: [549, 460, 89],
    GBP: [479, 400, 79],
    CAD: [799, 680, 129],
    SEK: [6200, 5200, 990],
    CHF: [549, 470, 89],
  };
  const feeAmounts: Prisma.CompanyFeeAmountCreateManyInput[] = [];
  for (const s of feeSettings) {
    if (s.companyId === INTERNAL_COMPANY_ID) continue;
    const discount = s.companyId === "acme" ? 0.9 : 1;
    for (const [currency, [mgmt, setup, zdi]] of Object.entries(FEES)) {
      feeAmounts.push({ companyId: s.companyId, kind: "MANAGEMENT_FEE", currency, amount: dec(mgmt * discount) });
      feeAmounts.push({ companyId: s.companyId, kind: "SETUP_FEE", currency, amount: dec(setup) });
      feeAmounts.push({ companyId: s.companyId, kind: "ZERO_DEPOSIT_INSURANCE_FEE", currency, amount: dec(zdi) });
    }
  }
  await tx.companyFeeAmount.createMany({ data: feeAmounts });
  count("CompanyFeeAmount", feeAmounts.length);

  // ---- Users: demo accounts, extra managers, employee users --------------------------------------
  const users: Prisma.UserCreateManyInput[] = [];
  const roles: Prisma.UserRoleCreateManyInput[] = [];
  const demoUserId: Record<string, string> = {};
  const demoTenant: Record<string, string | null> = {
    superManager: "acme",
    manager: "acme",
    reviewManager: "newco",
    employee: "acme",
    incompleteEmployee: "acme",
    lsp: "euroemploy",
  };
  DEMO_ACCOUNTS.forEach((a, i) => {
    const id = `user-${a.key}`;
    demoUserId[a.key] = id;
    users.push({
      id,
      email: a.email.toLowerCase(),
      passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      displayName: `${a.firstName} ${a.lastName}`,
      seenPrivacyPolicy: a.key !== "incompleteEmployee",
      seenWelcomeScreen: a.key !== "incompleteEmployee",
      sentInvitationAt: at(-400 + i),
      createdAt: at(-400 + i),
    });
    for (const role of a.roles) {
      const type = roleType(role);
      roles.push({
        userId: id,
        type,
        tenantId: demoTenant[a.key] ?? null,
        scopes: type === "manager" || type === "employee" ? (a.scopes ?? []) : [],
      });
    }
  });

  // Additional managers: [id suffix, company, first, last, title, department, scopes]
  const EXTRA_MANAGERS: [string, string, string, string, string, Department, string[]][] = [
    [
      "acme-ops",
      "acme",
      "Oscar",
      "Operations",
      "Head of People Operations",
      "Human_Resources",
      ["employees:*", "payroll:*"],
    ],
    [
      "globex-1",
      "globex",
      "Grace",
      "Globex",
      "VP People",
      "Human_Resources",
      ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
    ],
    [
      "globex-2",
      "globex",
      "Gary",
      "Globex",
      "Engineering Director",
      "Engineering",
      ["employees:*", "expenses:notifications"],
    ],
    [
      "initech-1",
      "initech",
      "Bill",
      "Lumbergh",
      "Division VP",
      "Management",
      ["employees:*", "expenses:notifications", "finance:*", "super-manager"],
    ],
    [
      "umbrella-1",
      "umbrella",
      "Ada",
      "Wong",
      "Chief Operating Officer",
      "Operations",
      ["employees:*", "payroll:*", "finance:*", "super-manager"],
    ],
    [
      "stark-1",
      "stark",
      "Pepper",
      "Potts",
      "Chief Executive Officer",
      "Management",
      ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
    ],
    ["stark-2", "stark", "Happy", "Hogan", "Head of Security", "Operations", ["employees:*"]],
    [
      "internal-1",
      INTERNAL_COMPANY_ID,
      "Iris",
      "Internal",
      "Head of People",
      "Human_Resources",
      ["employees:*", "expenses:notifications", "super-manager"],
    ],
  ];
  for (const [suffix, companyId, first, last, , , scopes] of EXTRA_MANAGERS) {
    const id = `user-mgr-${suffix}`;
    users.push({
      id,
      email: `${slug(first)}.${slug(last)}@${companyId === INTERNAL_COMPANY_ID ? "omniplatform" : companyId}.example`,
      passwordHash,
      firstName: first,
      lastName: last,
      displayName: `${first} ${last}`,
      seenPrivacyPolicy: true,
      seenWelcomeScreen: true,
      sentInvitationAt: at(-300),
      createdAt: at(-300),
    });
    roles.push({ userId: id, type: "manager", tenantId: companyId, scopes });
  }

  // Managers (the Manager rows)
  const managerRows: Prisma.ManagerCreateManyInput[] = [];
  const addManager = (
    id: string,
    userId: string,
    companyId: string,
    jobTitle: string,
    department: Department,
    scopes: string[],
  ) =>
    managerRows.push({
      id,
      userId,
      companyId,
      jobTitle,
      department,
      isSuperAdmin: scopes.includes("super-manager"),
      hasExpensesScope: scopes.includes("expenses:notifications"),
      hasFinanceScope: scopes.includes("finance:*"),
      hasPayrollScope: scopes.includes("payroll:*"),
      createdAt: at(-380),
    });
  const demo = (key: string) => DEMO_ACCOUNTS.find((a) => a.key === key)!;
  addManager(
    "mgr-acme-super",
    demoUserId.superManager,
    "acme",
    "Chief People Officer",
    "Human_Resources",
    demo("superManager").scopes ?? [],
  );
  addManager(
    "mgr-acme",
    demoUserId.manager,
    "acme",
    "Engineering Manager",
    "Engineering",
    demo("manager").scopes ?? [],
  );
  addManager(
    "mgr-newco",
    demoUserId.reviewManager,
    "newco",
    "Founder",
    "Management",
    demo("reviewManager").scopes ?? [],
  );
  for (const [suffix, companyId, , , title, department, scopes] of EXTRA_MANAGERS)
    addManager(`mgr-${suffix}`, `user-mgr-${suffix}`, companyId, title, department, scopes);
  const managersByCompany: Record<string, string[]> = {};
  for (const m of managerRows) (managersByCompany[m.companyId] ??= []).push(m.id!);

  // ---- Employees (80) ---------------------------------------------------------------------------
  type Emp = Prisma.EmployeeCreateManyInput & {
    id: string;
    countryCode: string;
    companyId: string;
    firstName: string;
    lastName: string;
  };
  const employees: Emp[] = [];
  const addresses: Prisma.AddressCreateManyInput[] = [];
  const companyPlan: [string, number][] = [
    ["acme", 30],
    ["globex", 14],
    ["initech", 10],
    ["stark", 10],
    ["umbrella", 8],
    ["newco", 4],
    [INTERNAL_COMPANY_ID, 4],
  ];
  const companySlots: string[] = [];
  // Interleave companies so each gets a spread of countries.
  const remaining = Object.fromEntries(companyPlan);
  while (companySlots.length < 80) for (const [c] of companyPlan) if (remaining[c]-- > 0) companySlots.push(c);
  const statusCycle: OnboardingStatus[] = [
    "ACTIVE",
    "ACTIVE",
    "ACTIVE",
    "IN_PROGRESS",
    "ACTIVE",
    "ACTIVE",
    "IN_PROGRESS",
    "INACTIVE",
    "ACTIVE",
    "PENDING",
  ];
  let n = 0;
  const usedNames = new Set<string>();
  for (const [cc, howMany, minSalary, maxSalary, rounding] of EMPLOYEE_COUNTRIES) {
    for (let k = 0; k < howMany; k++) {
      n++;
      const id = `emp-${pad(n)}`;
      const [firsts, lasts] = NAMES[cc];
      let first = pick(firsts);
      let last = pick(lasts);
      for (let guard = 0; usedNames.has(`${first} ${last}`) && guard < 20; guard++) {
        first = pick(firsts);
        last = pick(lasts);
      }
      usedNames.add(`${first} ${last}`);
      const companyId = companySlots[n - 1];
      const status = statusCycle[(n - 1) % statusCycle.length];
      const [jobTitle, department] = JOBS[(n * 7) % JOBS.length];
      const salary = Math.round((minSalary + rand() * (maxSalary - minSalary)) / rounding) * rounding;
      const currency = COUNTRY.get(cc)!.currency;
      const lsp = LSP_BY_COUNTRY.get(cc)!;
      const [city, postal, street] = pick(CITIES[cc]);
      const addressId = `addr-${id}`;
      addresses.push({
        id: addressId,
        addressLine1: `${street} ${randInt(1, 180)}`,
        city,
        country: cc,
        postalCode: postal,
      });
      const startDate =
        status === "PENDING" || status === "IN_PROGRESS"
          ? future(20 + ((n * 3) % 40))
          : ymd(2023 + (n % 3), 1 + (n % 12), 1);
      const managers = managersByCompany[companyId];
      const managerId = n % 17 === 0 ? null : managers[n % managers.length];
      employees.push({
        id,
        companyId,
        managerId,
        countryCode: cc,
        onboardingStatus: status,
        employeeType: cc === "US" && companyId === "globex" ? "PEO" : n % 23 === 0 ? "VIRTUAL_EMPLOYER" : "EOR",
        lspId: status === "PENDING" ? null : lsp.id,
        legalEntityId: status === "PENDING" ? null : leId(lsp.id, cc),
        externalId: `EXT-${10000 + n}`,
        payrollId: status === "PENDING" ? null : `PR-${cc}-${pad(n, 4)}`,
        firstName: first,
        lastName: last,
        gender: FEMALE.has(first) ? "Female" : n % 29 === 0 ? "X" : "Male",
        pronouns: FEMALE.has(first) ? "she/her" : "he/him",
        dateOfBirth: ymd(1970 + (n % 30), 1 + ((n * 5) % 12), 1 + ((n * 11) % 28)),
        citizenship: cc,
        countryOfIssue: cc,
        privateAddressId: addressId,
        socialInsuranceNumber: `${cc}-${100000000 + n * 7331}`,
        iban: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? null : `${cc}${pad(n % 97, 2)}OMNI${pad(n * 104729, 12)}`,
        accountNumber: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? pad(n * 7777777, 10) : null,
        routingNumber: cc === "US" ? "021000021" : null,
        bicSwift: ["US", "CA", "MX", "JP", "CL"].includes(cc) ? null : `OMNI${cc}XX`,
        branchName: cc === "JP" ? "Shibuya Branch" : null,
        workEmail: `${slug(first)}.${slug(last)}@${companyId === INTERNAL_COMPANY_ID ? "omniplatform" : companyId}.example`,
        personalEmail: `${slug(first)}.${slug(last)}.${n}@mail.example`,
        phoneNumber: `+${[49, 33, 44, 34, 31, 1, 353, 48, 1, 351, 46, 52, 81, 41, 56][EMPLOYEE_COUNTRIES.findIndex((e) => e[0] === cc)]}${pad(600000000 + n * 1234567, 9).slice(0, 9)}`,
        jobTitle,
        jobDescription: `${jobTitle} in the ${department.replace("_", " ")} team, reporting to the team lead.`,
        department,
        startDate,
        firstPayDate: status === "ACTIVE" || status === "INACTIVE" ? new Date(startDate.getTime() + 27 * DAY) : null,
        locationOfWorkType: n % 4 === 0 ? "CORPORATE_OFFICE" : "HOME_OFFICE",
        locationOfWorkAddressId: n % 4 === 0 ? `addr-company-${companyId}` : addressId,
        hoursOfWork: cc === "FR" ? 35 : 40,
        annualBaseSalaryAmount: dec(salary),
        annualBaseSalaryCurrency: currency,
        bonusAmount: n % 3 === 0 ? dec(Math.round(salary * 0.1)) : null,
        bonusCurrency: n % 3 === 0 ? currency : null,
        bonusTimePeriod: n % 3 === 0 ? "annually" : null,
        holidayAllowanceValue: n % 19 === 0 ? 0 : (COUNTRY.get(cc)!.facts?.[0] ?? 20) + 5,
        holidayAllowanceType:
          n % 19 === 0 ? "UNLIMITED" : n % 2 ? "EXCLUDING_PUBLIC_HOLIDAYS" : "INCLUDING_PUBLIC_HOLIDAYS",
        probationaryPeriodLength: COUNTRY.get(cc)!.facts?.[1] || 3,
        probationaryPeriodTimeUnit: "months",
        rightToWorkCheckCompleted: status !== "PENDING",
        hasSupplementaryBenefits: n % 3 === 0 ? "yes" : n % 3 === 1 ? "no" : "unknown",
        administrativeInformation: [
          { name: "Department", value: department.replace("_", " ") },
          { name: "Cost centre", value: `CC-${100 + (n % 7)}` },
        ],
        localOnboardingDetails: { taxOffice: `${city} Tax Office`, taxClass: cc === "DE" ? "1" : null },
        requireTypeFormFilled: status === "PENDING" && n % 2 === 0,
        billingCurrency: ["US", "CA", "MX", "CL"].includes(cc)
          ? "USD"
          : cc === "GB"
            ? "GBP"
            : cc === "SE"
              ? "SEK"
              : cc === "CH"
                ? "CHF"
                : "EUR",
        managementFeeAmount: "549.00",
        managementFeeDiscountPercentage: n % 11 === 0 ? "10" : null,
        managementFeeDiscountBillingCycles: n % 11 === 0 ? 6 : null,
        managementFeeWaiverPercentage: n % 13 === 0 ? "100" : null,
        managementFeeWaiverPeriodStart: n % 13 === 0 ? "2026-01" : null,
        managementFeeWaiverBillingCycles: n % 13 === 0 ? 3 : null,
        depositType:
          companyId === INTERNAL_COMPANY_ID
            ? "NO_DEPOSIT"
            : n % 2
              ? "ZERO_DEPOSIT_INSURANCE"
              : "ADVANCED_PAYMENT_DEPOSIT",
        zeroDepositFee: n % 2 ? "89.00" : null,
        advancedPaymentDepositPercentage: n % 2 ? null : "10",
        setupFee: "460.00",
        setupFeeStructure: "PER_EMPLOYEE",
        archivedAt: status === "INACTIVE" ? at(-30 - n) : null,
        createdAt: at(-600 + n * 6),
      });
    }
  }
  // The demo employee: Emma (emp-001 slot becomes emp-emma) and the incomplete employee.
  const emmaIndex = employees.findIndex(
    (e) => e.countryCode === "DE" && e.companyId === "acme" && e.onboardingStatus === "ACTIVE",
  );
  const ianIndex = employees.findIndex((e, i) => i !== emmaIndex && e.countryCode === "DE" && e.companyId === "acme");
  const emma = employees[emmaIndex];
  Object.assign(emma, {
    id: "emp-emma",
    userId: demoUserId.employee,
    managerId: "mgr-acme",
    firstName: "Emma",
    lastName: "Employee",
    localName: "Emma Employee",
    gender: "Female",
    pronouns: "she/her",
    dateOfBirth: ymd(1991, 4, 12),
    jobTitle: "Senior Software Engineer",
    jobDescription: "Designs, builds and runs the payments platform; mentors two engineers.",
    department: "Engineering",
    startDate: ymd(2024, 3, 1),
    firstPayDate: ymd(2024, 3, 28),
    annualBaseSalaryAmount: "78000.00",
    annualBaseSalaryCurrency: "EUR",
    bonusAmount: "7800.00",
    bonusCurrency: "EUR",
    bonusTimePeriod: "annually",
    additionalCompensation: "Monthly public transport allowance of 49 EUR.",
    holidayAllowanceValue: 28,
    holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
    probationaryPeriodLength: 6,
    iban: "DE89370400440532013000",
    bicSwift: "COBADEFFXXX",
    accountNumber: null,
    socialInsuranceNumber: "65170491E003",
    phoneNumber: "+4915123456789",
    workEmail: "emma.employee@acme.example",
    personalEmail: "emma.employee@mail.example",
    payrollId: "PR-DE-0001",
    externalId: "EXT-10001",
    hasSupplementaryBenefits: "yes",
    purchaseOrderNumber: "PO-ACME-2024-017",
    adminNotes: "Relocated from Munich to Berlin in 2025.",
    depositType: "ZERO_DEPOSIT_INSURANCE",
    zeroDepositFee: "89.00",
    advancedPaymentDepositPercentage: null,
    billingCurrency: "EUR",
    employeeType: "EOR",
    lspId: "euroemploy",
    legalEntityId: leId("euroemploy", "DE"),
    locationOfWorkType: "HOME_OFFICE",
    locationOfWorkAddressId: emma.privateAddressId,
    rightToWorkCheckCompleted: true,
  } satisfies Partial<Emp>);
  // Swap external ids so EXT-10001 / PR-DE-0001 are unique.
  const emp001 = employees.find((e) => e.id === "emp-001");
  if (emp001) {
    emp001.externalId = `EXT-${10000 + emmaIndex + 1}`;
    emp001.payrollId = `PR-DE-${pad(emmaIndex + 1, 4)}`;
  }
  const ian = employees[ianIndex];
  Object.assign(ian, {
    id: "emp-incomplete",
    userId: demoUserId.incompleteEmployee,
    firstName: "Ian",
    lastName: "Incomplete",
    needsRequiredFieldsFilled: true,
    onboardingStatus: "IN_PROGRESS",
    startDate: future(30),
    firstPayDate: null,
    archivedAt: null,
    jobTitle: null,
    jobDescription: null,
    department: null,
    annualBaseSalaryAmount: null,
    dateOfBirth: null,
    gender: null,
    pronouns: null,
    privateAddressId: null,
    locationOfWorkAddressId: null,
    socialInsuranceNumber: null,
    iban: null,
    bicSwift: null,
    phoneNumber: null,
    hoursOfWork: null,
    bonusAmount: null,
    bonusCurrency: null,
    bonusTimePeriod: null,
    workEmail: "ian.incomplete@acme.example",
    personalEmail: "new.hire@acme.example",
    rightToWorkCheckCompleted: false,
    hasSupplementaryBenefits: null,
    managerId: "mgr-acme",
  } satisfies Partial<Emp>);
  // Users for every employee that has been invited (all but Pending ones).
  for (const e of employees) {
    if (e.userId || e.onboardingStatus === "PENDING") continue;
    const userId = `user-${e.id}`;
    e.userId = userId;
    users.push({
      id: userId,
      email: e.personalEmail!.toLowerCase(),
      passwordHash,
      firstName: e.firstName,
      lastName: e.lastName,
      displayName: `${e.firstName} ${e.lastName}`,
      seenPrivacyPolicy: e.onboardingStatus !== "IN_PROGRESS" || Number(e.id.slice(4)) % 2 === 0,
      seenWelcomeScreen: e.onboardingStatus !== "IN_PROGRESS",
      isActive: e.onboardingStatus !== "INACTIVE",
      sentInvitationAt: e.createdAt as Date,
      createdAt: e.createdAt as Date,
    });
    roles.push({ userId, type: "employee", tenantId: e.companyId, scopes: [] });
  }

  await tx.user.createMany({ data: users });
  await tx.userRole.createMany({ data: roles });
  count("User", users.length);
  count("UserRole", roles.length);
  await tx.manager.createMany({ data: managerRows });
  count("Manager", managerRows.length);

  // Contractor demo user is linked below; emp addresses first.
  await tx.address.createMany({ data: addresses });
  count("Address", addresses.length + COMPANIES.length);
  await tx.employee.createMany({ data: employees });
  count("Employee", employees.length);
  const empById = new Map(employees.map((e) => [e.id, e]));
  const activeLike = employees.filter((e) => e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE");

  // Direct reports.
  const associations: Prisma.UserAssociationCreateManyInput[] = [];
  for (const e of employees) {
    if (!e.userId || !e.managerId) continue;
    const manager = managerRows.find((m) => m.id === e.managerId)!;
    associations.push({ userId: manager.userId, associatedUserId: e.userId });
  }
  await tx.userAssociation.createMany({ data: associations });
  count("UserAssociation", associations.length);

  // Employments + current employment pointer.
  const employments: Prisma.EmploymentCreateManyInput[] = employees
    .filter((e) => e.onboardingStatus !== "PENDING")
    .map((e) => ({
      id: `employment-${e.id}`,
      employeeId: e.id,
      userId: e.userId ?? null,
      type: e.employeeType ?? "EOR",
      companyId: e.companyId,
      lspId: e.lspId ?? null,
      legalEntityId: e.legalEntityId ?? null,
      status:
        e.onboardingStatus === "ACTIVE"
          ? "EMPLOYMENT_STATUS_ACTIVE"
          : e.onboardingStatus === "INACTIVE"
            ? "EMPLOYMENT_STATUS_TERMINATED"
            : "EMPLOYMENT_STATUS_CREATED",
      startDate: e.startDate as Date,
      terminationDate: e.onboardingStatus === "INACTIVE" ? (e.archivedAt as Date) : null,
      firstPayrollDate: (e.firstPayDate as Date | null) ?? null,
      lastPayrollDate: e.onboardingStatus === "INACTIVE" ? (e.archivedAt as Date) : null,
      activeAt: e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE" ? (e.startDate as Date) : null,
      createdAt: e.createdAt as Date,
    }));
  await tx.employment.createMany({ data: employments });
  await tx.$executeRaw`UPDATE "Employee" e SET "currentEmploymentId" = m.id FROM "Employment" m WHERE m."employeeId" = e.id`;
  count("Employment", employments.length);

  // Salary history for employees who started.
  const salaryHistory: Prisma.SalaryHistoryCreateManyInput[] = [];
  for (const e of activeLike) {
    const amount = Number(e.annualBaseSalaryAmount);
    const raised = Number(e.id.slice(-1)) % 2 === 0 || e.id === "emp-emma";
    salaryHistory.push({
      employeeId: e.id,
      amount: dec(raised ? Math.round(amount / 1.05) : amount),
      currency: e.annualBaseSalaryCurrency!,
      effectiveDate: e.startDate as Date,
      note: "Starting salary",
    });
    if (raised)
      salaryHistory.push({
        employeeId: e.id,
        amount: dec(amount),
        currency: e.annualBaseSalaryCurrency!,
        effectiveDate: ymd(2026, 1, 1),
        note: "Annual review",
      });
  }
  await tx.salaryHistory.createMany({ data: salaryHistory });
  count("SalaryHistory", salaryHistory.length);

  // Onboarding stages, steps and progress.
  await tx.onboardingStage.createMany({
    data: ONBOARDING_STAGES.map(([name], i) => ({ id: `stage-${i + 1}`, position: i + 1, name })),
  });
  await tx.onboardingStep.createMany({
    data: ONBOARDING_STAGES.flatMap(([, steps], s) =>
      steps.map((name, i) => ({
        id: `stage-${s + 1}-step-${i + 1}`,
        stageId: `stage-${s + 1}`,
        position: i + 1,
        name,
      })),
    ),
  });
  await tx.employeeOnboardingProgress.createMany({
    data: employees.map((e, i) => {
      let done = 0;
      if (e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE") done = ALL_STEP_IDS.length;
      else if (e.onboardingStatus === "IN_PROGRESS") done = e.id === "emp-incomplete" ? 6 : 8 + (i % 16);
      else done = i % 3;
      return {
        employeeId: e.id,
        completedStepIds: ALL_STEP_IDS.slice(0, done),
        territory: e.countryCode,
        updatedAt: at(-5 - (i % 20)),
      };
    }),
  });
  count("OnboardingStage", ONBOARDING_STAGES.length);
  count("OnboardingStep", ALL_STEP_IDS.length);
  count("EmployeeOnboardingProgress", employees.length);

  // ---- Seats ---------------------------------------------------------------------------------------
  type SeatPlan = [string, string, SowStatus, "pending" | "archived", "dropout" | "correction" | null];
  const seatPlans: SeatPlan[] = [
    ["acme", "FR", "sow_awaiting_proposal", "pending", null],
    ["acme", "ES", "sow_awaiting_proposal", "pending", null],
    ["acme", "GB", "sow_awaiting_acceptance", "pending", null],
    ["acme", "NL", "sow_awaiting_acceptance", "pending", null],
    ["acme", "DE", "sow_accepted", "pending", null],
    ["acme", "PT", "sow_accepted", "pending", null],
    ["acme", "SE", "sow_awaiting_acceptance", "archived", "dropout"],
    ["acme", "IT", "sow_awaiting_proposal", "archived", "correction"],
    ["globex", "US", "sow_awaiting_proposal", "pending", null],
    ["globex", "CA", "sow_awaiting_acceptance", "pending", null],
    ["globex", "MX", "sow_accepted", "pending", null],
    ["globex", "BR", "sow_accepted", "archived", "dropout"],
    ["initech", "US", "sow_awaiting_proposal", "pending", null],
    ["initech", "GB", "sow_awaiting_acceptance", "pending", null],
    ["umbrella", "DE", "sow_awaiting_acceptance", "pending", null],
    ["umbrella", "NL", "sow_accepted", "pending", null],
    ["stark", "IE", "sow_awaiting_proposal", "pending", null],
    ["stark", "GB", "sow_accepted", "pending", null],
    ["stark", "JP", "sow_awaiting_acceptance", "pending", null],
    ["newco", "GB", "sow_awaiting_proposal", "pending", null],
  ];
  const seatRows: Prisma.SeatCreateManyInput[] = [];
  const seatProfiles: Prisma.SeatEmployeeProfileCreateManyInput[] = [];
  const seatHistory: Prisma.StatusHistoryCreateManyInput[] = [];
  const billingFor = (cc: string) =>
    ["US", "CA", "MX", "BR"].includes(cc) ? "USD" : cc === "GB" ? "GBP" : cc === "SE" ? "SEK" : "EUR";
  seatPlans.forEach(([companyId, cc, sowStatus, seatStatus, reason], i) => {
    const id = `seat-${companyId}-${i + 1}`;
    const [firsts, lasts] = NAMES[cc] ?? NAMES.GB;
    const first = firsts[(i * 5) % firsts.length];
    const last = lasts[(i * 3 + 1) % lasts.length];
    const country = COUNTRY.get(cc)!;
    const salary =
      cc === "JP"
        ? 8_400_000
        : cc === "SE"
          ? 620_000
          : cc === "MX"
            ? 720_000
            : cc === "US"
              ? 125_000
              : 45_000 + i * 2_500;
    const billingCurrency = billingFor(cc);
    const automated = companyId === "acme" || companyId === "umbrella" || companyId === "stark";
    const hasSow = sowStatus !== "sow_awaiting_proposal";
    const createdAt = at(-40 + i);
    seatRows.push({
      id,
      companyId,
      firstName: i % 6 === 1 ? null : first,
      lastName: i % 6 === 1 ? null : last,
      countryCode: cc,
      desiredStartDate: future(21 + i * 3),
      purchaseOrderNumber: i % 3 === 0 ? `PO-${companyId.toUpperCase()}-${2026}-${pad(i + 1)}` : null,
      billingCurrency,
      sowStatus,
      seatStatus,
      archiveReason: reason,
      archivedAt: seatStatus === "archived" ? at(-3 + (i % 2)) : null,
      sowDocUrl: hasSow ? `seed/order-forms/${id}.pdf` : null,
      sowSignatureDate: sowStatus === "sow_accepted" ? at(-10 + (i % 5)) : null,
      sowSignedBy: sowStatus === "sow_accepted" ? (companyId === "acme" ? "Sofia Super" : "Client manager") : null,
      isAutomatedUpsellUsed: automated,
      annualBaseSalaryAmount: dec(salary),
      annualBaseSalaryCurrency: country.currency,
      createdById: companyId === "acme" ? demoUserId.superManager : demoUserId.csAdmin,
      createdAt,
    });
    if (hasSow || automated) {
      const lines = EMPLOYER_COSTS[cc] ?? [];
      const costs = lines.map(([description, percent, cap, fixed]) => ({
        description,
        currency: country.currency,
        amount: Number(
          ((((percent ?? 0) / 100) * Math.min(salary, cap ?? Infinity)) / 12 + (fixed ?? 0) / 12).toFixed(
            country.decimals ?? 2,
          ),
        ),
      }));
      const subtotal = costs.reduce((s, c) => s + c.amount, 0);
      const fee = FEES[billingCurrency] ?? FEES.EUR;
      seatProfiles.push({
        seatId: id,
        annualBaseSalaryAmount: dec(salary),
        annualBaseSalaryCurrency: country.currency,
        managementFeeAmount: dec(fee[0]),
        setupFeeAmount: dec(fee[1]),
        setupFeeStructure: "PER_EMPLOYEE",
        employeeType: "EOR",
        depositType:
          companyId === "globex" || companyId === "initech" ? "ADVANCED_PAYMENT_DEPOSIT" : "ZERO_DEPOSIT_INSURANCE",
        depositFeeCalculatedAmount: dec(salary / 12),
        depositFeeConvertedAmount: dec((salary / 12) * (USD_RATES[billingCurrency] / USD_RATES[country.currency])),
        zeroDepositFee: companyId === "globex" || companyId === "initech" ? null : dec(fee[2]),
        advancedPaymentDepositPercentage: companyId === "globex" ? "15" : companyId === "initech" ? "20" : null,
        employerCostsSubtotal: dec(subtotal),
        employerCosts: costs,
        fxFeeAmount:
          billingCurrency === country.currency
            ? "0.00"
            : dec((salary / 12) * 0.025 * (USD_RATES[billingCurrency] / USD_RATES[country.currency])),
        fxFeeCurrency: billingCurrency,
        personalEmail: sowStatus === "sow_accepted" ? `${slug(first)}.${slug(last)}.seat${i + 1}@mail.example` : null,
        citizenship: sowStatus === "sow_accepted" ? cc : null,
        jobTitle: sowStatus === "sow_accepted" ? JOBS[i % JOBS.length][0] : null,
        locationOfWorkType: "HOME_OFFICE",
        startDate: sowStatus === "sow_accepted" ? future(21 + i * 3) : null,
        hoursOfWork: 40,
        probationaryPeriodLength: 6,
        holidayEntitlementDays: 25,
        holidayEntitlementType: "EXCLUDING_PUBLIC_HOLIDAYS",
        rightToWorkCheckCompleted: sowStatus === "sow_accepted" ? true : null,
      });
    }
    const path: string[] = ["sow:awaiting-proposal"];
    if (sowStatus !== "sow_awaiting_proposal") path.push("sow:awaiting-acceptance");
    if (sowStatus === "sow_accepted") path.push("sow:accepted");
    path.forEach((to, k) =>
      seatHistory.push({
        entityType: "Seat",
        entityId: id,
        fromStatus: k ? path[k - 1] : null,
        toStatus: to,
        actorId: k === 1 ? demoUserId.csAdmin : demoUserId.superManager,
        createdAt: new Date(createdAt.getTime() + k * 36e5 * 20),
      }),
    );
    if (seatStatus === "archived")
      seatHistory.push({
        entityType: "Seat",
        entityId: id,
        fromStatus: "pending",
        toStatus: "archived",
        actorId: demoUserId.csAdmin,
        note: reason,
        createdAt: at(-3 + (i % 2)),
      });
  });
  await tx.seat.createMany({ data: seatRows });
  await tx.seatEmployeeProfile.createMany({ data: seatProfiles });
  count("Seat", seatRows.length);
  count("SeatEmployeeProfile", seatProfiles.length);

  // ---- Contracts, questionnaires, templates, amendments -----------------------------------------
  const templates: Prisma.ContractTemplateCreateManyInput[] = [];
  const questions = (cc: string) => [
    {
      attribute: "startDate",
      question_plain_text: "Start date",
      type: "date",
      required: true,
      hint: "YYYY-MM-DD",
      party_id: "ClientManager",
    },
    {
      attribute: "jobTitle",
      question_plain_text: "Job title",
      type: "text",
      required: true,
      party_id: "ClientManager",
    },
    {
      attribute: "jobDescription",
      question_plain_text: "Job description",
      type: "text",
      required: true,
      party_id: "ClientManager",
    },
    {
      attribute: "annualBaseSalary",
      question_plain_text: `Annual base salary (${COUNTRY.get(cc)!.currency})`,
      type: "number",
      required: true,
      party_id: "ClientManager",
    },
    {
      attribute: "hoursOfWork",
      question_plain_text: "Weekly working hours",
      type: "number",
      required: true,
      default_value: 40,
      party_id: "ClientManager",
    },
    {
      attribute: "probationPeriod",
      question_plain_text: "Probation period",
      type: "select_list",
      required: true,
      options: [
        { value: "3", label: "3 months", key: "p3" },
        { value: "6", label: "6 months", key: "p6" },
      ],
      party_id: "ClientManager",
    },
    {
      attribute: "noticePeriod",
      question_plain_text: "Notice period",
      type: "select_list",
      required: true,
      options: [
        { value: "4w", label: "4 weeks", key: "n4" },
        { value: "3m", label: "3 months", key: "n3" },
      ],
      party_id: "CustomerSuccess",
    },
    {
      attribute: "remoteWork",
      question_plain_text: "Remote work allowed",
      type: "radio_button",
      required: false,
      options: [
        { value: "yes", label: "Yes", key: "y" },
        { value: "no", label: "No", key: "n" },
      ],
      party_id: "ClientManager",
    },
    {
      attribute: "confidentiality",
      question_plain_text: "Include the standard confidentiality clause",
      type: "checkbox",
      required: true,
      hint: "Please confirm the confidentiality clause",
      party_id: "CustomerSuccess",
    },
  ];
  const templateCountries = EMPLOYEE_COUNTRIES.map((c) => c[0]);
  templateCountries.forEach((cc, i) =>
    templates.push({
      id: `tpl-${cc.toLowerCase()}`,
      countryCode: cc,
      name: `${COUNTRY.get(cc)!.name} employment contract`,
      externalTemplateId: `T${pad(101 + i, 4)}`,
      questions: questions(cc),
    }),
  );
  templates.push({
    id: "tpl-de-acme",
    countryCode: "DE",
    companyId: "acme",
    name: "Acme Corp Germany employment contract",
    externalTemplateId: "A0042",
    questions: questions("DE"),
  });
  await tx.contractTemplate.createMany({ data: templates });
  const mappings: Prisma.TemplateMappingCreateManyInput[] = templateCountries.map((cc, i) => ({
    id: `tm-${cc.toLowerCase()}`,
    countryCode: cc,
    avvokaOriginalTemplateId: `T${pad(101 + i, 4)}`,
    status: "ENABLED",
    createdById: demoUserId.admin,
    createdAt: at(-500 + i),
  }));
  mappings.push({
    id: "tm-de-acme",
    countryCode: "DE",
    companyId: "acme",
    avvokaOriginalTemplateId: "A0042",
    status: "ENABLED",
    createdById: demoUserId.admin,
    createdAt: at(-200),
  });
  mappings.push({
    id: "tm-fr-legacy",
    countryCode: "FR",
    avvokaOriginalTemplateId: "T0099",
    status: "DISABLED",
    createdById: demoUserId.admin,
    createdAt: at(-800),
  });
  mappings.push({
    id: "tm-gb-stark",
    countryCode: "GB",
    companyId: "stark",
    avvokaOriginalTemplateId: "S0007",
    status: "DISABLED",
    createdById: demoUserId.opAdmin,
    createdAt: at(-120),
  });
  await tx.templateMapping.createMany({ data: mappings });
  count("ContractTemplate", templates.length);
  count("TemplateMapping", mappings.length);

  const contracts: Prisma.ContractCreateManyInput[] = [];
  const questionnaires: Prisma.ContractQuestionnaireCreateManyInput[] = [];
  const contractHistory: Prisma.StatusHistoryCreateManyInput[] = [];
  const inProgressStatuses: ContractStatus[] = [
    "draft",
    "pending_internal_review",
    "pending_review",
    "review_done",
    "approved",
    "signed_employee",
  ];
  const contractPath: ContractStatus[] = [
    "draft",
    "pending_internal_review",
    "pending_review",
    "review_done",
    "approved",
    "signed_employee",
    "signed_both_parties",
  ];
  const statusLiteral: Record<ContractStatus, string> = {
    archived: "archived",
    pending_review: "pending-review",
    review_done: "review-done",
    draft: "draft",
    pending_internal_review: "pending-internal-review",
    approved: "approved",
    signed_employee: "signed:employee",
    signed_both_parties: "signed:both-parties",
  };
  let inProgressCounter = 0;
  for (const e of employees) {
    if (e.onboardingStatus === "PENDING" || e.id === "emp-incomplete") continue;
    let status: ContractStatus;
    if (e.onboardingStatus === "ACTIVE") status = "signed_both_parties";
    else if (e.onboardingStatus === "INACTIVE") status = "archived";
    else status = inProgressStatuses[inProgressCounter++ % inProgressStatuses.length];
    const created =
      e.onboardingStatus === "IN_PROGRESS"
        ? at(-20 + (inProgressCounter % 10))
        : new Date((e.startDate as Date).getTime() - 30 * DAY);
    const version = e.id === "emp-emma" ? 2 : 1;
    if (e.id === "emp-emma") {
      contracts.push({
        id: "contract-emma-v1",
        employeeId: e.id,
        documentId: "doc-contract-emma-v1",
        externalDocumentId: "avv-emma-1",
        templateId: "tpl-de-acme",
        status: "archived",
        contractVersion: 1,
        storageKey: "seed/contracts/doc-contract-emma-v1.pdf",
        archivedAt: ymd(2024, 2, 20),
        createdAt: ymd(2024, 2, 1),
      });
      contractHistory.push({
        entityType: "Contract",
        entityId: "contract-emma-v1",
        fromStatus: "draft",
        toStatus: "archived",
        actorId: demoUserId.csAdmin,
        createdAt: ymd(2024, 2, 20),
      });
    }
    const id = `contract-${e.id}${version > 1 ? `-v${version}` : ""}`;
    const documentId = e.id === "emp-emma" ? "doc-contract-emma-v2" : `doc-${e.id}`;
    const signed = status === "signed_both_parties" || status === "archived";
    contracts.push({
      id,
      employeeId: e.id,
      documentId,
      externalDocumentId: `avv-${e.id}`,
      templateId: e.id === "emp-emma" ? "tpl-de-acme" : `tpl-${e.countryCode.toLowerCase()}`,
      status,
      contractVersion: version,
      storageKey: status === "draft" && inProgressCounter % 2 ? null : `seed/contracts/${documentId}.pdf`,
      employeeSignedAt: signed || status === "signed_employee" ? new Date(created.getTime() + 10 * DAY) : null,
      employerSignedAt: signed ? new Date(created.getTime() + 12 * DAY) : null,
      archivedAt: status === "archived" ? (e.archivedAt as Date) : null,
      createdAt: created,
    });
    const last = status === "archived" ? contractPath.length - 1 : contractPath.indexOf(status);
    for (let k = 0; k <= last; k++)
      contractHistory.push({
        entityType: "Contract",
        entityId: id,
        fromStatus: k ? statusLiteral[contractPath[k - 1]] : null,
        toStatus: statusLiteral[contractPath[k]],
        actorId: k === 5 ? (e.userId ?? null) : demoUserId.csAdmin,
        createdAt: new Date(created.getTime() + k * 2 * DAY),
      });
    if (status === "archived")
      contractHistory.push({
        entityType: "Contract",
        entityId: id,
        fromStatus: "signed:both-parties",
        toStatus: "archived",
        actorId: demoUserId.opAdmin,
        createdAt: e.archivedAt as Date,
      });
    questionnaires.push({
      employeeId: e.id,
      templateId: e.id === "emp-emma" ? "tpl-de-acme" : `tpl-${e.countryCode.toLowerCase()}`,
      body: [
        {
          position: 1,
          attribute: "startDate",
          title: "Start date",
          type: "date",
          value: iso(e.startDate as Date),
          hint: "YYYY-MM-DD",
        },
        { position: 2, attribute: "jobTitle", title: "Job title", type: "text", value: e.jobTitle, hint: null },
        {
          position: 3,
          attribute: "annualBaseSalary",
          title: "Annual base salary",
          type: "number",
          value: Number(e.annualBaseSalaryAmount),
          hint: e.annualBaseSalaryCurrency,
        },
        {
          position: 4,
          attribute: "hoursOfWork",
          title: "Weekly working hours",
          type: "number",
          value: e.hoursOfWork,
          hint: null,
        },
        {
          position: 5,
          attribute: "probationPeriod",
          title: "Probation period",
          type: "select_list",
          value: String(e.probationaryPeriodLength ?? 6),
          hint: "months",
        },
        {
          position: 6,
          attribute: "noticePeriod",
          title: "Notice period",
          type: "select_list",
          value: "4w",
          hint: null,
        },
        {
          position: 7,
          attribute: "confidentiality",
          title: "Include the standard confidentiality clause",
          type: "checkbox",
          value: true,
          hint: null,
        },
      ],
      createdAt: created,
    });
  }
  await tx.contract.createMany({ data: contracts });
  await tx.contractQuestionnaire.createMany({ data: questionnaires });
  count("Contract", contracts.length);
  count("ContractQuestionnaire", questionnaires.length);

  const amendmentTargets = contracts.filter(
    (c) => c.status === "pending_review" || c.status === "review_done" || c.id === "contract-emp-emma-v2",
  );
  const amendments: Prisma.ContractAmendmentCreateManyInput[] = amendmentTargets.slice(0, 6).map((c, i) => {
    const e = empById.get(c.employeeId)!;
    return {
      id: `amend-${i + 1}`,
      contractId: c.id,
      documentId: c.documentId,
      employeeId: e.id,
      companyId: e.companyId,
      reviewType: (["REWORD", "ADD_CLAUSE", "REMOVE_CLAUSE"] as const)[i % 3],
      reviewClause: CLAUSES[(i * 5) % CLAUSES.length],
      reviewClauseNumber: i % 2 ? `${3 + i}.${1 + (i % 3)}` : null,
      details: [
        "Please clarify that the home office allowance is paid monthly with salary.",
        "Add a clause about the annual learning budget of 1,500 EUR.",
        "Remove the non-compete clause; it is not enforceable for this role.",
        "Reword the bonus clause so the target is set yearly by the manager.",
        "Add a clause confirming 2 extra days of leave after 3 years of service.",
        "Reword the place of work clause to allow working from another EU country for 30 days a year.",
      ][i],
      reviewStatus: i < 2 ? "dispatched" : "pending",
      urgency: i < 2 ? (["URGENT", "MEDIUM"] as const)[i] : i === 2 ? "NOT_URGENT" : null,
      dispatchedAt: i < 2 ? at(-4 + i) : null,
      createdById: e.companyId === "acme" ? demoUserId.superManager : null,
      createdAt: at(-9 + i),
    };
  });
  await tx.contractAmendment.createMany({ data: amendments });
  count("ContractAmendment", amendments.length);

  // ---- Documents ---------------------------------------------------------------------------------
  const documents: Prisma.DocumentCreateManyInput[] = [
    {
      id: "doc-emma-passport",
      title: "Passport",
      description: "Passport scan (photo page)",
      type: "PASSPORT",
      storageKey: "seed/documents/doc-emma-passport.pdf",
      fileName: "passport.pdf",
      mimeType: "application/pdf",
      sizeBytes: 412_233,
      userId: demoUserId.employee,
      employeeId: "emp-emma",
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.employee,
      createdAt: ymd(2024, 2, 5),
    },
    {
      id: "doc-emma-taxid",
      title: "Tax ID",
      description: "Steuer-ID letter",
      type: "TAX_ID",
      storageKey: "seed/documents/doc-emma-taxid.pdf",
      fileName: "steuer-id.pdf",
      mimeType: "application/pdf",
      sizeBytes: 98_120,
      userId: demoUserId.employee,
      employeeId: "emp-emma",
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.employee,
      createdAt: ymd(2024, 2, 6),
    },
    {
      id: "doc-emma-sin",
      title: "Social insurance number",
      description: "Sozialversicherungsausweis",
      type: "SOCIAL_INSURANCE_NUMBER",
      storageKey: "seed/documents/doc-emma-sin.png",
      fileName: "sv-ausweis.png",
      mimeType: "image/png",
      sizeBytes: 256_004,
      userId: demoUserId.employee,
      employeeId: "emp-emma",
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.employee,
      createdAt: ymd(2024, 2, 6),
    },
    {
      id: "doc-emma-contract",
      title: "Employment contract (signed)",
      description: "Signed by both parties",
      type: "CONTRACT",
      storageKey: "seed/contracts/doc-contract-emma-v2.pdf",
      fileName: "contract-v2.pdf",
      mimeType: "application/pdf",
      sizeBytes: 1_204_551,
      documentVersion: 2,
      userId: demoUserId.employee,
      employeeId: "emp-emma",
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.csAdmin,
      createdAt: ymd(2024, 2, 27),
    },
    {
      id: "doc-emma-processing",
      title: "Payslip October 2026",
      description: "Uploaded by EuroEmploy",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-emma-payslip-202610.pdf",
      fileName: "payslip-2026-10.pdf",
      mimeType: "application/pdf",
      sizeBytes: 88_410,
      status: "PROCESSING",
      userId: demoUserId.employee,
      employeeId: "emp-emma",
      companyId: "acme",
      tenantId: "euroemploy",
      uploadedById: demoUserId.lsp,
      createdAt: at(-1),
    },
    {
      id: "doc-acme-msa",
      title: "Master services agreement",
      description: "Signed MSA with OmniPlatform",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-acme-msa.pdf",
      fileName: "acme-msa.pdf",
      mimeType: "application/pdf",
      sizeBytes: 2_301_112,
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.csAdmin,
      createdAt: at(-700),
    },
    {
      id: "doc-acme-dpa",
      title: "Data processing agreement",
      description: "GDPR DPA",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-acme-dpa.docx",
      fileName: "acme-dpa.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      sizeBytes: 310_554,
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.csAdmin,
      createdAt: at(-690),
    },
    {
      id: "doc-acme-malicious",
      title: "Invoice scan",
      description: "Flagged by the virus scanner",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-acme-malicious.pdf",
      fileName: "invoice.pdf",
      mimeType: "application/pdf",
      sizeBytes: 45_000,
      status: "MALICIOUS",
      companyId: "acme",
      tenantId: "acme",
      uploadedById: demoUserId.manager,
      createdAt: at(-12),
    },
    {
      id: "doc-globex-msa",
      title: "Master services agreement",
      description: "Signed MSA with OmniPlatform",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-globex-msa.pdf",
      fileName: "globex-msa.pdf",
      mimeType: "application/pdf",
      sizeBytes: 2_110_000,
      companyId: "globex",
      tenantId: "globex",
      uploadedById: demoUserId.csAdmin,
      createdAt: at(-640),
    },
    {
      id: "doc-euroemploy-profile",
      title: "EuroEmploy service description",
      description: "Provider profile",
      type: "DOCUMENT",
      storageKey: "seed/documents/doc-euroemploy-profile.pdf",
      fileName: "profile.pdf",
      mimeType: "application/pdf",
      sizeBytes: 501_000,
      tenantId: "euroemploy",
      uploadedById: demoUserId.lsp,
      createdAt: at(-300),
    },
  ];
  for (const s of seatRows)
    if (s.sowDocUrl)
      documents.push({
        id: `doc-sow-${s.id}`,
        title: "Order form",
        description: `Order form for ${s.firstName ?? "new"} ${s.lastName ?? "hire"}`,
        type: "ORDER_FORM",
        storageKey: s.sowDocUrl,
        fileName: "order-form.pdf",
        mimeType: "application/pdf",
        sizeBytes: 180_000,
        companyId: s.companyId,
        tenantId: s.companyId,
        createdAt: s.createdAt as Date,
      });
  for (const c of contracts
    .filter((c) => c.status === "signed_both_parties" && c.employeeId !== "emp-emma")
    .slice(0, 20)) {
    const e = empById.get(c.employeeId)!;
    documents.push({
      id: `doc-file-${c.id}`,
      title: "Employment contract (signed)",
      type: "CONTRACT",
      storageKey: c.storageKey!,
      fileName: "contract.pdf",
      mimeType: "application/pdf",
      sizeBytes: 950_000 + e.id.length * 1000,
      userId: e.userId ?? null,
      employeeId: e.id,
      companyId: e.companyId,
      tenantId: e.companyId,
      createdAt: c.createdAt as Date,
    });
  }

  // ---- Benefits preferences ----------------------------------------------------------------------
  const prefs: [string, string, BenefitSelectionStatus][] = [
    ["acme", "DE", "YES"],
    ["acme", "FR", "NO"],
    ["acme", "GB", "REMIND_LATER"],
    ["acme", "ES", "YES"],
    ["acme", "NL", "NO"],
    ["acme", "US", "YES"],
    ["globex", "US", "YES"],
    ["globex", "CA", "REMIND_LATER"],
    ["globex", "MX", "YES"],
    ["stark", "IE", "NO"],
    ["stark", "GB", "YES"],
    ["umbrella", "NL", "REMIND_LATER"],
    ["initech", "US", "YES"],
  ];
  await tx.clientBenefitPreference.createMany({
    data: prefs.map(([companyId, countryCode, selectionStatus], i) => ({
      companyId,
      countryCode,
      selectionStatus,
      consentGiven: selectionStatus === "REMIND_LATER",
      updatedById: companyId === "acme" ? demoUserId.superManager : null,
      createdAt: at(-100 + i * 5),
    })),
  });
  count("ClientBenefitPreference", prefs.length);

  // ---- Workbooks and pay reports ------------------------------------------------------------------
  const workbookPlan: [number, WorkbookStatus][] = [
    [5, "GENERATED"],
    [6, "VALIDATED"],
    [7, "WITH_PENDING_INVOICES"],
    [8, "GENERATING"],
    [9, "VALIDATING"],
    [10, "WITH_ERRORS"],
    [11, "IN_PROGRESS"],
  ];
  const monthName = (m: number) =>
    new Date(Date.UTC(2026, m - 1, 1)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  await tx.workbook.createMany({
    data: workbookPlan.map(([month, status]) => ({
      id: `wb-2026-${pad(month, 2)}`,
      name: `${monthName(month)} 2026 - Workbook`,
      month,
      year: 2026,
      status,
      createdById: demoUserId.payrollAdmin,
      createdAt: new Date(Date.UTC(2026, month - 1, 2, 8)),
    })),
  });
  count("Workbook", workbookPlan.length);

  type FilePlan = {
    period: string;
    cc: string;
    lsp: string;
    cycle: PayrollCycle;
    status: PayReportStatus;
    source: "NEEYAMO" | "SNOWFLAKE" | "MANUAL";
  };
  const filePlans: FilePlan[] = [
    { period: "202609", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
    { period: "202609", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "PUBLISHED", source: "NEEYAMO" },
    { period: "202609", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "PUBLISHED", source: "SNOWFLAKE" },
    { period: "202609", cc: "DE", lsp: "euroemploy", cycle: "OFF_CYCLE", status: "DISCARDED", source: "MANUAL" },
    {
      period: "202610",
      cc: "DE",
      lsp: "euroemploy",
      cycle: "CYCLE_1",
      status: "SPECIALIST_APPROVED",
      source: "NEEYAMO",
    },
    { period: "202610", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_2", status: "COPIED", source: "MANUAL" },
    {
      period: "202610",
      cc: "DE",
      lsp: "euroemploy",
      cycle: "OFF_CYCLE",
      status: "PRE_APPROVAL_QUERY",
      source: "MANUAL",
    },
    { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "DUPLICATES_CHECKED", source: "NEEYAMO" },
    { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_2", status: "APPROVED", source: "MANUAL" },
    { period: "202610", cc: "FR", lsp: "francepay", cycle: "CYCLE_3", status: "ERROR", source: "MANUAL" },
    { period: "202610", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "PUBLISHED", source: "SNOWFLAKE" },
    { period: "202610", cc: "GB", lsp: "britstaff", cycle: "CYCLE_2", status: "PRE_PUBLISH_QUERY", source: "MANUAL" },
    { period: "202610", cc: "GB", lsp: "britstaff", cycle: "OFF_CYCLE", status: "TRANSFORMED", source: "MANUAL" },
    { period: "202611", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_1", status: "DRAFT", source: "NEEYAMO" },
    { period: "202611", cc: "FR", lsp: "francepay", cycle: "CYCLE_1", status: "INGESTED", source: "NEEYAMO" },
    { period: "202611", cc: "GB", lsp: "britstaff", cycle: "CYCLE_1", status: "TAXONOMIZED", source: "SNOWFLAKE" },
    { period: "202611", cc: "DE", lsp: "euroemploy", cycle: "CYCLE_2", status: "ENRICHED", source: "MANUAL" },
  ];
  const PIPELINE: PayReportStatus[] = [
    "DRAFT",
    "INGESTED",
    "TAXONOMIZED",
    "ENRICHED",
    "TRANSFORMED",
    "DUPLICATES_CHECKED",
    "APPROVED",
    "COPIED",
  ];
  function statusPath(status: PayReportStatus): PayReportStatus[] {
    if (status === "ERROR") return ["DRAFT", "INGESTED", "ERROR"];
    if (status === "DISCARDED") return [...PIPELINE.slice(0, 6), "DISCARDED"];
    const i = PIPELINE.indexOf(status);
    if (i >= 0) return PIPELINE.slice(0, i + 1);
    const tail: Record<string, PayReportStatus[]> = {
      PRE_APPROVAL_QUERY: ["PRE_APPROVAL_QUERY"],
      SPECIALIST_APPROVED: ["SPECIALIST_APPROVED"],
      PRE_PUBLISH_QUERY: ["PRE_APPROVAL_QUERY", "SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY"],
      PUBLISHED: ["SPECIALIST_APPROVED", "PUBLISHED"],
    };
    return [...PIPELINE, ...tail[status]];
  }
  const PROCESSING: PayReportStatus[] = ["DRAFT", "INGESTED", "TAXONOMIZED", "ENRICHED", "TRANSFORMED"];
  const MANUAL_STEPS = new Set<PayReportStatus>([
    "APPROVED",
    "PRE_APPROVAL_QUERY",
    "SPECIALIST_APPROVED",
    "PRE_PUBLISH_QUERY",
    "PUBLISHED",
    "DISCARDED",
  ]);

  const gtnFiles: Prisma.GrossToNetFileCreateManyInput[] = [];
  const lspData: Prisma.LspDataCreateManyInput[] = [];
  const payRows: Prisma.PayRegisterRowCreateManyInput[] = [];
  const payTotals: Prisma.PayReportEmployeeTotalCreateManyInput[] = [];
  const gtnErrors: Prisma.DataProcessingErrorCreateManyInput[] = [];
  const justifications: Prisma.JustificationCreateManyInput[] = [];
  const gtnHistory: Prisma.StatusHistoryCreateManyInput[] = [];
  const UNMATCHED: Record<string, [string, string][]> = {
    DE: [
      ["Katrin", "Vogel"],
      ["Tobias", "Krüger"],
      ["Svenja", "Braun"],
      ["Moritz", "Neumann"],
    ],
    FR: [
      ["Élodie", "Fournier"],
      ["Mathis", "Girard"],
      ["Clara", "Bonnet"],
      ["Nathan", "Lambert"],
    ],
    GB: [
      ["Hannah", "Clarke"],
      ["Samuel", "Wright"],
      ["Freya", "Walker"],
      ["Oscar", "Hughes"],
    ],
  };

  filePlans.forEach((f, idx) => {
    const id = `gtn-${f.period}-${f.cc.toLowerCase()}-${f.cycle.toLowerCase().replace("_", "")}`;
    const month = Number(f.period.slice(4));
    const currency = COUNTRY.get(f.cc)!.currency;
    const createdAt = new Date(Date.UTC(2026, month - 1, 24 + (idx % 4), 8 + (idx % 6)));
    const processing = PROCESSING.includes(f.status);
    const withRows = f.status !== "DRAFT" && f.status !== "ERROR";
    const withTotals = withRows && !processing;
    const offCycle = f.cycle === "OFF_CYCLE";
    const cycle2 = f.cycle === "CYCLE_2" || f.cycle === "CYCLE_3";

    // Who is in the file: the country's employees at this LSP who started, plus people the system does not know.
    const people: { ref: string; employeeId: string | null; first: string; last: string; annual: number }[] = employees
      .filter(
        (e) =>
          e.countryCode === f.cc &&
          e.lspId === f.lsp &&
          (e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE"),
      )
      .map((e) => ({
        ref: e.payrollId!,
        employeeId: e.id,
        first: e.firstName,
        last: e.lastName,
        annual: Number(e.annualBaseSalaryAmount ?? 50000),
      }));
    (UNMATCHED[f.cc] ?? []).forEach(([first, last], k) =>
      people.push({ ref: `${f.cc}-EXT-${pad(901 + k, 4)}`, employeeId: null, first, last, annual: 48000 + k * 6500 }),
    );
    const inFile = offCycle
      ? people.filter((_, k) => k % 2 === 0)
      : cycle2
        ? people.filter((_, k) => k % 3 !== 1)
        : people;

    let rowNumber = 0;
    let fileTotalCents = 0;
    const prev = f.period === "202609";
    for (const p of inFile) {
      const r = mulberry32(p.ref.split("").reduce((s, ch) => s * 31 + ch.charCodeAt(0), 7) + month * 101 + idx);
      const c = (x: number) => Math.round(x * 100);
      const lines: [string, number][] = [];
      if (offCycle) {
        const bonus = c(p.annual * (0.04 + r() * 0.06));
        lines.push(
          ["Bonus", bonus],
          ["Income Tax", Math.round(bonus * 0.36)],
          ["Social Security EE", Math.round(bonus * 0.09)],
          ["Social Security ER", Math.round(bonus * 0.12)],
        );
      } else if (cycle2) {
        const overtime = c(150 + r() * 600);
        const expenses = c(40 + r() * 360);
        lines.push(
          ["Overtime", overtime],
          ["Expense Reimbursement", expenses],
          ["Income Tax", Math.round(overtime * 0.3)],
          ["Social Security EE", Math.round(overtime * 0.09)],
          ["Social Security ER", Math.round(overtime * 0.13)],
          ["Pension ER", Math.round(overtime * 0.05)],
        );
      } else {
        const base = c(p.annual / 12);
        lines.push(["Base Salary", base], ["Meal Allowance", c(prev ? 150 : 160)]);
        if (r() < 0.5) lines.push(["Overtime", c(100 + r() * 500)]);
        if (!prev && r() < 0.35) lines.push(["Bonus", c(p.annual * 0.02 + r() * 800)]);
        if (r() < 0.4) lines.push(["Expense Reimbursement", c(25 + r() * 300)]);
        const hasSacrifice = r() < 0.4;
        if (hasSacrifice) lines.push(["Salary Deduction to Gross", c(100 + Math.round(r() * 4) * 50)]);
        const income = lines.filter(([k]) => CONCEPT.get(k)![1] === "Income").reduce((s, [, v]) => s + v, 0);
        const sacrifice = hasSacrifice ? lines[lines.length - 1][1] : 0;
        const taxable = income - sacrifice;
        lines.push(
          ["Income Tax", Math.round(taxable * (0.18 + r() * 0.12))],
          ["Social Security EE", Math.round(taxable * 0.093)],
          ["Pension EE", Math.round(taxable * 0.04)],
          ["Social Security ER", Math.round(income * 0.13)],
          ["Pension ER", Math.round(income * 0.05)],
          ["Health Insurance ER", Math.round(income * 0.073)],
        );
      }
      let income = 0,
        deductionToGross = 0,
        deductions = 0,
        contributions = 0;
      const cat: Record<string, number> = {
        salary: 0,
        allowance: 0,
        variablePay: 0,
        expenses: 0,
        pensionContribution: 0,
        benefitContribution: 0,
        socialCosts: 0,
      };
      for (const [concept, value] of lines) {
        const [, applicationType, category, payrollGlobal, sub] = CONCEPT.get(concept)!;
        rowNumber++;
        const enriched = f.status !== "INGESTED";
        if (withRows)
          payRows.push({
            grossToNetId: id,
            rowNumber,
            employeeRef: p.ref,
            employeeId: enriched ? p.employeeId : null,
            firstName: p.first,
            lastName: p.last,
            concept,
            value: cents(value),
            applicationType: enriched ? applicationType : null,
            category: enriched ? category : null,
            payrollGlobal: enriched ? payrollGlobal : null,
            payrollGlobalSubCategory: enriched ? sub : null,
            inputType: concept === "Base Salary" ? "RECURRING" : "ONE_OFF",
          });
        if (applicationType === "Income") income += value;
        else if (applicationType === "Contribution") contributions += value;
        else if (concept === "Salary Deduction to Gross") deductionToGross += value;
        else deductions += value;
        if (category in cat) cat[category] += value;
      }
      const taxableGross = income - deductionToGross;
      const net = taxableGross - deductions;
      const totalCost = income + contributions;
      fileTotalCents += totalCost;
      if (withTotals)
        payTotals.push({
          grossToNetId: id,
          employeeRef: p.ref,
          employeeId: p.employeeId,
          firstName: p.first,
          lastName: p.last,
          currency,
          salary: cents(cat.salary),
          allowance: cents(cat.allowance),
          variablePay: cents(cat.variablePay),
          expenses: cents(cat.expenses),
          pensionContribution: cents(cat.pensionContribution),
          benefitContribution: cents(cat.benefitContribution),
          socialCosts: cents(cat.socialCosts),
          eeDeductions: cents(deductions),
          erContribution: cents(contributions),
          gross: cents(income),
          taxableGross: cents(taxableGross),
          net: cents(net),
          totalCost: cents(totalCost),
          status: f.status,
          lspBillNumber: null,
        });
    }
    const rowCount = withRows ? rowNumber : 0;
    const fileName = `${f.lsp}_${f.cc}_${f.period}_${f.cycle === "OFF_CYCLE" ? "offcycle" : f.cycle.toLowerCase().replace("_", "")}_pay_register.csv`;
    gtnFiles.push({
      id,
      workbookId: `wb-2026-${pad(month, 2)}`,
      fileName,
      fileType: "PAY_REGISTER",
      country: f.cc,
      lspId: f.lsp,
      legalEntityId: leId(f.lsp, f.cc),
      payrollCycle: f.cycle,
      payrollPeriod: f.period,
      source: f.source,
      processingStatus: f.status,
      uploadStatus: f.status === "DRAFT" ? "STARTED" : "SUCCEEDED",
      storageKey: `seed/pay-reports/${id}.csv`,
      uploadedById: idx % 2 ? demoUserId.payrollAdmin : demoUserId.benefitsSpecialist,
      total: withTotals ? cents(fileTotalCents) : null,
      currency,
      rowCount,
      totalRows: f.status === "DRAFT" ? 0 : f.status === "ERROR" ? 41 : rowCount,
      processedRows: f.status === "INGESTED" ? Math.floor(rowCount / 2) : f.status === "ERROR" ? 27 : rowCount,
      createdAt,
    });
    // Status history along the path.
    const path = statusPath(f.status);
    path.forEach((to, k) =>
      gtnHistory.push({
        entityType: "GrossToNetFile",
        entityId: id,
        fromStatus: k ? path[k - 1] : null,
        toStatus: to,
        actorId:
          k === 0
            ? (gtnFiles[gtnFiles.length - 1].uploadedById as string)
            : MANUAL_STEPS.has(to)
              ? demoUserId.payrollAdmin
              : null,
        note:
          to === "PRE_APPROVAL_QUERY"
            ? "Overtime for two employees looks doubled; asked the LSP to confirm."
            : to === "PRE_PUBLISH_QUERY"
              ? "Waiting for the LSP to confirm the pension figures."
              : null,
        createdAt: new Date(createdAt.getTime() + k * 3 * 3_600_000),
      }),
    );
    // LSP bill data on files past verification.
    if (["PUBLISHED", "SPECIALIST_APPROVED", "PRE_PUBLISH_QUERY", "COPIED", "PRE_APPROVAL_QUERY"].includes(f.status)) {
      const billNumber = `${f.lsp.toUpperCase().slice(0, 4)}-${f.period}-${pad(idx + 1, 3)}`;
      const billingCurrency = f.cc === "GB" ? "GBP" : "EUR";
      lspData.push({
        grossToNetId: id,
        lspBillingCurrency: billingCurrency,
        lspExchangeRate: "1",
        lspBillNumber: billNumber,
        lspBillUrl: `https://bills.${f.lsp}.example/${billNumber}.pdf`,
        invoiceDate: new Date(Date.UTC(2026, month - 1, 28)),
        invoiceDueDate: new Date(Date.UTC(2026, month, 12)),
        invoiceAmount: cents(fileTotalCents + Math.round(fileTotalCents * 0.04)),
        memo: `${COUNTRY.get(f.cc)!.name} payroll ${monthName(month)} 2026 (${f.cycle.replace("_", " ").toLowerCase()})`,
        postingPeriod: f.period,
        billType: f.status === "PRE_APPROVAL_QUERY" ? "BILL_CREDIT" : "BILL",
      });
      for (const t of payTotals) if (t.grossToNetId === id) t.lspBillNumber = billNumber;
    }
    if (f.status === "ERROR") {
      gtnErrors.push(
        {
          grossToNetId: id,
          rowNumber: 14,
          message: "Unknown concept 'Prime exceptionnelle' for country FR: add it to the taxonomy and re-upload.",
        },
        { grossToNetId: id, rowNumber: 27, message: "Employee FR-EXT-0999 not found for provider FrancePay SAS." },
        { grossToNetId: id, rowNumber: 28, message: "Employee FR-EXT-0999 not found for provider FrancePay SAS." },
        { grossToNetId: id, rowNumber: null, message: "Column 'Payroll Period' is missing: expected yyyyMM." },
      );
    }
  });
  // Justifications on the current DE and GB reports.
  const justify = (gtnId: string, k: number, note: string) => {
    const t = payTotals.filter((x) => x.grossToNetId === gtnId)[k];
    if (t)
      justifications.push({
        grossToNetId: gtnId,
        employeeRef: t.employeeRef,
        employeeId: t.employeeId ?? null,
        note,
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-5 + k),
      });
  };
  justify("gtn-202610-de-cycle1", 0, "Bonus paid in October as agreed in the annual review.");
  justify("gtn-202610-de-cycle1", 2, "Overtime approved by the client manager (ticket OPS-4411).");
  justify("gtn-202610-de-cycle1", 4, "Salary sacrifice for the company bike scheme started this month.");
  justify("gtn-202610-gb-cycle1", 1, "Meal allowance increased from 150 to 160 GBP per month.");
  justifications.push({
    grossToNetId: "gtn-202610-de-cycle1",
    employeeRef: null,
    employeeId: null,
    note: "Whole file: the October run includes the works-council bonus.",
    createdById: demoUserId.payrollAdmin,
    createdAt: at(-4),
  });

  await tx.grossToNetFile.createMany({ data: gtnFiles });
  await tx.lspData.createMany({ data: lspData });
  await tx.payRegisterRow.createMany({ data: payRows });
  await tx.payReportEmployeeTotal.createMany({ data: payTotals });
  await tx.dataProcessingError.createMany({ data: gtnErrors });
  await tx.justification.createMany({ data: justifications });
  count("GrossToNetFile", gtnFiles.length);
  count("LspData", lspData.length);
  count("PayRegisterRow", payRows.length);
  count("PayReportEmployeeTotal", payTotals.length);
  count("DataProcessingError", gtnErrors.length);
  count("Justification", justifications.length);

  // Taxonomy mappings per country for the concepts, plus one LSP-specific override.
  const taxonomy: Prisma.TaxonomyMappingCreateManyInput[] = [];
  for (const cc of ["DE", "FR", "GB", "ES", "NL", "IE"])
    for (const [concept, applicationType, category, payrollGlobal, sub] of CONCEPTS)
      taxonomy.push({
        countryCode: cc,
        concept,
        category,
        applicationType,
        payrollGlobal,
        payrollGlobalSubCategory: sub,
        inputType: concept === "Base Salary" ? "RECURRING" : "ONE_OFF",
      });
  taxonomy.push({
    countryCode: "DE",
    lspId: "euroemploy",
    concept: "Sachbezug",
    category: "allowance",
    applicationType: "Income",
    payrollGlobal: "Earnings",
    payrollGlobalSubCategory: "Benefits in kind",
    inputType: "RECURRING",
  });
  taxonomy.push({
    countryCode: "FR",
    lspId: "francepay",
    concept: "Titres-restaurant",
    category: "allowance",
    applicationType: "Income",
    payrollGlobal: "Earnings",
    payrollGlobalSubCategory: "Allowances",
    inputType: "RECURRING",
  });
  await tx.taxonomyMapping.createMany({ data: taxonomy });
  count("TaxonomyMapping", taxonomy.length);

  const jobs: [string, TaxonomyJobStatus, number, object | null][] = [
    ["DE", "FINISHED", -30, null],
    [
      "FR",
      "ERROR",
      -12,
      [
        { message: "Legal entity configuration not found for FrancePay France." },
        { message: "3 concepts could not be mapped: Prime exceptionnelle, Indemnité transport, Avantage en nature." },
      ],
    ],
    ["GB", "FINISHED", -8, null],
    ["ES", "STARTED", -1, null],
    ["NL", "CREATED", 0, null],
    ["IE", "CREATED", 0, null],
  ];
  await tx.taxonomyUpdateJob.createMany({
    data: jobs.map(([cc, status, days, errors], i) => {
      const lsp = LSP_BY_COUNTRY.get(cc)!;
      return {
        id: `tax-job-${i + 1}`,
        countryCode: cc,
        legalEntityId: leId(lsp.id, cc),
        status,
        errors: errors ?? Prisma.DbNull,
        createdById: demoUserId.payrollAdmin,
        createdAt: at(days, 10 + i),
      };
    }),
  });
  count("TaxonomyUpdateJob", jobs.length);

  await tx.providerIdUpload.createMany({
    data: [
      {
        id: "pid-upload-1",
        fileName: "provider-ids-2026-09.csv",
        employeesUpdated: activeLike.slice(0, 6).map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
        errors: [],
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-50),
      },
      {
        id: "pid-upload-2",
        fileName: "provider-ids-2026-10.csv",
        employeesUpdated: activeLike.slice(6, 9).map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
        errors: [
          { employee: { id: "emp-999", name: "Unknown Person" }, error: "Employee not found" },
          {
            employee: { id: activeLike[10].id, name: `${activeLike[10].firstName} ${activeLike[10].lastName}` },
            error: "Provider ID already used by another employee",
          },
        ],
        createdById: demoUserId.payrollAdmin,
        createdAt: at(-10),
      },
    ],
  });
  count("ProviderIdUpload", 2);

  // ---- Finance: invoice logs, billing items, balances, cutoffs, payroll reports -----------------
  const invoiceLogs: Prisma.InvoiceLogCreateManyInput[] = [];
  const simpleInvoices: Prisma.SimpleInvoiceCreateManyInput[] = [];
  const logStatuses: InvoiceLogStatus[] = ["SUCCESS", "SUBMITTED", "FAILED"];
  const logTypes: InvoiceLogType[] = [
    "SETUP_FEE_AND_DEPOSIT",
    "INITIAL_SALARY_RETAINER",
    "SETUP_FEE_ONLY",
    "DEPOSIT_ONLY",
  ];
  const invoiceCandidates = employees.filter(
    (e) => e.companyId !== INTERNAL_COMPANY_ID && e.onboardingStatus !== "PENDING",
  );
  let logIndex = 0;
  for (const status of logStatuses)
    for (const type of logTypes) {
      for (let rep = 0; rep < (status === "SUCCESS" ? 3 : 1); rep++) {
        const e = invoiceCandidates[(logIndex * 5) % invoiceCandidates.length];
        const company = COMPANIES.find((c) => c.id === e.companyId)!;
        const id = `invlog-${pad(++logIndex)}`;
        const currency = e.billingCurrency as string;
        const monthly = Number(e.annualBaseSalaryAmount) / 12;
        const amount =
          type === "SETUP_FEE_ONLY"
            ? 460
            : type === "DEPOSIT_ONLY"
              ? monthly
              : type === "INITIAL_SALARY_RETAINER"
                ? monthly * 1.3
                : 460 + monthly;
        invoiceLogs.push({
          id,
          companyId: e.companyId,
          employeeId: e.id,
          companyName: company.name,
          employeeName: `${e.firstName} ${e.lastName}`,
          employeeCountry: e.countryCode,
          invoiceType: type,
          reason:
            type === "INITIAL_SALARY_RETAINER" ? "Salary pre-payment before first payroll" : "New employee onboarding",
          triggeredBy: pick([demoUserId.financeAdmin, demoUserId.csAdmin, "system"]),
          status,
          createdAt: at(-60 + logIndex * 4, 11),
        });
        simpleInvoices.push({
          invoiceLogId: id,
          employeeId: e.id,
          totalAmount: dec(amount),
          currency,
          title: `${type === "INITIAL_SALARY_RETAINER" ? "Salary pre-payment" : type.replace(/_/g, " ").toLowerCase()} - ${e.firstName} ${e.lastName}`,
          description: `${company.name}: ${COUNTRY.get(e.countryCode)!.name} hire`,
          attachmentUrls: status === "SUCCESS" ? [`seed/invoices/${id}.pdf`] : [],
          lspId: e.lspId ?? null,
          type,
          error:
            status === "FAILED"
              ? pick([
                  "Customer not found in the accounting system",
                  "Currency mismatch between subsidiary and customer",
                  "Timeout while creating the invoice",
                ])
              : null,
          createdAt: at(-60 + logIndex * 4, 11),
        });
      }
    }
  await tx.invoiceLog.createMany({ data: invoiceLogs });
  await tx.simpleInvoice.createMany({ data: simpleInvoices });
  count("InvoiceLog", invoiceLogs.length);
  count("SimpleInvoice", simpleInvoices.length);

  const billingItems: Prisma.BillingItemCreateManyInput[] = [];
  let invoiceNo = 0;
  for (const period of ["202609", "202610"])
    for (const e of employees.filter(
      (x) => x.onboardingStatus === "ACTIVE" && ["acme", "globex", "stark", "umbrella"].includes(x.companyId),
    )) {
      const salary = Number(e.annualBaseSalaryAmount) / 12;
      const social = salary * 0.19;
      const pension = salary * 0.05;
      const lspFee = 549;
      const expense = (Number(e.id.slice(-1)) || 0) * 12.5;
      const total = salary + social + pension + lspFee + expense;
      const month = Number(period.slice(4));
      billingItems.push({
        invoiceId: `inv-${e.companyId}-${period}`,
        invoiceNumber: `INV-${period}-${pad(++invoiceNo, 4)}`,
        invoiceDate: new Date(Date.UTC(2026, month - 1, 25)),
        companyId: e.companyId,
        employeeId: e.id,
        lspId: e.lspId ?? null,
        currency: e.annualBaseSalaryCurrency!,
        totalAmount: dec(total),
        salaryAmount: dec(salary),
        lspFeeAmount: dec(lspFee),
        expenseAmount: dec(expense),
        socialCostsAmount: dec(social),
        pensionContributionAmount: dec(pension),
        healthAmount: e.countryCode === "US" ? "650.00" : "0",
        paymentStatus:
          period === "202609" ? "payment_processed" : invoiceNo % 9 === 0 ? "payment_failed" : "payment_pending",
        paymentProcessedAt: period === "202609" ? new Date(Date.UTC(2026, month, 5)) : null,
        paymentInstructionExportId: period === "202609" ? `pay-export-${period}` : null,
        clientInvoiceExportId: period === "202609" ? `client-export-${period}` : "NOT_EXPORTED",
        payrollPeriod: period,
      });
    }
  for (const e of employees
    .filter((x) => x.hasSupplementaryBenefits === "yes" && x.onboardingStatus === "ACTIVE")
    .slice(0, 5))
    billingItems.push({
      invoiceId: `inv-benefits-${e.companyId}-202610`,
      invoiceNumber: `BEN-202610-${pad(++invoiceNo, 4)}`,
      invoiceDate: ymd(2026, 10, 28),
      companyId: e.companyId,
      employeeId: e.id,
      lspId: e.lspId ?? null,
      currency: e.annualBaseSalaryCurrency!,
      totalAmount: "240.00",
      benefitAmount: "220.00",
      nonStatutoryBenefitAmount: "20.00",
      isBenefit: true,
      payrollPeriod: "202610",
    });
  await tx.billingItem.createMany({ data: billingItems });
  count("BillingItem", billingItems.length);

  const balance = (
    companyId: string,
    currency: string,
    daysOverdue: number | null,
    unpaid: number,
    extra: Partial<Prisma.ClientBalanceCreateManyInput> = {},
  ): Prisma.ClientBalanceCreateManyInput => ({
    companyId,
    currency,
    daysOverdue,
    accountBalance: dec(unpaid - 2000),
    payrollBalanceUnpaid: dec(unpaid),
    depositBalanceUnpaid: dec(unpaid * 0.1),
    prepaymentBalanceUnpaid: "0",
    creditBalanceUnapplied: "2000.00",
    payrollBalanceUnapplied: "0",
    depositBalanceUnapplied: "0",
    prepaymentBalanceUnapplied: "0",
    cashBalanceUnapplied: "0",
    depositBalancePaid: dec(unpaid * 0.8),
    prepaymentBalancePaid: dec(unpaid * 0.2),
    depositAndPrepaymentBalanceHeld: dec(unpaid),
    isPausedUpsell: false,
    lastSyncedAt: at(-1, 6),
    ...extra,
  });
  const balances = [
    balance("acme", "EUR", null, 48210.5),
    balance("acme", "GBP", 0, 12040),
    balance("acme", "USD", null, 0),
    balance("globex", "USD", 0, 96500),
    balance("initech", "USD", 12, 31800.75),
    balance("umbrella", "EUR", 45, 61250, { isPausedUpsell: true }),
    balance("stark", "EUR", null, 22400),
    balance("stark", "GBP", 0, 8800),
    balance("newco", "GBP", null, 0),
  ];
  await tx.clientBalance.createMany({ data: balances });
  count("ClientBalance", balances.length);

  const cutoffReports: Prisma.CutoffReportCreateManyInput[] = [];
  const cutoffCombos: [string, string][] = [
    ["euroemploy", "DE"],
    ["francepay", "FR"],
    ["britstaff", "GB"],
    ["iberia-talent", "ES"],
    ["americas-payroll", "US"],
  ];
  for (let m = 0; ; m++) {
    const date = new Date(Date.UTC(2024, 3 + m, 1)); // from April 2024
    if (date.getTime() > ANCHOR) break;
    for (const [lspId, cc] of cutoffCombos.slice(0, m >= 27 ? 5 : 3)) {
      const label = date.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
      cutoffReports.push({
        reportName: `Cutoff report - ${COUNTRY.get(cc)!.name} - ${label}`,
        countryCode: cc,
        countryName: COUNTRY.get(cc)!.name,
        lspId,
        period: date,
        storageKey: `seed/cutoff-reports/${lspId}-${cc}-${iso(date).slice(0, 7)}.csv`,
        createdAt: new Date(date.getTime() + 14 * DAY),
      });
    }
  }
  await tx.cutoffReport.createMany({ data: cutoffReports });
  count("CutoffReport", cutoffReports.length);

  const cutoffDates: Prisma.CutoffDateCreateManyInput[] = [];
  const firstMonth = new Date(todayMidnight);
  for (const lsp of LSPS.filter((l) => l.active))
    for (const cc of lsp.countries)
      for (let m = -1; m < 5; m++) {
        const y = firstMonth.getUTCFullYear();
        const mm = firstMonth.getUTCMonth() + m;
        const period = new Date(Date.UTC(y, mm, 1));
        const p = `${period.getUTCFullYear()}${pad(period.getUTCMonth() + 1, 2)}`;
        cutoffDates.push({
          lspId: lsp.id,
          countryCode: cc,
          legalEntityId: leId(lsp.id, cc),
          payrollCycle: "CYCLE_1",
          payrollPeriod: p,
          cutoffDate: new Date(Date.UTC(y, mm, cc === "GB" ? 10 : 15)),
        });
        if (["DE", "FR", "GB"].includes(cc))
          cutoffDates.push({
            lspId: lsp.id,
            countryCode: cc,
            legalEntityId: leId(lsp.id, cc),
            payrollCycle: "CYCLE_2",
            payrollPeriod: p,
            cutoffDate: new Date(Date.UTC(y, mm, 25)),
          });
      }
  await tx.cutoffDate.createMany({ data: cutoffDates });
  count("CutoffDate", cutoffDates.length);

  const payrollReports: Prisma.PayrollReportCreateManyInput[] = [];
  const reportPlan: [string, number][] = [
    ["acme", 6],
    ["globex", 3],
    ["umbrella", 2],
    [INTERNAL_COMPANY_ID, 2],
  ];
  for (const [companyId, months] of reportPlan)
    for (let k = 0; k < months; k++) {
      const month = 10 - k;
      const period = `2026${pad(month, 2)}`;
      payrollReports.push({
        companyId,
        payrollPeriod: period,
        storageKey: null,
        employeeCount: employees.filter((e) => e.companyId === companyId && e.onboardingStatus === "ACTIVE").length,
        createdAt: new Date(Date.UTC(2026, month, 3, 7)),
      });
    }
  await tx.payrollReport.createMany({ data: payrollReports });
  count("PayrollReport", payrollReports.length);

  let vendorCount = 0;
  for (const lsp of LSPS.filter((l) => l.active)) {
    await tx.paymentVendor.create({
      data: {
        id: `vendor-${lsp.id}`,
        netsuiteName: `${lsp.name} (vendor)`,
        netsuiteId: `V${pad(2000 + vendorCount, 5)}`,
        countryCode: lsp.countries[0],
        currencies: [...new Set(lsp.countries.map((c) => COUNTRY.get(c)!.currency))],
        lsps: { connect: [{ id: lsp.id }] },
      },
    });
    vendorCount++;
  }
  count("PaymentVendor", vendorCount);
  const customers: Prisma.CustomerCreateManyInput[] = [
    ...COMPANIES.filter((c) => !c.internal).map((c, i) => ({
      entityId: c.id,
      entityType: "company",
      netSuiteId: `C${pad(5000 + i, 5)}`,
      netSuiteType: "customer",
      companyId: c.id,
    })),
    ...LSPS.filter((l) => l.active).map((l, i) => ({
      entityId: l.id,
      entityType: "lsp",
      netSuiteId: `L${pad(7000 + i, 5)}`,
      netSuiteType: "vendor",
    })),
  ];
  await tx.customer.createMany({ data: customers });
  count("Customer", customers.length);
  const billingEntities: Prisma.BillingEntityCreateManyInput[] = [
    {
      companyId: "acme",
      billingEntityId: "be-acme-eu",
      isDirectDebit: true,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/acme-eu",
      enrolledCurrencies: ["EUR", "GBP"],
      formFlag: true,
      isMultiBillingEntity: true,
    },
    {
      companyId: "acme",
      billingEntityId: "be-acme-us",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/acme-us",
      enrolledCurrencies: [],
      formFlag: false,
      isMultiBillingEntity: true,
    },
    {
      companyId: "globex",
      billingEntityId: "be-globex",
      isDirectDebit: true,
      enrolledCurrencies: ["USD"],
      formFlag: true,
    },
    {
      companyId: "initech",
      billingEntityId: "be-initech",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/initech",
      enrolledCurrencies: [],
    },
    { companyId: "umbrella", billingEntityId: "be-umbrella", isDirectDebit: false, enrolledCurrencies: [] },
    {
      companyId: "stark",
      billingEntityId: "be-stark",
      isDirectDebit: true,
      enrolledCurrencies: ["EUR", "GBP"],
      formFlag: true,
    },
    {
      companyId: "newco",
      billingEntityId: "be-newco",
      isDirectDebit: false,
      directDebitSetupUrl: "https://pay.omniplatform.example/direct-debit/newco",
      enrolledCurrencies: [],
    },
  ];
  await tx.billingEntity.createMany({ data: billingEntities });
  count("BillingEntity", billingEntities.length);

  // ---- Expenses ----------------------------------------------------------------------------------
  const expenseHistory: Prisma.StatusHistoryCreateManyInput[] = [];
  const expenses: Prisma.ExpenseCreateManyInput[] = [];
  const expensePaths: Record<ExpenseStatus, ExpenseStatus[]> = {
    PENDING: ["PENDING"],
    INFO_NEEDED: ["PENDING", "INFO_NEEDED"],
    CHANGE_MADE: ["PENDING", "INFO_NEEDED", "CHANGE_MADE"],
    APPROVED: ["PENDING", "APPROVED"],
    PAID: ["PENDING", "APPROVED", "PAID"],
    REJECTED: ["PENDING", "REJECTED"],
  };
  const categories: ExpenseCategory[] = [
    "CLIENT_ENTERTAINMENT",
    "STAFF_ENTERTAINMENT",
    "POSTAGE_FREIGHT_COURIER",
    "OFFICE_RENT",
    "OFFICE_EQUIPMENT",
    "REPAIRS",
    "TELEPHONE_INTERNET",
    "DOMESTIC_TRAVEL",
    "INTERNATIONAL_TRAVEL",
    "MILEAGE",
    "PRINTING",
    "SUBSISTENCE",
    "SUBSCRIPTIONS",
    "TRAINING",
    "CLIENT_BILLABLE",
  ];
  const EXPENSE_TITLES: Record<ExpenseCategory, string> = {
    CLIENT_ENTERTAINMENT: "Dinner with client team",
    STAFF_ENTERTAINMENT: "Team lunch",
    POSTAGE_FREIGHT_COURIER: "Courier for signed documents",
    OFFICE_RENT: "Co-working day pass",
    OFFICE_EQUIPMENT: "External monitor",
    REPAIRS: "Laptop screen repair",
    TELEPHONE_INTERNET: "Home internet (monthly)",
    DOMESTIC_TRAVEL: "Train to customer site",
    INTERNATIONAL_TRAVEL: "Flight to company offsite",
    MILEAGE: "Mileage to client workshop",
    PRINTING: "Printing of workshop material",
    SUBSISTENCE: "Meals during business trip",
    SUBSCRIPTIONS: "Design tool subscription",
    TRAINING: "Conference ticket",
    CLIENT_BILLABLE: "Client-billable travel",
  };
  const expenseEmployees = [
    empById.get("emp-emma")!,
    ...employees
      .filter(
        (e) =>
          e.id !== "emp-emma" &&
          e.userId &&
          e.onboardingStatus === "ACTIVE" &&
          ["acme", INTERNAL_COMPANY_ID, "globex"].includes(e.companyId),
      )
      .slice(0, 8),
  ];
  const allStatuses: ExpenseStatus[] = ["PENDING", "INFO_NEEDED", "CHANGE_MADE", "APPROVED", "PAID", "REJECTED"];
  let expenseN = 0;
  for (const [i, e] of expenseEmployees.entries()) {
    const perEmployee = e.id === "emp-emma" ? 6 : 3;
    for (let k = 0; k < perEmployee; k++) {
      const status = e.id === "emp-emma" ? allStatuses[k] : allStatuses[(i + k * 2) % allStatuses.length];
      const category = categories[expenseN % categories.length];
      const id = `exp-${pad(++expenseN)}`;
      const manager = managerRows.find((m) => m.id === e.managerId);
      const approverId = manager?.userId ?? null;
      const createdAt = at(-45 + expenseN, 10);
      const currency = e.annualBaseSalaryCurrency!;
      const amount = currency === "JPY" ? 12000 + expenseN * 900 : 18.5 + ((expenseN * 37.3) % 420);
      const docId = `doc-receipt-${id}`;
      documents.push({
        id: docId,
        title: `Receipt ${EXPENSE_TITLES[category]}`,
        type: "EXPENSE_RECEIPT",
        storageKey: `seed/receipts/${id}.jpg`,
        fileName: "receipt.jpg",
        mimeType: "image/jpeg",
        sizeBytes: 140_000 + expenseN * 1000,
        userId: e.userId ?? null,
        employeeId: e.id,
        companyId: e.companyId,
        tenantId: e.companyId,
        uploadedById: e.userId ?? null,
        createdAt,
      });
      expenses.push({
        id,
        employeeId: e.id,
        companyId: e.companyId,
        title: EXPENSE_TITLES[category],
        description: `${EXPENSE_TITLES[category]} (${COUNTRY.get(e.countryCode)!.name})`,
        category,
        amount: dec(amount),
        currency,
        dateSpent: new Date(createdAt.getTime() - 3 * DAY - (createdAt.getTime() % DAY)),
        documentId: docId,
        status,
        approverId,
        approverSeen: status !== "PENDING",
        paid: status === "PAID",
        paidAt: status === "PAID" ? new Date(createdAt.getTime() + 12 * DAY) : null,
        rejectionReason: status === "REJECTED" ? "Not covered by the expense policy (personal item)." : null,
        requestedChange:
          status === "INFO_NEEDED" || status === "CHANGE_MADE"
            ? "Please attach an itemised receipt showing VAT."
            : null,
        estimatedPayrollMonth:
          status === "APPROVED" || status === "PAID" ? `2026-${pad(Math.min(11, 10 + (expenseN % 2)), 2)}` : null,
        createdAt,
      });
      expensePaths[status].forEach((to, s) =>
        expenseHistory.push({
          entityType: "Expense",
          entityId: id,
          fromStatus: s ? expensePaths[status][s - 1] : null,
          toStatus: to,
          actorId:
            s === 0 || to === "CHANGE_MADE" ? (e.userId ?? null) : to === "PAID" ? demoUserId.financeAdmin : approverId,
          note:
            to === "INFO_NEEDED"
              ? "Please attach an itemised receipt showing VAT."
              : to === "REJECTED"
                ? "Not covered by the expense policy (personal item)."
                : null,
          createdAt: new Date(createdAt.getTime() + s * 3 * DAY),
        }),
      );
    }
  }
  await tx.document.createMany({ data: documents });
  count("Document", documents.length);
  await tx.expense.createMany({ data: expenses });
  count("Expense", expenses.length);

  // ---- Time off, timesheets, regular working hours -----------------------------------------------
  const leaveTypes: LeaveType[] = ["op_leave_sick", "op_leave_compassionate", "op_leave_holiday", "op_leave_other"];
  const timeOff: Prisma.TimeOffEntryCreateManyInput[] = [];
  const timeOffEmployees = [
    empById.get("emp-emma")!,
    ...employees.filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma").slice(0, 9),
  ];
  timeOffEmployees.forEach((e, i) => {
    leaveTypes.forEach((leaveType, k) => {
      if (e.id !== "emp-emma" && (i + k) % 2 === 1) return;
      // taken (in the past, relative to the anchor)
      const start = new Date(ANCHOR - (20 + i * 9 + k * 23) * DAY);
      const len = leaveType === "op_leave_holiday" ? 5 : leaveType === "op_leave_sick" ? 2 : 1;
      timeOff.push({
        employeeId: e.id,
        companyId: e.companyId,
        leaveType,
        startDate: start,
        endDate: new Date(start.getTime() + (len - 1) * DAY),
        employeeNote:
          leaveType === "op_leave_sick"
            ? "Flu"
            : leaveType === "op_leave_holiday"
              ? "Family holiday"
              : leaveType === "op_leave_compassionate"
                ? "Family funeral"
                : "Moving house",
        isTaken: true,
        createdById: e.userId ?? null,
        createdAt: new Date(start.getTime() - 10 * DAY),
      });
      // scheduled (in the future)
      if (leaveType === "op_leave_holiday" || leaveType === "op_leave_other" || e.id === "emp-emma") {
        const fStart = future(10 + i * 6 + k * 11);
        timeOff.push({
          employeeId: e.id,
          companyId: e.companyId,
          leaveType,
          startDate: fStart,
          endDate: new Date(fStart.getTime() + (leaveType === "op_leave_holiday" ? 9 : 0) * DAY),
          employeeNote: leaveType === "op_leave_holiday" ? "Winter holiday" : "Planned appointment",
          isTaken: false,
          createdById: e.userId ?? null,
          createdAt: at(-2 - k),
        });
      }
    });
  });
  await tx.timeOffEntry.createMany({ data: timeOff });
  count("TimeOffEntry", timeOff.length);

  const workingDayTemplate = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: "09:00",
    breakStartTime: "12:30",
    breakEndTime: "13:00",
    endTime: "17:30",
    isSelected: dayOfWeek >= 1 && dayOfWeek <= 5,
  }));
  const timesheetEmployees = [
    empById.get("emp-emma")!,
    ...employees
      .filter(
        (e) =>
          e.onboardingStatus === "ACTIVE" &&
          (e.countryCode === "ES" || e.countryCode === "PT" || e.countryCode === "DE") &&
          e.id !== "emp-emma",
      )
      .slice(0, 7),
  ];
  const timesheets: Prisma.TimesheetCreateManyInput[] = [];
  const timesheetHistory: Prisma.StatusHistoryCreateManyInput[] = [];
  const months: [number, "APPROVED" | "SUBMITTED" | "EDITED"][] = [
    [8, "APPROVED"],
    [9, "APPROVED"],
    [10, "SUBMITTED"],
    [11, "EDITED"],
  ];
  for (const e of timesheetEmployees)
    for (const [month, status] of months) {
      const days: object[] = [];
      const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
      const upTo = month === 11 ? 14 : last;
      let minutes = 0;
      for (let d = 1; d <= upTo; d++) {
        const date = new Date(Date.UTC(2026, month - 1, d));
        const dow = date.getUTCDay();
        if (dow === 0 || dow === 6) continue;
        const late = (d + e.id.length) % 7 === 0;
        days.push({
          date: iso(date),
          dayOfWeek: dow,
          startTime: "09:00",
          breakStartTime: "12:30",
          breakEndTime: "13:00",
          endTime: late ? "18:30" : "17:30",
        });
        minutes += late ? 540 : 480;
      }
      const overtime =
        month === 10
          ? [
              { type: "overtime", date: `2026-10-14`, startTime: "18:30", endTime: "20:00" },
              { type: "oncall", startDate: "2026-10-24", endDate: "2026-10-25" },
            ]
          : month === 9
            ? [
                { type: "nightwork", date: "2026-09-09", startTime: "22:00", endTime: "23:45" },
                { type: "standby", startDate: "2026-09-19", endDate: "2026-09-20" },
              ]
            : [];
      const id = `ts-${e.id}-2026-${pad(month, 2)}`;
      timesheets.push({
        id,
        employeeId: e.id,
        yearMonth: `2026-${pad(month, 2)}`,
        status,
        timesheetData: { workingDays: days, overtime, timeoff: [] },
        totalMonthWorkingHours: dec(minutes / 60),
        totalOvertimeHours: month === 10 ? "1.50" : month === 9 ? "1.75" : "0",
        submittedDate: status !== "EDITED" ? new Date(Date.UTC(2026, month, 1, 16)) : null,
        approvedDate: status === "APPROVED" ? new Date(Date.UTC(2026, month, 3, 10)) : null,
        approvedById: status === "APPROVED" ? (managerRows.find((m) => m.id === e.managerId)?.userId ?? null) : null,
        createdAt: new Date(Date.UTC(2026, month - 1, 1, 9)),
      });
      const path =
        status === "EDITED"
          ? ["EDITED"]
          : status === "SUBMITTED"
            ? ["EDITED", "SUBMITTED"]
            : ["EDITED", "SUBMITTED", "APPROVED"];
      path.forEach((to, k) =>
        timesheetHistory.push({
          entityType: "Timesheet",
          entityId: id,
          fromStatus: k ? path[k - 1] : null,
          toStatus: to,
          actorId: e.userId ?? null,
          createdAt: new Date(Date.UTC(2026, month - 1 + (k ? 1 : 0), k === 2 ? 3 : 1, 9 + k)),
        }),
      );
    }
  await tx.timesheet.createMany({ data: timesheets });
  await tx.regularWorkingHours.createMany({
    data: timesheetEmployees.map((e) => ({
      employeeId: e.id,
      workingDays: workingDayTemplate,
      lastSubmittedTimesheetDate: new Date(Date.UTC(2026, 10, 1, 16)),
      lastSubmittedTimesheetDocumentId: null,
    })),
  });
  count("Timesheet", timesheets.length);
  count("RegularWorkingHours", timesheetEmployees.length);

  // ---- Terminations and resignations -------------------------------------------------------------
  const reasons: TerminationReason[] = [
    "poorPerformance",
    "businessReason",
    "failedProbation",
    "misconduct",
    "restructureOrTakeover",
    "eorSwitch",
    "moveToOwnEntity",
    "other",
  ];
  const terminationEmployees = employees
    .filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma" && e.companyId !== "newco")
    .filter((_, i) => i % 4 === 1)
    .slice(0, 8);
  const terminations: Prisma.TerminationRequestCreateManyInput[] = terminationEmployees.map((e, i) => {
    const reason = reasons[i % reasons.length];
    const manager = managerRows.find((m) => m.id === e.managerId);
    const lastDay = iso(future(45 + i * 7));
    return {
      id: `term-${pad(i + 1)}`,
      companyId: e.companyId,
      employeeId: e.id,
      employmentId: `employment-${e.id}`,
      employeeManagerId: e.managerId ?? null,
      createdById: manager?.userId ?? demoUserId.csAdmin,
      status: "REQUESTED",
      terminationReason: reason,
      answers: {
        isEmployeeOPManager: {
          selectedAnswerKeys: [i % 3 === 0 ? "yes" : "no"],
          ...(i % 3 === 0
            ? { inputAnswers: [users.find((u) => u.id === manager?.userId)?.email ?? demo("superManager").email] }
            : {}),
        },
        isEmployeeAwareOfTermination: { selectedAnswerKeys: [i % 2 ? "yes" : "no"] },
        terminationReason: { selectedAnswerKeys: [reason] },
        ...(reason === "other"
          ? { detailsOfTerminationReason: { inputAnswers: ["The role is being moved to a contractor arrangement."] } }
          : {}),
        hasDisputesWithEmployee: { selectedAnswerKeys: [i === 3 ? "yes" : "no"] },
        ...(i === 3
          ? { detailsOfDisputesWithEmployee: { inputAnswers: ["Disagreement about unpaid overtime in Q2."] } }
          : {}),
        lastWorkingDayPreference: { inputAnswers: [lastDay] },
        lastEmploymentDatePreference: { inputAnswers: [lastDay] },
        employeeNonHolidayLeaves: { selectedAnswerKeys: i % 3 === 1 ? ["sickLeave", "daysOwed"] : ["notApplicable"] },
        numberOfVacationDaysBeforeLastEmploymentDate: { inputAnswers: [String(3 + i)] },
        ...(i % 2 ? { overtimeOwed: { inputAnswers: [String(4 + i)], selectedAnswerKeys: ["hours"] } } : {}),
        numberOfDaysOwed: { inputAnswers: [String(i % 3)] },
        terminationSupportDocumentation: { inputAnswers: i === 0 ? ["doc-termination-support-1"] : [] },
      },
      createdAt: at(-14 + i, 15),
    };
  });
  await tx.terminationRequest.createMany({ data: terminations });
  if (terminations.length) {
    const t0 = terminations[0];
    await tx.document.create({
      data: {
        id: "doc-termination-support-1",
        title: "Performance improvement plan",
        type: "TERMINATION_SUPPORT",
        storageKey: `terminations/${t0.companyId}/${t0.employeeId}/pip.pdf`,
        fileName: "pip.pdf",
        mimeType: "application/pdf",
        sizeBytes: 220_000,
        employeeId: t0.employeeId,
        companyId: t0.companyId,
        tenantId: t0.companyId,
        uploadedById: t0.createdById,
        createdAt: t0.createdAt as Date,
      },
    });
    count("Document", 1);
  }
  count("TerminationRequest", terminations.length);

  const resignationEmployees = employees
    .filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma" && !terminationEmployees.includes(e))
    .filter((_, i) => i % 5 === 2)
    .slice(0, 5);
  const resignations: Prisma.ResignationCreateManyInput[] = resignationEmployees.map((e, i) => ({
    id: `resign-${pad(i + 1)}`,
    companyId: e.companyId,
    employeeId: e.id,
    employmentId: `employment-${e.id}`,
    employeeLastWorkingDay: i < 3 ? future(30 + i * 10) : new Date(ANCHOR + (10 + i) * DAY),
    isManagerAware: i !== 1,
    employeeScheduledLeaves: i % 2 ? "Holiday 22-24 December" : null,
    employeeNumberOfVacationsDays: 4 + i,
    resignationReason: ["New job opportunity", "Relocation", "Career change", "Personal reasons", "Other"][i],
    otherReason: i === 4 ? "Going back to university for a master's degree." : null,
    createdById: e.userId ?? null,
    status: i < 3 ? "REQUESTED" : "REVIEWED",
    reviewedAt: i < 3 ? null : at(-2),
    reviewedById: i < 3 ? null : demoUserId.csAdmin,
    createdAt: at(-12 + i, 14),
  }));
  await tx.resignation.createMany({ data: resignations });
  count("Resignation", resignations.length);
  const resignationHistory: Prisma.StatusHistoryCreateManyInput[] = resignations.flatMap((r) =>
    r.status === "REVIEWED"
      ? [
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: null,
            toStatus: "Requested",
            actorId: r.createdById ?? null,
            createdAt: r.createdAt as Date,
          },
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: "Requested",
            toStatus: "Reviewed",
            actorId: demoUserId.csAdmin,
            createdAt: r.reviewedAt as Date,
          },
        ]
      : [
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: null,
            toStatus: "Requested",
            actorId: r.createdById ?? null,
            createdAt: r.createdAt as Date,
          },
        ],
  );
  const terminationHistory: Prisma.StatusHistoryCreateManyInput[] = terminations.map((t) => ({
    entityType: "TerminationRequest",
    entityId: t.id!,
    fromStatus: null,
    toStatus: "Requested",
    actorId: t.createdById ?? null,
    createdAt: t.createdAt as Date,
  }));

  // ---- Contractors -------------------------------------------------------------------------------
  await tx.contractorClient.createMany({
    data: [
      {
        id: "cclient-acme",
        companyId: "acme",
        companyName: "Acme Corp",
        opTermsAccepted: true,
        opTermsAcceptedAt: at(-200),
        opTermsAcceptedBy: demoUserId.superManager,
      },
      { id: "cclient-globex", companyId: "globex", companyName: "Globex Corporation", opTermsAccepted: false },
      {
        id: "cclient-stark",
        companyId: "stark",
        companyName: "Stark Industries Ltd",
        opTermsAccepted: true,
        opTermsAcceptedAt: at(-90),
        opTermsAcceptedBy: "user-mgr-stark-1",
      },
    ],
  });
  const contractorDefs: [string, string, string, string, ContractorState, string | null][] = [
    ["ctr-carla", "Carla", "Contractor", "PT", "ACTIVE", demoUserId.contractor],
    ["ctr-diego", "Diego", "Ramos", "AR", "ACTIVE", null],
    ["ctr-priya", "Priya", "Nair", "IN", "ONBOARDING", null],
    ["ctr-tomasz", "Tomasz", "Zielinski", "PL", "KYC_PENDING", null],
    ["ctr-olu", "Olu", "Adeyemi", "NG", "KYC_FAILED", null],
    ["ctr-mei", "Mei", "Lin", "SG", "DUPLICATE_EMAIL", null],
    ["ctr-lena", "Lena", "Berg", "SE", "ACTIVE", null],
  ];
  const contractorEmail = (id: string, first: string, last: string) =>
    id === "ctr-carla" ? demo("contractor").email : `${slug(first)}.${slug(last)}@freelance.example`;
  await tx.contractor.createMany({
    data: contractorDefs.map(([id, first, last, residence, state, userId], i) => ({
      id,
      userId,
      firstName: first,
      lastName: last,
      email: state === "DUPLICATE_EMAIL" ? "mei.lin.duplicate@freelance.example" : contractorEmail(id, first, last),
      residenceCountry: residence,
      state,
      misclassificationRiskAccepted: state === "ACTIVE",
      misclassificationRiskAcceptedAt: state === "ACTIVE" ? at(-150 + i) : null,
      misclassificationRiskAcceptedBy: state === "ACTIVE" ? demoUserId.superManager : null,
      createdAt: at(-160 + i * 10),
    })),
  });
  const ccontracts: Prisma.ContractorContractCreateManyInput[] = [
    {
      id: "cc-carla-acme",
      contractorId: "ctr-carla",
      clientId: "cclient-acme",
      jobRole: "UX Researcher",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_MONTH",
      rate: "6200.00",
      startDate: ymd(2026, 2, 1),
      state: "ACTIVE",
    },
    {
      id: "cc-carla-acme-old",
      contractorId: "ctr-carla",
      clientId: "cclient-acme",
      jobRole: "UX Research Intern",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_HOUR",
      rate: "35.00",
      startDate: ymd(2025, 6, 1),
      endDate: ymd(2026, 1, 31),
      state: "INACTIVE",
    },
    {
      id: "cc-diego-acme",
      contractorId: "ctr-diego",
      clientId: "cclient-acme",
      jobRole: "Backend Developer",
      invoicingCurrency: "USD",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DAY",
      rate: "480.00",
      startDate: ymd(2026, 4, 15),
      state: "ACTIVE",
    },
    {
      id: "cc-priya-acme",
      contractorId: "ctr-priya",
      clientId: "cclient-acme",
      jobRole: "Data Scientist",
      invoicingCurrency: "USD",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_WEEK",
      rate: "1900.00",
      startDate: future(14),
      state: "ACTIVE",
    },
    {
      id: "cc-tomasz-stark",
      contractorId: "ctr-tomasz",
      clientId: "cclient-stark",
      jobRole: "Embedded Engineer",
      invoicingCurrency: "EUR",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_DELIVERABLE",
      rate: "12000.00",
      startDate: ymd(2026, 9, 1),
      endDate: ymd(2027, 2, 28),
      state: "ACTIVE",
    },
    {
      id: "cc-olu-stark",
      contractorId: "ctr-olu",
      clientId: "cclient-stark",
      jobRole: "Technical Writer",
      invoicingCurrency: "GBP",
      billingCurrency: "GBP",
      expectedInvoicingFrequency: "PER_MONTH",
      rate: "3800.00",
      startDate: ymd(2026, 10, 1),
      state: "INACTIVE",
    },
    {
      id: "cc-lena-acme",
      contractorId: "ctr-lena",
      clientId: "cclient-acme",
      jobRole: "Brand Designer",
      invoicingCurrency: "GBP",
      billingCurrency: "EUR",
      expectedInvoicingFrequency: "PER_HOUR",
      rate: "75.00",
      startDate: ymd(2025, 11, 1),
      endDate: ymd(2026, 10, 31),
      state: "INACTIVE",
    },
  ];
  await tx.contractorContract.createMany({ data: ccontracts });
  const invoiceStates: ContractorInvoiceState[] = [
    "PAID",
    "PAID",
    "OPEN",
    "PENDING",
    "IN_PROGRESS",
    "CANCELLED",
    "OPEN",
    "PAID",
    "PENDING",
  ];
  const cinvoices: Prisma.ContractorInvoiceCreateManyInput[] = invoiceStates.map((state, i) => {
    const c = ccontracts[[0, 0, 0, 2, 2, 4, 4, 6, 0][i]];
    const raised = at(-120 + i * 14);
    return {
      id: `cinv-${pad(i + 1)}`,
      contractorId: c.contractorId,
      clientId: c.clientId,
      contractId: c.id,
      state,
      amount: dec(
        Number(c.rate) *
          (c.expectedInvoicingFrequency === "PER_DAY" ? 20 : c.expectedInvoicingFrequency === "PER_HOUR" ? 120 : 1),
      ),
      currency: c.invoicingCurrency,
      description: `${c.jobRole} services - ${raised.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`,
      dueDate: new Date(raised.getTime() + 30 * DAY - (raised.getTime() % DAY)),
      raisedAt: raised,
      paidAt: state === "PAID" ? new Date(raised.getTime() + 21 * DAY) : null,
    };
  });
  await tx.contractorInvoice.createMany({ data: cinvoices });
  count("ContractorClient", 3);
  count("Contractor", contractorDefs.length);
  count("ContractorContract", ccontracts.length);
  count("ContractorInvoice", cinvoices.length);

  // ---- Bulk uploads ------------------------------------------------------------------------------
  await tx.bulkUpload.createMany({
    data: [
      {
        id: "bulk-acme-pending",
        companyId: "acme",
        state: "pending",
        fileNames: ["acme-new-hires-nov.csv"],
        uploadUrls: ["seed/bulk-uploads/bulk-acme-pending/acme-new-hires-nov.csv"],
        total: 8,
        createdById: demoUserId.csAdmin,
        createdAt: at(0, 8),
      },
      {
        id: "bulk-acme-errors",
        companyId: "acme",
        state: "finished",
        fileNames: ["acme-hires-oct.csv"],
        uploadUrls: ["seed/bulk-uploads/bulk-acme-errors/acme-hires-oct.csv"],
        total: 12,
        successCount: 9,
        createdById: demoUserId.csAdmin,
        createdAt: at(-20, 10),
        finishedAt: at(-20, 11),
      },
      {
        id: "bulk-globex-ok",
        companyId: "globex",
        state: "finished",
        fileNames: ["globex-q3.csv", "globex-q3-extra.csv"],
        uploadUrls: [
          "seed/bulk-uploads/bulk-globex-ok/globex-q3.csv",
          "seed/bulk-uploads/bulk-globex-ok/globex-q3-extra.csv",
        ],
        total: 6,
        successCount: 6,
        createdById: demoUserId.csAdmin,
        createdAt: at(-60, 9),
        finishedAt: at(-60, 10),
      },
    ],
  });
  await tx.bulkUploadError.createMany({
    data: [
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 3,
        name: "Jan Kowalczyk",
        email: "jan.kowalczyk@mail",
        errors: [
          {
            message: "{value} is not a valid email address",
            context: { label: "Email", key: "email", value: "jan.kowalczyk@mail" },
          },
        ],
      },
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 7,
        name: "Marta Ruiz",
        email: "marta.ruiz@mail.example",
        errors: [
          {
            message: "Country {value} is not supported",
            context: { label: "Country", key: "country", value: "Atlantis" },
          },
          {
            message: "Start date must be in the future",
            context: { label: "Start date", key: "startDate", value: "2025-01-01" },
          },
        ],
      },
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 11,
        name: "Emma Employee",
        email: "employee@acme.example",
        errors: [],
        migrationStatus: "FAILED",
        error: "This email address already exists, please use a different email",
      },
    ],
  });
  count("BulkUpload", 3);
  count("BulkUploadError", 3);

  // ---- Feature flags, e-mail change ---------------------------------------------------------------
  await tx.featureFlagOverride.createMany({
    data: [
      { key: "client-benefit-selection", companyId: "acme", enabled: true },
      { key: "add-contractor-hire", companyId: "acme", enabled: true },
      { key: "client-benefits", companyId: "acme", enabled: true },
      { key: "timesheets", companyId: "initech", enabled: false },
    ],
  });
  count("FeatureFlagOverride", 4);
  await tx.emailChangeRequest.create({
    data: {
      userId: demoUserId.viewerPeople,
      newEmail: "pat.people.new@omniplatform.example",
      tokenHash: "0".repeat(64),
      expiresAt: at(-30),
      createdAt: at(-31),
    },
  });
  count("EmailChangeRequest", 1);

  // ---- Status history (all workflows) -------------------------------------------------------------
  const history = [
    ...seatHistory,
    ...contractHistory,
    ...gtnHistory,
    ...expenseHistory,
    ...timesheetHistory,
    ...terminationHistory,
    ...resignationHistory,
  ];
  await tx.statusHistory.createMany({ data: history });
  count("StatusHistory", history.length);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
