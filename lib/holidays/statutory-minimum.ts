// The statutory minimum of paid annual leave per country, in working days a year on a 5-day week: a client
// cannot give an employee fewer holiday days than the law of the country (Unlimited time off is exempt).
// Where the law's minimum counts the public holidays in (GB), `withoutPublicHolidays` is the minimum of an
// allowance that excludes them. A country not in the table has no minimum here. Browser-safe (the forms show it).
import { AppError } from "@/lib/errors";

type Minimum = { days: number; withoutPublicHolidays?: number };

export const STATUTORY_MINIMUM_DAYS: Readonly<Record<string, Minimum>> = {
  AT: { days: 25 }, // Urlaubsgesetz §2: 30 working days on a 6-day week
  AU: { days: 20 }, // Fair Work Act 2009 s87: 4 weeks
  BE: { days: 20 }, // Lois coordonnées sur les vacances annuelles: 4 weeks
  BH: { days: 30 }, // Labour Law 2012 art. 58: 30 days
  BR: { days: 22 }, // CLT art. 130: 30 calendar days
  CA: { days: 10 }, // Canada Labour Code s184: 2 weeks (federal; provinces from 2 weeks)
  CH: { days: 20 }, // OR art. 329a: 4 weeks
  CL: { days: 15 }, // Código del Trabajo art. 67: 15 working days
  CU: { days: 22 }, // Código de Trabajo art. 101: 30 calendar days
  DE: { days: 20 }, // BUrlG §3: 24 working days on a 6-day week
  DK: { days: 25 }, // Ferieloven §5: 5 weeks
  ES: { days: 22 }, // Estatuto de los Trabajadores art. 38: 30 calendar days
  FR: { days: 25 }, // Code du travail L3141-3: 30 working days (jours ouvrables) on a 6-day week
  // Working Time Regulations 1998 reg. 13, 13A: 5.6 weeks, 28 days including the 8 bank holidays.
  GB: { days: 28, withoutPublicHolidays: 20 },
  HR: { days: 20 }, // Zakon o radu art. 77: 4 weeks
  IE: { days: 20 }, // Organisation of Working Time Act 1997 s19: 4 working weeks
  IN: { days: 15 }, // Factories Act 1948 s79: 1 day per 20 worked (about 15); state Shops Acts 12 to 21
  IR: { days: 26 }, // Labour Law art. 64: one month
  IT: { days: 20 }, // D.Lgs. 66/2003 art. 10: 4 weeks
  JP: { days: 10 }, // Labour Standards Act art. 39: 10 days after 6 months of service
  KP: { days: 14 }, // Socialist Labour Law art. 65: 14 days
  KR: { days: 15 }, // Labor Standards Act art. 60: 15 days after a year
  KW: { days: 30 }, // Private Sector Labour Law art. 70: 30 days
  MX: { days: 12 }, // Ley Federal del Trabajo art. 76 (2023 reform): 12 days in the first year
  NL: { days: 20 }, // Burgerlijk Wetboek 7:634: 4 times the weekly working days
  NO: { days: 21 }, // Ferieloven §5: 25 working days on a 6-day week
  PL: { days: 20 }, // Kodeks pracy art. 154: 20 days (26 after 10 years)
  PT: { days: 22 }, // Código do Trabalho art. 238: 22 working days
  RU: { days: 20 }, // Labour Code art. 115: 28 calendar days
  SE: { days: 25 }, // Semesterlagen §4: 25 days
  SG: { days: 7 }, // Employment Act s43: 7 days after 3 months of service
  SV: { days: 15 }, // Código de Trabajo art. 177: 15 days
  SY: { days: 14 }, // Labour Law 17/2010 art. 155: 14 days
  US: { days: 0 }, // No federal minimum (FLSA)
  UY: { days: 20 }, // Ley 12.590 art. 1: 20 days
  ZA: { days: 15 }, // Basic Conditions of Employment Act s20: 21 consecutive days (15 working days)
};

/** The minimum of holiday days for an allowance of this type in the country; 0 when none applies. */
export function statutoryMinimumDays(countryCode: string, holidayType: string | null | undefined): number {
  if (holidayType === "UNLIMITED") return 0;
  const minimum = STATUTORY_MINIMUM_DAYS[countryCode.toUpperCase()];
  if (!minimum) return 0;
  if (holidayType === "EXCLUDING_PUBLIC_HOLIDAYS" && minimum.withoutPublicHolidays !== undefined)
    return minimum.withoutPublicHolidays;
  return minimum.days;
}

export function statutoryMinimumMessage(minimum: number, countryName: string): string {
  return `Holiday days cannot be below the statutory minimum of ${minimum} days in ${countryName}.`;
}

/** The hint next to a holiday days input. */
export function statutoryMinimumHint(countryCode: string, holidayType: string | null | undefined): string | undefined {
  const minimum = statutoryMinimumDays(countryCode, holidayType);
  if (!minimum) return undefined;
  const note =
    STATUTORY_MINIMUM_DAYS[countryCode.toUpperCase()]?.withoutPublicHolidays !== undefined &&
    holidayType !== "EXCLUDING_PUBLIC_HOLIDAYS"
      ? ", public holidays included"
      : "";
  return `Statutory minimum: ${minimum} days${note}`;
}

/** Refuses (400 on `field`) a number of holiday days below the country's minimum; Unlimited is exempt. */
export function assertStatutoryMinimum(input: {
  countryCode: string;
  countryName: string;
  holidayType: string | null | undefined;
  days: number | null | undefined;
  field: string;
}): void {
  if (input.days === null || input.days === undefined) return;
  const minimum = statutoryMinimumDays(input.countryCode, input.holidayType);
  if (input.days >= minimum) return;
  const message = statutoryMinimumMessage(minimum, input.countryName);
  throw new AppError("BAD_REQUEST", message, { fieldErrors: { [input.field]: [message] } });
}
