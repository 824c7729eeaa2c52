"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZEditLspUser, type TEditLspUser } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";
import { PersonFields } from "@/components/ui/person-fields";

export function EditLspUserForm(props: { lspId: string; userId: string; firstName: string; lastName: string }) {
  const router = useRouter();
  const form = useForm<TEditLspUser>({
    resolver: zodResolver(ZEditLspUser),
    defaultValues: { firstName: props.firstName, lastName: props.lastName },
  });
  const { handleSubmit, formState } = form;
  const { submit } = useApiForm(form);
  const page = `/lsps/${props.lspId}/users/${props.userId}`;
  const save = submit(async (body: TEditLspUser) => {
    try {
      await apiFetch(`/api/local-service-providers/${props.lspId}/users/${props.userId}`, {
        method: "PATCH",
        json: body,
      });
    } catch (error) {
      // The form has no banner: this toast, and useApiForm puts the field errors under their fields.
      toast.error("There was a problem while updating the LSP manager");
      throw error;
    }
    toast.success("LSP manager updated");
    router.push(page);
    router.refresh();
  });
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label="Edit LSP manager">
      <Card title="Details">
        <div className="space-y-4">
          <PersonFields form={form} />
        </div>
      </Card>
      <Button type="submit" loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
