"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { ZSetPasswordForm, type TSetPasswordForm } from "@/lib/account/password-schema";
import { Banner } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

/** Goes to the address the server answered: a path of this site only (else the sign-in page). */
const goTo = (url: string) =>
  window.location.replace(safeReturnPath(url, { origin: window.location.origin, fallback: "/login" }));

export function ChangePasswordExchange({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(token ? null : "This link is not valid.");
  useEffect(() => {
    if (!token) return;
    apiFetch<{ url: string }>(`/api/auth/change-pw?token=${encodeURIComponent(token)}`, { method: "POST" })
      .then((result) => goTo(result.url))
      .catch((e) => setError(failureMessage(e, "Something went wrong, please contact our support team")));
  }, [token]);
  if (!error) return <p role="status">Checking your link…</p>;
  return (
    <div className="max-w-md space-y-4">
      <Banner tone="error" title={error} />
      <Link href="/login" className="text-indigo-700 underline">
        Go to sign in
      </Link>
    </div>
  );
}

/** The new-password form of both ways to set one: a mailed link (with its token, /api/auth/set-password), which
 * ends every session and offers to end the API tokens too, and the change due after a sign-in with a temporary
 * password (/api/users/{id}/password). */
export function SetPasswordForm({ endpoint, token }: { endpoint: string; token?: string }) {
  const form = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: "", confirmPassword: "", revokeApiTokens: false },
  });
  const {
    register,
    handleSubmit,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  const { serverError, setServerError, submit } = useApiForm(form);
  const send = submit(async ({ revokeApiTokens, ...values }: TSetPasswordForm) => {
    const json = token === undefined ? values : { ...values, revokeApiTokens: !!revokeApiTokens, token };
    const result = await apiFetch<{ url: string }>(endpoint, { method: "POST", json });
    goTo(result.url);
  });
  const onSubmit = async (values: TSetPasswordForm) => {
    await send(values);
    // A password refusal shows under its field (no banner); the token is not a field of the form: its error, like
    // any other, shows above it.
    if (getFieldState("password").error || getFieldState("confirmPassword").error) setServerError(null);
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      {token !== undefined ? (
        <>
          <p className="text-sm text-slate-600">Setting a new password signs you out everywhere.</p>
          <CheckboxField
            label="Also revoke my personal API tokens (always done for staff accounts)"
            {...register("revokeApiTokens")}
          />
        </>
      ) : null}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Set password
      </Button>
    </form>
  );
}
