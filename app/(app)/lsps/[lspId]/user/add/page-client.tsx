"use client";

// Add an LSP manager: the user is created and invited (one-time set-password link through the outbox).
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZAddLspUser, type TAddLspUser } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";
import { PersonFields } from "@/components/ui/person-fields";

export function AddLspUserForm({ lspId }: { lspId: string }) {
  const router = useRouter();
  const form = useForm<TAddLspUser>({
    resolver: zodResolver(ZAddLspUser),
    defaultValues: { firstName: "", lastName: "", email: "" },
  });
  const { handleSubmit, formState } = form;
  const { submit } = useApiForm(form);
  const add = submit(async (body: TAddLspUser) => {
    let user: { userId: string };
    try {
      user = await apiFetch<{ userId: string }>(`/api/local-service-providers/${lspId}/users`, {
        method: "POST",
        json: body,
      });
    } catch (error) {
      // The form has no banner: field errors under their fields, any other refusal a toast.
      toastApiError(form, error, { fallback: "Something went wrong, please try again later" });
      throw error;
    }
    toast.success("Manager added and invited");
    router.push(`/lsps/${lspId}/users/${user.userId}`);
  });
  return (
    <form onSubmit={handleSubmit(add)} noValidate className="space-y-4" aria-label="Add LSP manager">
      <Card title="Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <PersonFields form={form} email />
        </div>
      </Card>
      <Button type="submit" loading={formState.isSubmitting}>
        Add manager
      </Button>
    </form>
  );
}
