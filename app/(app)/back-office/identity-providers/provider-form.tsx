"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import {
  ZIdentityProviderForm,
  type TIdentityProviderFormInput,
  type TIdentityProviderFormOutput,
} from "@/lib/auth/sso/schema";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

const EMPTY: TIdentityProviderFormInput = {
  name: "",
  companyId: "",
  issuer: "",
  clientId: "",
  clientSecret: "",
  emailDomains: "",
  enabled: true,
};

/** Adds a provider; the secret is sent once and never shown again. */
export function ProviderForm({
  companies,
  onCreated,
}: {
  companies: { value: string; label: string }[];
  onCreated: () => unknown;
}) {
  const form = useForm<TIdentityProviderFormInput, unknown, TIdentityProviderFormOutput>({
    resolver: zodResolver(ZIdentityProviderForm),
    defaultValues: EMPTY,
  });
  const { serverError, submit } = useApiForm(form);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit(async (values: TIdentityProviderFormOutput) => {
    await apiFetch("/api/back-office/identity-providers", {
      method: "POST",
      json: { ...values, companyId: values.companyId || null },
    });
    form.reset(EMPTY);
    await onCreated();
  });
  return (
    <Card title="Add an identity provider">
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        aria-label="Add an identity provider"
      >
        {serverError ? (
          <div className="sm:col-span-2">
            <Banner tone="error" title={serverError} />
          </div>
        ) : null}
        <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
        <SelectField
          label="Who signs in"
          options={[{ value: "", label: "OmniPlatform staff" }, ...companies]}
          error={errors.companyId?.message}
          {...form.register("companyId")}
        />
        <TextField label="Issuer URL" type="url" error={errors.issuer?.message} {...form.register("issuer")} />
        <TextField label="Client ID" error={errors.clientId?.message} {...form.register("clientId")} />
        <TextField
          label="Client secret"
          type="password"
          autoComplete="off"
          error={errors.clientSecret?.message}
          {...form.register("clientSecret")}
        />
        <TextField
          label="E-mail domains"
          hint="Comma-separated, e.g. acme.example, acme-group.example"
          error={errors.emailDomains?.message}
          {...form.register("emailDomains")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            Add identity provider
          </Button>
        </div>
      </form>
    </Card>
  );
}
