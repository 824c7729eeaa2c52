// Supplementary benefits choice per client and country (spec 1 section 4): YES, NO or REMIND_LATER; a country
// that requires benefits forces YES and offers no choice. Pure, shared by the handler and the tab.
export type BenefitChoice = "YES" | "NO" | "REMIND_LATER";

export const BENEFIT_CHOICES: { value: BenefitChoice; label: string }[] = [
  { value: "YES", label: "Yes" },
  { value: "NO", label: "No" },
  { value: "REMIND_LATER", label: "Remind me later" },
];

/** Spec 1 section 5: REMIND_LATER requires this consent checkbox, in these words. */
export const REMIND_LATER_CONSENT =
  "I understand I can configure supplementary benefits at a later stage and that these come at an extra cost.";

/** The choice that counts: YES whenever the country requires benefits, whatever was stored. */
export function effectiveChoice(isRequired: boolean, stored: BenefitChoice | null): BenefitChoice | null {
  return isRequired ? "YES" : stored;
}

/** Why a choice is refused, or null: a required country accepts only YES; REMIND_LATER needs consent. */
export function choiceError(isRequired: boolean, choice: BenefitChoice, consentGiven: boolean): string | null {
  if (isRequired && choice !== "YES") return "Benefits are required in this country: the only choice is Yes.";
  if (choice === "REMIND_LATER" && !consentGiven) return "Please confirm you will be reminded later.";
  return null;
}
