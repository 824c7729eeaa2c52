// Company forms and query strings (spec 1 sections 3, 5 'Company edit'). No Prisma here: the browser imports it.
import { z } from "zod";
import { ZPage } from "@/lib/http/paging";
import { ZAddress } from "@/lib/zod/address";
import { decimalNumber, fitsDecimal, int32, tooLargeMessage } from "@/lib/zod/numbers";

export const ZCompanyParams = z.object({ companyId: z.string().min(1).max(64) });

export const ZCompanyListQuery = z.object({
  ...ZPage(20, 100),
  search: z.string().trim().max(200).optional(),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

export const ZCompanyEmployeesQuery = z.object({
  ...ZPage(20, 100),
  search: z.string().trim().max(200).optional(),
});

// Spec 1 section 5: e-mail valid, with a known top-level domain, no surrounding spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;

function email(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .refine((v) => v === "" || EMAIL_RE.test(v), messages.invalid);
}

const percent = (label: string) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === "string" ? v.trim().replace(/,/g, "") : String(v)))
    .refine((v) => v !== "" && !Number.isNaN(Number(v)), `Please enter a valid ${label}`)
    .refine((v) => Number(v) >= 0, `The ${label} must be at least 0`)
    .refine((v) => fitsDecimal("percent", Number(v)), tooLargeMessage("percent"));

/** Fields of the company edit form (spec 1 section 3: the form's flat fields). */
const companyFields = {
  managerFirstName: z.string().trim().min(1, "Please enter a name").max(100),
  managerLastName: z.string().trim().min(1, "Please enter a name").max(100),
  managerEmail: email({
    required: "Please enter a valid email address",
    invalid: "Please enter a valid email address",
  }),
  companyName: z.string().trim().min(1, "Please enter a company name").max(200),
  countryOfRegistration: z.string().trim().length(2, "Please choose a country"),
  vatNumber: z.string().trim().max(50).nullable(),
  companyNumber: z.string().trim().max(50).nullable(),
  onboardingStage: z.string().trim().min(1, "Please enter an onboarding stage").max(100),
  invoicingEmail: email({ required: "Please enter an email address", invalid: "Please enter a valid email address" }),
  // An address form left completely empty means "no address".
  registeredAddress: z.preprocess(
    (v) =>
      v && typeof v === "object" && Object.values(v).every((x) => x === "" || x === null || x === undefined) ? null : v,
    ZAddress.nullable(),
  ),
  contactName: z.string().trim().max(200).nullable(),
  contactPhoneNumber: z.string().trim().max(30).nullable(),
  adminNotes: z.string().max(5000).nullable(),
  disableContractAutomation: z.boolean(),
  isVATExempt: z.boolean(),
  fxConversionPercent: percent("FX conversion percent"),
  salaryPrepaymentTerms: z.union([int32({ min: 0, message: "The terms must be at least 0" }), z.null()]),
  salaryPrepaymentMultiplier: z.union([percent("multiplier"), z.null()]),
};

export const COMPANY_FIELD_NAMES = Object.keys(companyFields) as (keyof typeof companyFields)[];
export type CompanyField = (typeof COMPANY_FIELD_NAMES)[number];

// Spec 1 section 6: disabled for non-admins; fxConversionPercent read-only for non-admins.
export const ADMIN_ONLY_FIELDS: CompanyField[] = [
  "countryOfRegistration",
  "companyName",
  "isVATExempt",
  "vatNumber",
  "companyNumber",
  "registeredAddress",
  "onboardingStage",
  "invoicingEmail",
  "fxConversionPercent",
  "adminNotes",
  "disableContractAutomation",
  "salaryPrepaymentTerms",
  "salaryPrepaymentMultiplier",
  // A manager changes their own login e-mail through the verified account flow, never here.
  "managerEmail",
];

/** The body of PATCH /api/companies/{id}: only changed fields are sent, so every field is optional. */
export const ZUpdateCompany = z.object(companyFields).partial().strict();
export type TUpdateCompany = z.infer<typeof ZUpdateCompany>;

// Spec 1 section 5: for a manager the primary contact is required.
export const CONTACT_REQUIRED = {
  contactName: "Please enter a name of a primary contact",
  contactPhoneNumber: "Please enter a phone number of a primary contact",
} as const;

/** The full form (client side). Managers must give the primary contact. */
export function companyFormSchema(isManager: boolean) {
  // A manager's form only carries the fields open to managers: locked ones are shown, never validated or sent.
  const fields = isManager
    ? Object.fromEntries(Object.entries(companyFields).filter(([k]) => !(ADMIN_ONLY_FIELDS as string[]).includes(k)))
    : companyFields;
  return z.object(fields as typeof companyFields).superRefine((values, ctx) => {
    if (!isManager) return;
    for (const key of ["contactName", "contactPhoneNumber"] as const) {
      if (!values[key] || !values[key]!.trim())
        ctx.addIssue({ code: "custom", path: [key], message: CONTACT_REQUIRED[key] });
    }
  });
}
export type TCompanyForm = z.input<typeof ZUpdateCompany>;

export const ZCreateCompany = z.object({
  name: z.string().trim().min(1, "Please enter a company name").max(200),
  fxConversionPercent: decimalNumber("percent", {
    coerce: true,
    min: 0,
    message: "The FX conversion percent must be at least 0",
  }).default(0),
  countryOfRegistration: z.string().trim().length(2, "Please choose a country").optional(),
  managers: z
    .array(
      z.object({
        firstName: z.string().trim().min(1, "Please enter a first name"),
        lastName: z.string().trim().min(1, "Please enter a last name"),
        email: email({ required: "Please enter an email address", invalid: "Please enter a valid email address" }),
      }),
    )
    .max(20)
    .default([]),
  settings: z.object({ disableContractAutomation: z.boolean().default(false) }).optional(),
});
export type TCreateCompany = z.infer<typeof ZCreateCompany>;

export const ONBOARDING_STAGES = [
  "T&C and Proposal signed",
  "Next steps and client KYB",
  "Setup Fee Invoice and OmniManager Invite",
  "Client Employee Onboarding",
  "Onboarding complete",
];
