"use client";

// Edit admin (spec 3 section 5): the base admin role stays and is not offered among the additional roles.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import type { RoleType } from "@/lib/auth/actor";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";
import { Card, DefinitionList } from "@/components/ui/misc";
import { roleLabel } from "@/lib/account/admins/role-label";

export function EditAdminForm(props: {
  userId: string;
  currentIdAdminRole: string;
  roles: RoleType[];
  initial: RoleType[];
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<RoleType[]>(props.initial);
  const [busy, setBusy] = useState(false);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await apiFetch(`/api/users/${props.userId}`, {
        method: "PATCH",
        json: { currentIdAdminRole: props.currentIdAdminRole, additionalAdminRoles: selected },
      });
      toast.success("Admin user updated");
      router.push(`/admins/${props.userId}`);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error, "Something went wrong, please try again later"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} className="space-y-4" aria-label="Edit admin">
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
                setSelected((s) => (e.currentTarget.checked ? [...s, role] : s.filter((r) => r !== role)))
              }
            />
          ))}
        </fieldset>
      </Card>
      <Button type="submit" loading={busy}>
        Save
      </Button>
    </form>
  );
}
