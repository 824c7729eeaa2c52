"use client";

// Create or edit a legal entity or a payroll provider (same fields: name, LSP, country the LSP serves, active).
// With history (pay reports, employees) the server keeps the LSP and country, so the form locks them too.
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { z } from "zod";
import { ZPayrollProvider, type TPayrollProvider } from "@/lib/lsps/providers/schema";

type TInput = z.input<typeof ZPayrollProvider>;
import type { LspCountryChoice } from "@/lib/lsps/serves-country";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { GENERIC_FAILURE, useApiForm } from "@/components/ui/use-api-form";
import { apiErrorOf } from "@/components/ui/api-error";

type Props = {
  /** "/api/legal-entities" or "/api/payroll-providers". */
  endpoint: string;
  /** Where the saved record's page is: `${pageBase}/${id}`. */
  pageBase: string;
  noun: string;
  choices: LspCountryChoice[];
  id?: string;
  initial?: TPayrollProvider;
  locked?: boolean;
};

export function ProviderForm({ endpoint, pageBase, noun, choices, id, initial, locked = false }: Props) {
  const router = useRouter();
  const form = useForm<TInput, unknown, TPayrollProvider>({
    resolver: zodResolver(ZPayrollProvider),
    defaultValues: initial ?? { name: "", lspId: "", countryCode: "", isActive: true },
  });
  const { register, handleSubmit, formState, control, setValue } = form;
  const { serverError, submit } = useApiForm(form);
  const lspId = useWatch({ control, name: "lspId" });
  const countries = choices.find((c) => c.id === lspId)?.countries ?? [];
  const save = submit(async (body: TPayrollProvider) => {
    let saved: { id: string };
    try {
      saved = await apiFetch<{ id: string }>(id ? `${endpoint}/${id}` : endpoint, {
        method: id ? "PUT" : "POST",
        json: body,
      });
    } catch (e) {
      // A failure that is not the API's is a toast; the API's refusal goes under the fields or in the alert.
      if (!apiErrorOf(e)) return void toast.error(GENERIC_FAILURE);
      throw e;
    }
    toast.success(`${noun} saved`);
    router.push(`${pageBase}/${saved.id}`);
    router.refresh();
  });
  const { name, lspId: lspError, countryCode } = formState.errors;
  // The refusal's sentence shows when no field shows it.
  const alert = serverError && !name && !lspError && !countryCode ? serverError : null;
  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="space-y-4"
      aria-label={id ? `Edit ${noun}` : `Add ${noun}`}
    >
      <Card title={noun}>
        <div className="space-y-4">
          <TextField label="Name" required error={formState.errors.name?.message} {...register("name")} />
          <SelectField
            label="LSP"
            required
            disabled={locked}
            placeholder="Select an LSP"
            options={choices.map((c) => ({ value: c.id, label: c.name }))}
            error={formState.errors.lspId?.message}
            {...register("lspId", { onChange: () => setValue("countryCode", "") })}
          />
          <SelectField
            label="Country"
            required
            disabled={locked || !lspId}
            placeholder="Select a country"
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            error={formState.errors.countryCode?.message}
            hint={locked ? "It has history: the LSP and country cannot change." : undefined}
            {...register("countryCode")}
          />
          <CheckboxField label="Active" {...register("isActive")} />
          {alert ? (
            <p role="alert" className="text-sm text-red-700">
              {alert}
            </p>
          ) : null}
        </div>
      </Card>
      <Button type="submit" loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
