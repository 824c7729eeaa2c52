"use client";

// Add admin (spec 3 section 5): the same schema as the handler, built with the configured company domain.
import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { makeZAddAdmin, type TAddAdmin, type TAddAdminInput } from "@/lib/account/admins/schema";
import type { RoleType } from "@/lib/auth/actor";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";
import { PersonFields } from "@/components/ui/person-fields";
import { roleLabel } from "@/lib/account/admins/role-label";

export function AddAdminForm({ domain, roles }: { domain: string; roles: RoleType[] }) {
  const router = useRouter();
  const schema = useMemo(() => makeZAddAdmin(domain), [domain]);
  const form = useForm<TAddAdminInput, unknown, TAddAdmin>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: "", lastName: "", email: "", additionalAdminRoles: [] },
  });
  const { formState, handleSubmit, setValue, control } = form;
  const selected = (useWatch({ control, name: "additionalAdminRoles" }) ?? []) as RoleType[];
  const { submit } = useApiForm(form);

  const add = submit(async (values: TAddAdmin) => {
    let created: { userId: string };
    try {
      created = await apiFetch<{ userId: string }>("/api/users", { method: "POST", json: values });
    } catch (error) {
      // The form has no banner: field errors under their fields, any other refusal a toast.
      toastApiError(form, error, { fallback: "Something went wrong, please try again later" });
      throw error;
    }
    toast.success("Admin user added");
    router.push(`/admins/${created.userId}`);
  });

  return (
    <form onSubmit={handleSubmit(add)} noValidate className="space-y-4" aria-label="Add admin">
      <Card title="Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <PersonFields form={form} email emailHint={`An @${domain} address`} />
        </div>
      </Card>
      <Card title="Additional admin roles">
        <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <legend className="sr-only">Additional admin roles</legend>
          {roles.map((role) => (
            <CheckboxField
              key={role}
              label={roleLabel(role)}
              checked={selected.includes(role)}
              onChange={(e) =>
                setValue(
                  "additionalAdminRoles",
                  e.currentTarget.checked ? [...selected, role] : selected.filter((r) => r !== role),
                )
              }
            />
          ))}
        </fieldset>
      </Card>
      <Button type="submit" loading={formState.isSubmitting}>
        Add admin
      </Button>
    </form>
  );
}
