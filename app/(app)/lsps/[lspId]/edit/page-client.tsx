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
import { useApiForm } from "@/components/ui/use-api-form";

export function EditLspForm({ lspId, name, inactive }: { lspId: string; name: string; inactive: boolean }) {
  const router = useRouter();
  const form = useForm<TUpdateLsp>({ resolver: zodResolver(ZUpdateLsp), defaultValues: { name, inactive } });
  const { register, handleSubmit, formState, control } = form;
  const { submit } = useApiForm(form);
  const values = useWatch({ control });
  const changed = (values.name ?? "").trim() !== name || values.inactive !== inactive;
  const save = submit(async (body: TUpdateLsp) => {
    try {
      await apiFetch(`/api/local-service-providers/${lspId}`, { method: "PATCH", json: body });
    } catch (error) {
      // The form has no banner: the refusal is this toast (useApiForm puts any field error under its field).
      toast.error(`There was a problem while updating LSP ${lspId}`);
      throw error;
    }
    toast.success("LSP was updated successfully");
    router.push(`/lsps/${lspId}#details`);
    router.refresh();
  });
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label="Edit LSP">
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
