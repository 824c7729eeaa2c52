// The external onboarding form an employee may owe (spec 1 section 2): the product's route /typeform, prefilled
// with first_name, last_name, email and country, shows the form and records its completion (infoToUpdate with
// typeformResponseId and typeformId, spec 3 section 7), which lifts the gate (lib/auth/gates.ts). Without the form
// configured (TYPEFORM_FORM_ID) the route says so in plain words and lets the employee continue for the session,
// instead of sending them to a host that does not answer. Pure: the gate, the page and the tests share it.
import { typeformSettings } from "@/lib/config";

export const TYPEFORM_PATH = "/typeform";

/** Set (to the user's id) when an employee continues past the not-configured notice (this browser session). */
export const TYPEFORM_DEFERRED_COOKIE = "omni-typeform-deferred";

export const TYPEFORM_MESSAGES = {
  notConfiguredTitle: "Your onboarding form is not available yet",
  notConfigured:
    "The onboarding form has not been set up on OmniPlatform yet, so there is nothing for you to fill in right now. " +
    "Your onboarding team will ask you again once it is ready. You can continue to OmniPlatform meanwhile.",
  recorded: "Thank you: your onboarding form has been received.",
  notOwed: "You have no onboarding form to fill in.",
  wrongForm: "This response is not from the onboarding form.",
} as const;

export type TypeformPrefill = { first_name: string; last_name: string; email: string; country: string };

/** /typeform?first_name=…&last_name=…&email=…&country=… (spec 1 section 2). */
export function typeformPath(prefill: TypeformPrefill): string {
  return `${TYPEFORM_PATH}?${new URLSearchParams(prefill).toString()}`;
}

/** The configured form with the prefill as hidden fields (Typeform reads them from the URL hash), or null. */
export function typeformEmbedUrl(prefill: TypeformPrefill): { formId: string; url: string } | null {
  const settings = typeformSettings();
  if (!settings) return null;
  const url = new URL(settings.formUrl);
  // Embedded as a widget: the form then posts 'form-submit' with its responseId to the page (see page-client).
  url.searchParams.set("typeform-embed", "embed-widget");
  url.hash = new URLSearchParams(prefill).toString();
  return { formId: settings.formId, url: url.toString() };
}
