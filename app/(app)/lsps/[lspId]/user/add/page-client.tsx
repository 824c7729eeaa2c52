"use client";

// Add an LSP manager: the user is created and invited (one-time set-password link through the outbox).
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ZAddLspUser, type TAddLspUser } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { applyApiError } from "@/components/ui/use-api-form";

export function AddLspUserForm({ lspId }: { lspId: string }) {
  const router = useRouter();
  const form = useForm<TAddLspUser>({
    resolver: zodResolver(ZAddLspUser),
    defaultValues: { firstName: "", lastName: "", email: "" },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      const user = await apiFetch<{ userId: string }>(`/api/local-service-providers/${lspId}/users`, {
        method: "POST",
        json: body,
      });
      toast.success("Manager added and invited");
      router.push(`/lsps/${lspId}/users/${user.userId}`);
    } catch (error) {
      // Field errors go under their fields; any other refusal is a toast.
      const message = applyApiError(form, error, "Something went wrong, please try again later");
      if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length)) toast.error(message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add LSP manager">
      <Card title="Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            required
            error={formState.errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField label="Last name" required error={formState.errors.lastName?.message} {...register("lastName")} />
          <TextField
            label="Email"
            type="email"
            required
            error={formState.errors.email?.message}
            {...register("email")}
          />
        </div>
      </Card>
      <Button type="submit" loading={formState.isSubmitting}>
        Add manager
      </Button>
    </form>
  );
}
