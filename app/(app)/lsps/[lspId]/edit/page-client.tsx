"use client";

// LSP edit (spec 3 section 5): name trimmed and non-empty, something must change; active/inactive.
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZUpdateLsp, type TUpdateLsp } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";

export function EditLspForm({ lspId, name, inactive }: { lspId: string; name: string; inactive: boolean }) {
  const router = useRouter();
  const { register, handleSubmit, formState, control } = useForm<TUpdateLsp>({
    resolver: zodResolver(ZUpdateLsp),
    defaultValues: { name, inactive },
  });
  const values = useWatch({ control });
  const changed = (values.name ?? "").trim() !== name || values.inactive !== inactive;
  const submit = handleSubmit(async (body) => {
    try {
      await apiFetch(`/api/local-service-providers/${lspId}`, { method: "PATCH", json: body });
      toast.success("LSP was updated successfully");
      router.push(`/lsps/${lspId}#details`);
      router.refresh();
    } catch {
      toast.error(`There was a problem while updating LSP ${lspId}`);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit LSP">
      <Card title="LSP">
        <div className="space-y-4">
          <TextField label="Name" required error={formState.errors.name?.message} {...register("name")} />
          <CheckboxField label="Inactive" {...register("inactive")} />
        </div>
      </Card>
      <Button type="submit" disabled={!changed || !(values.name ?? "").trim()} loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
