// The corpus's countries: pay currency, salary range, contribution rates and the concept names a local provider
// writes in its register, by role. Each role maps to one OmniPlatform category (the provider's taxonomy).
import type { BonusKind } from "@/generated/prisma/enums";

export type Role =
  | "salary"
  | "allowance"
  | "overtime"
  | "bonus"
  | "extraMonth"
  | "expenses"
  | "finalPay"
  | "unpaidLeave"
  | "sacrifice"
  | "tax"
  | "socialEe"
  | "erSocial"
  | "erPension"
  | "erHealth"
  | "carAllowance"
  | "statedGross"
  | "statedNet"
  | "statedCost";

type ApplicationType = "Income" | "Deduction" | "Contribution";

/** [applicationType, category, payrollGlobal] of each role; a stated total is its own kind of row. */
export const ROLE_TAXONOMY: Record<Role, [ApplicationType, string, string]> = {
  salary: ["Income", "salary", "Earnings"],
  allowance: ["Income", "allowance", "Earnings"],
  overtime: ["Income", "variablePay", "Earnings"],
  bonus: ["Income", "variablePay", "Earnings"],
  extraMonth: ["Income", "variablePay", "Earnings"],
  expenses: ["Income", "expenses", "Earnings"],
  finalPay: ["Income", "variablePay", "Earnings"],
  unpaidLeave: ["Income", "salary", "Earnings"],
  sacrifice: ["Deduction", "deductionToGross", "Pre-tax Deductions"],
  tax: ["Deduction", "eeDeductions", "Employee Deductions"],
  socialEe: ["Deduction", "eeDeductions", "Employee Deductions"],
  erSocial: ["Contribution", "socialCosts", "Employer Contributions"],
  erPension: ["Contribution", "pensionContribution", "Employer Contributions"],
  erHealth: ["Contribution", "benefitContribution", "Employer Contributions"],
  // The provider's mapping mistake: an income concept filed as an employer pension contribution.
  carAllowance: ["Income", "pensionContribution", "Earnings"],
  statedGross: ["Income", "salary", "Totals"],
  statedNet: ["Deduction", "eeDeductions", "Totals"],
  statedCost: ["Contribution", "socialCosts", "Totals"],
};

export const STATED_ROLES: Partial<Record<Role, "gross" | "net" | "employerCost">> = {
  statedGross: "gross",
  statedNet: "net",
  statedCost: "employerCost",
};

export type CountrySpec = {
  code: string;
  currency: string;
  decimals: number;
  /** Share of the corpus's employees. */
  weight: number;
  annual: [number, number];
  /** Rates: income tax, employee social, employer social, employer pension, employer health. */
  rates: [number, number, number, number, number];
  /** A recurring allowance's monthly amount range. */
  allowance: [number, number];
  /** The extra month paid in the labelled month (December), if the country has one. */
  extraMonth: BonusKind | null;
  /** The register states its own gross, net and employer cost. */
  statesTotals: boolean;
  /** The currency of contracts denominated in another currency than the pay currency. */
  contractCurrency: string;
  concepts: Record<Role, string>;
};

export const COUNTRY_SPECS: CountrySpec[] = [
  {
    code: "DE",
    currency: "EUR",
    decimals: 2,
    weight: 25,
    annual: [42_000, 110_000],
    rates: [0.18, 0.2, 0.19, 0.03, 0.015],
    allowance: [40, 160],
    extraMonth: "THIRTEENTH_MONTH",
    statesTotals: false,
    contractCurrency: "USD",
    concepts: {
      salary: "Grundgehalt",
      allowance: "Fahrtkostenzuschuss",
      overtime: "Überstundenvergütung",
      bonus: "Sonderzahlung",
      extraMonth: "Weihnachtsgeld",
      expenses: "Reisekostenerstattung",
      finalPay: "Urlaubsabgeltung",
      unpaidLeave: "Unbezahlter Urlaub",
      sacrifice: "Entgeltumwandlung bAV",
      tax: "Lohnsteuer",
      socialEe: "Sozialversicherung AN",
      erSocial: "Sozialversicherung AG",
      erPension: "bAV Arbeitgeberzuschuss",
      erHealth: "Umlagen U1/U2",
      carAllowance: "Dienstwagenzuschuss",
      statedGross: "Gesamtbrutto",
      statedNet: "Auszahlungsbetrag",
      statedCost: "Arbeitgeberkosten gesamt",
    },
  },
  {
    code: "FR",
    currency: "EUR",
    decimals: 2,
    weight: 15,
    annual: [36_000, 95_000],
    rates: [0.1, 0.22, 0.3, 0.05, 0.02],
    allowance: [50, 120],
    extraMonth: "THIRTEENTH_MONTH",
    statesTotals: true,
    contractCurrency: "USD",
    concepts: {
      salary: "Salaire de base",
      allowance: "Prime de transport",
      overtime: "Heures supplémentaires",
      bonus: "Prime exceptionnelle",
      extraMonth: "13e mois",
      expenses: "Remboursement de frais",
      finalPay: "Indemnité compensatrice de congés payés",
      unpaidLeave: "Absence non rémunérée",
      sacrifice: "Versement PERCO",
      tax: "Prélèvement à la source",
      socialEe: "Cotisations salariales",
      erSocial: "Cotisations patronales",
      erPension: "Retraite complémentaire employeur",
      erHealth: "Mutuelle employeur",
      carAllowance: "Avantage véhicule",
      statedGross: "Salaire brut",
      statedNet: "Net à payer",
      statedCost: "Coût total employeur",
    },
  },
  {
    code: "ES",
    currency: "EUR",
    decimals: 2,
    weight: 15,
    annual: [26_000, 70_000],
    rates: [0.15, 0.065, 0.3, 0.02, 0.01],
    allowance: [30, 110],
    extraMonth: "FOURTEENTH_MONTH",
    statesTotals: false,
    contractCurrency: "USD",
    concepts: {
      salary: "Salario base",
      allowance: "Plus transporte",
      overtime: "Horas extraordinarias",
      bonus: "Bonus",
      extraMonth: "Paga extra Navidad",
      expenses: "Reembolso de gastos",
      finalPay: "Finiquito vacaciones no disfrutadas",
      unpaidLeave: "Permiso no retribuido",
      sacrifice: "Plan de pensiones empleado",
      tax: "IRPF",
      socialEe: "Seguridad Social trabajador",
      erSocial: "Seguridad Social empresa",
      erPension: "Plan de pensiones empresa",
      erHealth: "Seguro médico empresa",
      carAllowance: "Retribución vehículo",
      statedGross: "Total devengado",
      statedNet: "Líquido a percibir",
      statedCost: "Coste empresa total",
    },
  },
  {
    code: "GB",
    currency: "GBP",
    decimals: 2,
    weight: 20,
    annual: [32_000, 100_000],
    rates: [0.2, 0.08, 0.138, 0.05, 0.02],
    allowance: [60, 200],
    extraMonth: null,
    statesTotals: true,
    contractCurrency: "EUR",
    concepts: {
      salary: "Basic Pay",
      allowance: "Travel Allowance",
      overtime: "Overtime",
      bonus: "Bonus",
      extraMonth: "13th Month Pay",
      expenses: "Expenses Reimbursed",
      finalPay: "Holiday Pay on Termination",
      unpaidLeave: "Unpaid Leave",
      sacrifice: "Pension Salary Sacrifice",
      tax: "PAYE Tax",
      socialEe: "Employee NIC",
      erSocial: "Employer NIC",
      erPension: "Employer Pension",
      erHealth: "Private Medical ER",
      carAllowance: "Company Car Allowance",
      statedGross: "Total Gross Pay",
      statedNet: "Net Pay",
      statedCost: "Total Employer Cost",
    },
  },
  {
    code: "US",
    currency: "USD",
    decimals: 2,
    weight: 15,
    annual: [65_000, 180_000],
    rates: [0.18, 0.0765, 0.0765, 0.04, 0.06],
    allowance: [50, 150],
    extraMonth: null,
    statesTotals: false,
    contractCurrency: "EUR",
    concepts: {
      salary: "Regular Salary",
      allowance: "Remote Work Stipend",
      overtime: "Overtime Pay",
      bonus: "Bonus",
      extraMonth: "13th Month Pay",
      expenses: "Expense Reimbursement",
      finalPay: "PTO Payout",
      unpaidLeave: "Unpaid Leave",
      sacrifice: "401(k) Pre-Tax",
      tax: "Federal Income Tax",
      socialEe: "FICA Employee",
      erSocial: "FICA Employer",
      erPension: "401(k) Employer Match",
      erHealth: "Medical ER",
      carAllowance: "Car Allowance",
      statedGross: "Gross Pay",
      statedNet: "Net Pay",
      statedCost: "Total Employer Cost",
    },
  },
  {
    code: "JP",
    currency: "JPY",
    decimals: 0,
    weight: 10,
    annual: [4_500_000, 12_000_000],
    rates: [0.08, 0.15, 0.02, 0.09, 0.05],
    allowance: [8_000, 25_000],
    extraMonth: null,
    statesTotals: true,
    contractCurrency: "USD",
    concepts: {
      salary: "基本給",
      allowance: "通勤手当",
      overtime: "時間外手当",
      bonus: "賞与",
      extraMonth: "第13月給与",
      expenses: "立替経費精算",
      finalPay: "有給休暇買取",
      unpaidLeave: "欠勤控除",
      sacrifice: "確定拠出年金（本人）",
      tax: "所得税",
      socialEe: "社会保険料（本人）",
      erSocial: "雇用保険（会社）",
      erPension: "厚生年金（会社）",
      erHealth: "健康保険（会社）",
      carAllowance: "車両手当",
      statedGross: "総支給額",
      statedNet: "差引支給額",
      statedCost: "会社負担総額",
    },
  },
];

export const COUNTRY_SPEC = new Map(COUNTRY_SPECS.map((c) => [c.code, c]));

/** Contract currency -> pay currency rates around which each month's rate moves (within +-0.6%). */
const FX_BASE: Record<string, number> = { "USD>EUR": 0.92, "EUR>GBP": 0.86, "EUR>USD": 1.09, "USD>JPY": 150 };

/** The rate of a pair for a period's pay (dated the last day of the month before): a slow wave, so two
 *  consecutive months differ by well under 1.5%. Independent of the seed (the rate table is shared). */
export function fxRate(from: string, to: string, periodIndex: number): number {
  const base = FX_BASE[`${from}>${to}`];
  if (base === undefined) throw new Error(`No corpus rate for ${from} -> ${to}`);
  const wave = 1 + 0.006 * Math.sin(periodIndex * 1.3 + from.charCodeAt(0));
  return Number((base * wave).toFixed(8));
}
export const FX_PAIRS = Object.keys(FX_BASE).map((k) => k.split(">") as [string, string]);
