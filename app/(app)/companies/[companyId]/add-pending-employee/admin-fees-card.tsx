"use client";

// The admin hire form's 'Fees and deposit' card: employee type, billing currency, fees, deposit (with the
// advanced payment deposit's percentage), the optional salary and the order form (signed, or a document).
import type { UseFormRegister } from "react-hook-form";
import {
  APD_PERCENT_CHOICES,
  BILLING_CURRENCIES,
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPES,
  EMPLOYEE_TYPE_LABELS,
  SETUP_FEE_STRUCTURES,
  SETUP_FEE_STRUCTURE_LABELS,
  depositTypesFor,
  type EmployeeTypeValue,
} from "@/lib/hiring/constants";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { ErrorOf, Values } from "./add-seat-values";
import { currencyOptions } from "@/lib/display";

type Parts = { register: UseFormRegister<Values>; err: ErrorOf; values: Values };

export function AdminFeesCard({
  register,
  err,
  values,
  isInternalCompany,
  salaryCurrency,
  onOrderFormFile,
}: Parts & {
  isInternalCompany: boolean;
  salaryCurrency: string | undefined;
  onOrderFormFile: (file: File | null) => void;
}) {
  const depositOptions = depositTypesFor(values.employeeType as EmployeeTypeValue, isInternalCompany);
  const money = (name: string, label: string, min: number) => (
    <TextField
      label={label}
      required
      type="number"
      min={min}
      step="0.01"
      {...register(name, { valueAsNumber: true })}
      error={err(name)}
    />
  );
  return (
    <Card title="Fees and deposit">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Employee type"
          required
          {...register("employeeType")}
          placeholder="Select"
          options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: EMPLOYEE_TYPE_LABELS[t] }))}
          error={err("employeeType")}
        />
        <SelectField
          label="Billing currency"
          required
          {...register("billingCurrency")}
          placeholder="Select"
          options={currencyOptions(BILLING_CURRENCIES)}
          error={err("billingCurrency")}
        />
        {money("managementFeeAmount", "Management fee", 0)}
        {money("setupFeeAmount", "Setup fee", 0)}
        <SelectField
          label="Setup fee structure"
          required
          {...register("setupFeeStructure")}
          placeholder="Select"
          options={SETUP_FEE_STRUCTURES.map((s) => ({ value: s, label: SETUP_FEE_STRUCTURE_LABELS[s] }))}
          error={err("setupFeeStructure")}
        />
        <SelectField
          label="Deposit type"
          required
          {...register("depositType")}
          placeholder="Select"
          options={depositOptions.map((d) => ({ value: d, label: DEPOSIT_TYPE_LABELS[d] }))}
          error={err("depositType")}
        />
        {values.depositType === "ZERO_DEPOSIT_INSURANCE" ? money("zeroDepositFee", "Zero deposit fee", 1) : null}
      </div>
      {values.depositType === "ADVANCED_PAYMENT_DEPOSIT" ? (
        <DepositPercentage register={register} err={err} values={values} />
      ) : null}
      <div className="mt-4 space-y-3">
        <CheckboxField label="Include annual base salary" {...register("includeSalary")} />
        {values.includeSalary ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {money("annualBaseSalaryAmount", "Annual base salary", 1)}
            <TextField
              label="Salary currency"
              required
              maxLength={3}
              defaultValue={salaryCurrency}
              {...register("annualBaseSalaryCurrency")}
              error={err("annualBaseSalaryCurrency")}
            />
          </div>
        ) : null}
        <CheckboxField label="Order form already signed" {...register("orderFormSigned")} />
        {!values.orderFormSigned ? (
          <div>
            <label htmlFor="order-form-file" className="block text-sm font-medium">
              Order form document (optional)
            </label>
            <input
              id="order-form-file"
              onChange={(e) => onOrderFormFile(e.target.files?.[0] ?? null)}
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,.doc,.docx"
              className="mt-1 text-sm"
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** The advanced payment deposit's percentage: one of the usual choices, or another agreed one. */
function DepositPercentage({ register, err, values }: Parts) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">Deposit percentage</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {APD_PERCENT_CHOICES.map((c) => (
          <label key={c} className="flex items-center gap-1 text-sm">
            <input type="radio" value={c} {...register("apdChoice")} /> {c === "other" ? "Other" : `${c}%`}
          </label>
        ))}
      </div>
      {err("apdChoice") ? (
        <p role="alert" className="text-xs text-red-700">
          {err("apdChoice")}
        </p>
      ) : null}
      {values.apdChoice === "other" ? (
        <div className="mt-2 max-w-xs">
          <TextField
            label="Agreed percentage"
            type="number"
            min={1}
            step="1"
            {...register("apdOtherPercent", { valueAsNumber: true })}
            error={err("apdOtherPercent")}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
