// The two stages' starting values, from the seat's saved (draft) profile.
import type { SeatView } from "@/lib/hiring/dto";

export type Values = Record<string, unknown>;
export type Profile = Record<string, unknown>;

export const profileOf = (seat: SeatView): Profile => (seat.employeeProfile ?? {}) as Profile;

export function personalDefaults(seat: SeatView): Values {
  const p = profileOf(seat);
  const address = (p.privateAddress as Record<string, string> | null) ?? { country: seat.countryCode };
  return {
    countryCode: seat.countryCode,
    citizenship: (p.citizenship as string) || "",
    firstName: seat.firstName,
    lastName: seat.lastName,
    pronouns: (p.pronouns as string) || "",
    personalEmail: (p.personalEmail as string) || "",
    privateAddress: {
      addressLine1: "",
      addressLine2: "",
      city: "",
      state: "",
      postalCode: "",
      ...address,
      country: address.country || seat.countryCode,
    },
    rightToWorkCheckCompleted:
      p.rightToWorkCheckCompleted === true ? "yes" : p.rightToWorkCheckCompleted === false ? "no" : undefined,
  };
}

export function contractDefaults(seat: SeatView): Values {
  const p = profileOf(seat);
  return {
    jobTitle: (p.jobTitle as string) || "",
    jobDescription: (p.jobDescription as string) || "",
    annualBaseSalaryAmount: p.annualBaseSalaryAmount ? Number(p.annualBaseSalaryAmount) : undefined,
    annualBaseSalaryCurrency: (p.annualBaseSalaryCurrency as string) || "",
    locationOfWorkType: (p.locationOfWorkType as string) || "HOME_OFFICE",
    locationOfWorkCity: (p.locationOfWorkCity as string) || "",
    hoursOfWork: (p.hoursOfWork as number) ?? undefined,
    workEmail: (p.workEmail as string) || "",
    probationaryPeriodLength: (p.probationaryPeriodLength as number) ?? undefined,
    holidayEntitlementType: (p.holidayEntitlementType as string) || "",
    holidayEntitlementDays: (p.holidayEntitlementDays as number) ?? undefined,
    hasSupplementaryBenefits: (p.hasSupplementaryBenefits as string) || undefined,
  };
}

/** With only some salary currencies offered (spec 1 section 6), the form starts on the first unless one is stored. */
export function withOfferedCurrency(values: Values, offered: string[] | null): Values {
  const current = String(values.annualBaseSalaryCurrency ?? "");
  return offered && !offered.includes(current) ? { ...values, annualBaseSalaryCurrency: offered[0] } : values;
}
