import { z } from "zod";

export const ZBenefitPreference = z.object({
  countryCode: z
    .string()
    .trim()
    .length(2, "Please choose a country")
    .transform((v) => v.toUpperCase()),
  selectionStatus: z.enum(["YES", "NO", "REMIND_LATER"], { message: "Please choose Yes, No or Remind me later" }),
  consentGiven: z.boolean().default(false),
});
export type TBenefitPreference = z.infer<typeof ZBenefitPreference>;

export const ZCountryParam = z.object({
  countryCode: z
    .string()
    .length(2)
    .transform((v) => v.toUpperCase()),
});
