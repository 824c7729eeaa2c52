// The cards of the company edit form (see company-edit-form.tsx): each card registers its own fields.
import type { UseFormRegister } from "react-hook-form";
import type { CompanyField } from "@/lib/companies/schema";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { CompanyFormValues } from "@/components/companies/company-edit-form";

export type CompanySectionProps = {
  register: UseFormRegister<CompanyFormValues>;
  err: (name: string) => string | undefined;
  locked: (field: CompanyField) => boolean;
  isManager: boolean;
  canEditRestricted: boolean;
  countryOptions: { value: string; label: string }[];
};

export function ManagerSection({ register, err, locked, isManager }: CompanySectionProps) {
  return (
    <Card title={isManager ? "Your details" : "Primary manager"}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
  );
}

export function CompanySection({
  register,
  err,
  locked,
  isManager,
  canEditRestricted,
  countryOptions,
}: CompanySectionProps) {
  return (
    <Card title="Company">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
  );
}

export function AddressSection({ register, err, locked, countryOptions }: CompanySectionProps) {
  return (
    <Card title="Registered address">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
  );
}

export function ContactSection({ register, err, isManager }: CompanySectionProps) {
  return (
    <Card title="Primary contact">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
  );
}

export function BillingSection({ register, err, isManager, canEditRestricted }: CompanySectionProps) {
  return (
    <Card title="Billing">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="FX conversion percent"
          inputMode="decimal"
          error={err("fxConversionPercent")}
          readOnly={isManager || !canEditRestricted}
          aria-readonly={isManager || !canEditRestricted}
          hint={
            isManager || !canEditRestricted ? "To change the FX conversion percent, please contact Finance." : undefined
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
  );
}
