"use client";

// 'Edit your details' (spec 1 sections 2, 5): only the role's editable fields; a changed e-mail goes through
// a re-typed confirmation and a verification e-mail instead of being saved directly.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { EMAIL_CHANGE_MISMATCH, ZAccountForm, type TAccountForm } from "@/lib/account/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";

export function AccountEditForm({
  userId,
  defaults,
  editable,
}: {
  userId: string;
  defaults: TAccountForm;
  editable: (keyof TAccountForm)[];
}) {
  const router = useRouter();
  const form = useForm<TAccountForm>({
    resolver: zodResolver(ZAccountForm),
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, getValues } = form;
  const [confirming, setConfirming] = useState(false);
  const [retyped, setRetyped] = useState("");
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // Busy state of the email confirmation (a dialog's button, outside the form's submission).
  const [busy, setBusy] = useState(false);
  const { submit } = useApiForm(form);
  const can = (f: keyof TAccountForm) => editable.includes(f);

  const applyErrors = (error: unknown) =>
    toastApiError(form, error, { fallback: "Something went wrong, please try again later", title: "Error" });

  const saveProfile = async (values: TAccountForm) => {
    const dirty = formState.dirtyFields;
    const changed: Record<string, string> = {};
    for (const f of ["displayName", "firstName", "lastName"] as const) if (dirty[f] && can(f)) changed[f] = values[f];
    if (Object.keys(changed).length) await apiFetch(`/api/users/${userId}`, { method: "PATCH", json: changed });
  };

  const save = submit(async (values: TAccountForm) => {
    try {
      await saveProfile(values);
    } catch (error) {
      // The form has no banner: field errors under their fields, any other refusal a toast.
      applyErrors(error);
      throw error;
    }
    const newEmail = values.email.trim().toLowerCase();
    if (can("email") && newEmail !== defaults.email.toLowerCase()) {
      setRetyped("");
      setConfirming(true);
      return;
    }
    toast.success("Your details were saved");
    router.push("/account-details");
    router.refresh();
  });

  const confirmEmail = async () => {
    setBusy(true);
    try {
      const email = getValues("email").trim();
      await apiFetch(`/api/users/${userId}/emails`, { method: "POST", json: { email } });
      setConfirming(false);
      setPendingEmail(email);
    } catch (error) {
      setConfirming(false);
      applyErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const requested = getValues("email")?.trim();
  const mismatch = retyped !== "" && retyped.trim().toLowerCase() !== requested?.toLowerCase();

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label="Edit your details">
      {pendingEmail ? (
        <Banner tone="success" title="Check your inbox">
          We sent a verification link to {pendingEmail}. Your email changes once you confirm it.
        </Banner>
      ) : null}
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Display name"
            required
            error={formState.errors.displayName?.message}
            disabled={!can("displayName")}
            {...register("displayName")}
          />
          <TextField
            label="First name"
            required
            error={formState.errors.firstName?.message}
            disabled={!can("firstName")}
            {...register("firstName")}
          />
          <TextField
            label="Last name"
            required
            error={formState.errors.lastName?.message}
            disabled={!can("lastName")}
            {...register("lastName")}
          />
          <TextField
            label="Email"
            type="email"
            required
            error={formState.errors.email?.message}
            disabled={!can("email")}
            {...register("email")}
          />
        </div>
      </Card>
      <div className="flex gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => router.push("/account-details")}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm email change"
        description={`To change your email to ${requested}, type the new email address again.`}
        confirmLabel="Confirm"
        onConfirm={confirmEmail}
        busy={busy}
        confirmDisabled={retyped.trim().toLowerCase() !== requested?.toLowerCase()}
      >
        <TextField
          label="New email address"
          type="email"
          value={retyped}
          onChange={(e) => setRetyped(e.target.value)}
          error={mismatch ? EMAIL_CHANGE_MISMATCH : undefined}
          autoComplete="off"
        />
      </ConfirmDialog>
    </form>
  );
}
