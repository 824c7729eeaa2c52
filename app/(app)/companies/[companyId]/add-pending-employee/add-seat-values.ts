// The 'Add employee details' form's values and rules: the countries it offers, the zod schema per validation
// (the admin start-date rule counts business days on the chosen country's weekend), the defaults per variant,
// what still blocks sending and the submit button's words.
import type { FieldErrors, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { makeZAdminSeatForm, ZClientSeatForm } from "@/lib/hiring/schema";
import type { KeyFactsContent } from "@/components/hiring/key-facts";

export type CountryWithFacts = {
  code: string;
  name: string;
  currency: string;
  isSanctioned: boolean;
  keyFacts: KeyFactsContent | null;
  /** Country.weekendDays (0 = Sunday): the start-date rules count business days on it. */
  weekendDays: number[];
};

export type Values = Record<string, unknown> & {
  countryCode: string;
  desiredStartDate: string;
  employeeType?: string;
  depositType?: string;
  billingCurrency?: string;
  orderFormSigned?: boolean;
  includeSalary?: boolean;
  acceptTerms?: boolean;
  apdChoice?: string;
};

/** The message of a field's error, by the field's name. */
export type ErrorOf = (name: string) => string | undefined;

export const errorOf =
  (errors: FieldErrors<Values>): ErrorOf =>
  (name) =>
    (errors as Record<string, { message?: string }>)[name]?.message;

/** A schema per validation: the admin's start date is checked on the chosen country's weekend days. */
export function seatResolver(countries: CountryWithFacts[], isAdmin: boolean): Resolver<Values> {
  return (values, context, options) => {
    const weekendDays = countries.find((c) => c.code === values.countryCode)?.weekendDays;
    const schema = isAdmin ? makeZAdminSeatForm(weekendDays) : ZClientSeatForm;
    return (zodResolver(schema as never) as Resolver<Values>)(values, context, options);
  };
}

export function seatDefaults(variant: "client" | "admin", companyId: string, initialCountry: string | null): Values {
  return {
    variant,
    companyId,
    countryCode: initialCountry ?? "",
    desiredStartDate: "",
    ...(variant === "admin"
      ? { employeeType: "EOR", orderFormSigned: false, includeSalary: false, setupFeeStructure: "PER_EMPLOYEE" }
      : { acceptTerms: false }),
  };
}

/** What still keeps the request from being sent, in the words shown beside the disabled button. */
export function submitBlockers(values: Values, isAdmin: boolean, sanctionedCountry: string | null): string[] {
  const list: string[] = [];
  if (sanctionedCountry) list.push(`choose a country other than ${sanctionedCountry}`);
  else if (!values.countryCode) list.push("choose a country");
  if (!values.desiredStartDate) list.push("enter the desired start date");
  if (!isAdmin && !values.acceptTerms) list.push("tick the terms and conditions box");
  return list;
}

export function submitLabel(values: Values, isAdmin: boolean, automatedProposals: boolean): string {
  if (isAdmin) return values.orderFormSigned ? "Add employee" : "Upload order form";
  return automatedProposals ? "Continue" : "Request order form";
}
