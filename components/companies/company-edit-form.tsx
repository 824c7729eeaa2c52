"use client";

// Company edit (spec 1 sections 2, 5, 6): admins edit everything; a manager of a needs-review company sees
// the welcome version, where admin-only fields are disabled and fxConversionPercent is read-only.
// Only changed fields are sent; server field errors land under their fields.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ADMIN_ONLY_FIELDS, companyFormSchema, type CompanyField } from "@/lib/companies/schema";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";

type Address = {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
};
export type CompanyFormValues = {
  managerFirstName: string;
  managerLastName: string;
  managerEmail: string;
  companyName: string;
  countryOfRegistration: string;
  vatNumber: string;
  companyNumber: string;
  onboardingStage: string;
  invoicingEmail: string;
  registeredAddress: Address;
  contactName: string;
  contactPhoneNumber: string;
  adminNotes: string;
  disableContractAutomation: boolean;
  isVATExempt: boolean;
  fxConversionPercent: string;
  salaryPrepaymentTerms: number | null;
  salaryPrepaymentMultiplier: string | null;
};

export function CompanyEditForm({
  companyId,
  mode,
  hasManager,
  defaults,
  countries,
  canEditRestricted,
}: {
  companyId: string;
  mode: "admin" | "welcome";
  hasManager: boolean;
  defaults: CompanyFormValues;
  countries: { code: string; name: string }[];
  canEditRestricted: boolean;
}) {
  const router = useRouter();
  const isManager = mode === "welcome";
  const form = useForm<CompanyFormValues>({
    // The manager-only requirements (primary contact) are part of the schema for that mode.
    resolver: zodResolver(companyFormSchema(isManager) as never) as never,
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
  const err = (name: string) => {
    const [a, b] = name.split(".");
    return (b ? errors[a]?.[b]?.message : errors[a]?.message) as string | undefined;
  };
  const locked = (field: CompanyField) => isManager && (ADMIN_ONLY_FIELDS as string[]).includes(field);

  const onSubmit = handleSubmit(async (values) => {
    const dirty = formState.dirtyFields as Record<string, unknown>;
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(dirty)) {
      if (locked(key as CompanyField)) continue;
      changed[key] = (values as Record<string, unknown>)[key];
    }
    // The welcome form always ends the review, even when nothing else changed.
    if (!isManager && Object.keys(changed).length === 0) {
      toast.info("Nothing to save");
      return;
    }
    if (isManager) {
      changed.contactName ??= values.contactName;
      changed.contactPhoneNumber ??= values.contactPhoneNumber;
    }
    try {
      await apiFetch(`/api/companies/${companyId}`, { method: "PATCH", json: changed });
      toast.success("Company details saved");
      if (isManager) window.location.assign("/");
      else {
        router.push(`/companies/${companyId}#details`);
        router.refresh();
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors))
          setError(field as FieldPath<CompanyFormValues>, { message: messages[0] });
        if (!Object.keys(error.fieldErrors).length) toast.error("Error", { description: error.message });
      } else toast.error("Error", { description: "Something went wrong, please try again later" });
    }
  });

  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Company details">
      {hasManager ? (
        <Card title={isManager ? "Your details" : "Primary manager"}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" required error={err("managerFirstName")} {...register("managerFirstName")} />
            <TextField label="Last name" required error={err("managerLastName")} {...register("managerLastName")} />
            <TextField
              label="Email"
              type="email"
              error={err("managerEmail")}
              disabled={locked("managerEmail")}
              {...register("managerEmail")}
            />
          </div>
        </Card>
      ) : null}
      <Card title="Company">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            required
            error={err("companyName")}
            disabled={locked("companyName")}
            {...register("companyName")}
          />
          <SelectField
            label="Country of registration"
            required
            placeholder="Choose a country"
            options={countryOptions}
            error={err("countryOfRegistration")}
            disabled={locked("countryOfRegistration") || (!isManager && !canEditRestricted)}
            {...register("countryOfRegistration")}
          />
          <TextField
            label="VAT number"
            error={err("vatNumber")}
            disabled={locked("vatNumber")}
            {...register("vatNumber")}
          />
          <TextField
            label="Company number"
            error={err("companyNumber")}
            disabled={locked("companyNumber")}
            {...register("companyNumber")}
          />
          <TextField
            label="Onboarding stage"
            required
            error={err("onboardingStage")}
            disabled={locked("onboardingStage")}
            {...register("onboardingStage")}
          />
          <TextField
            label="Invoicing email"
            type="email"
            required
            error={err("invoicingEmail")}
            disabled={locked("invoicingEmail")}
            {...register("invoicingEmail")}
          />
          <CheckboxField label="VAT exempt" disabled={locked("isVATExempt")} {...register("isVATExempt")} />
        </div>
      </Card>
      <Card title="Registered address">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Address line 1"
            error={err("registeredAddress.addressLine1")}
            disabled={locked("registeredAddress")}
            {...register("registeredAddress.addressLine1")}
          />
          <TextField
            label="Address line 2"
            disabled={locked("registeredAddress")}
            {...register("registeredAddress.addressLine2")}
          />
          <TextField
            label="City"
            error={err("registeredAddress.city")}
            disabled={locked("registeredAddress")}
            {...register("registeredAddress.city")}
          />
          <TextField label="State" disabled={locked("registeredAddress")} {...register("registeredAddress.state")} />
          <TextField
            label="Postal code"
            error={err("registeredAddress.postalCode")}
            disabled={locked("registeredAddress")}
            {...register("registeredAddress.postalCode")}
          />
          <SelectField
            label="Country"
            placeholder="Choose a country"
            options={countryOptions}
            error={err("registeredAddress.country")}
            disabled={locked("registeredAddress")}
            {...register("registeredAddress.country")}
          />
        </div>
      </Card>
      <Card title="Primary contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name of primary contact"
            required={isManager}
            error={err("contactName")}
            {...register("contactName")}
          />
          <TextField
            label="Phone number of primary contact"
            type="tel"
            required={isManager}
            error={err("contactPhoneNumber")}
            {...register("contactPhoneNumber")}
          />
        </div>
      </Card>
      <Card title="Billing">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="FX conversion percent"
            inputMode="decimal"
            error={err("fxConversionPercent")}
            readOnly={isManager || !canEditRestricted}
            aria-readonly={isManager || !canEditRestricted}
            hint={
              isManager || !canEditRestricted
                ? "To change the FX conversion percent, please contact Finance."
                : undefined
            }
            {...register("fxConversionPercent")}
          />
          {!isManager ? (
            <>
              <TextField
                label="Salary pre-payment terms (days)"
                inputMode="numeric"
                error={err("salaryPrepaymentTerms")}
                {...register("salaryPrepaymentTerms", {
                  setValueAs: (v) => (v === "" || v === null ? null : Number(v)),
                })}
              />
              <TextField
                label="Salary pre-payment multiplier"
                inputMode="decimal"
                error={err("salaryPrepaymentMultiplier")}
                {...register("salaryPrepaymentMultiplier", { setValueAs: (v) => (v === "" || v === null ? null : v) })}
              />
              <CheckboxField label="Disable contract automation" {...register("disableContractAutomation")} />
            </>
          ) : null}
        </div>
      </Card>
      {!isManager ? (
        <Card title="Admin notes">
          <TextAreaField label="Admin notes" rows={4} {...register("adminNotes")} />
        </Card>
      ) : null}
      {Object.keys(formState.errors).length ? (
        <Banner tone="error" title="Please correct the highlighted fields." />
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          {isManager ? "Save and continue" : "Save"}
        </Button>
        {!isManager ? (
          <Link
            href={`/companies/${companyId}#details`}
            className="inline-flex min-h-10 items-center px-4 text-sm text-indigo-700 underline"
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </form>
  );
}
