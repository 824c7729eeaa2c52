"use client";

// Edit admin (spec 3 section 5): the base admin role stays and is not offered among the additional roles.
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { ZEditAdmin, type TEditAdmin } from "@/lib/account/admins/schema";
import type { RoleType } from "@/lib/auth/actor";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";
import { Card, DefinitionList } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";
import { roleLabel } from "@/lib/account/admins/role-label";

export function EditAdminForm(props: {
  userId: string;
  currentIdAdminRole: string;
  roles: RoleType[];
  initial: RoleType[];
}) {
  const router = useRouter();
  const form = useForm<z.input<typeof ZEditAdmin>, unknown, TEditAdmin>({
    resolver: zodResolver(ZEditAdmin),
    defaultValues: { currentIdAdminRole: props.currentIdAdminRole, additionalAdminRoles: props.initial },
  });
  const { handleSubmit, setValue, control, formState } = form;
  const selected = (useWatch({ control, name: "additionalAdminRoles" }) ?? []) as RoleType[];
  const { submit } = useApiForm(form);
  const save = submit(async (values: TEditAdmin) => {
    try {
      await apiFetch(`/api/users/${props.userId}`, {
        method: "PATCH",
        json: { currentIdAdminRole: props.currentIdAdminRole, additionalAdminRoles: values.additionalAdminRoles },
      });
    } catch (error) {
      // The form has no banner: the API's sentence is a toast.
      toast.error(failureMessage(error, "Something went wrong, please try again later"));
      throw error;
    }
    toast.success("Admin user updated");
    router.push(`/admins/${props.userId}`);
    router.refresh();
  });
  return (
    <form onSubmit={handleSubmit(save)} className="space-y-4" aria-label="Edit admin">
      <Card title="Current admin role">
        <DefinitionList items={[{ label: "Role", value: roleLabel("admin") }]} />
      </Card>
      <Card title="Additional admin roles">
        <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <legend className="sr-only">Additional admin roles</legend>
          {props.roles.map((role) => (
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
        Save
      </Button>
    </form>
  );
}
