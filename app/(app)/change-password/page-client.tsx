"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ZNewPassword, type TNewPassword } from "@/lib/account/password-schema";
import { Banner } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

export function ChangePasswordClient({ userId }: { userId: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TNewPassword>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const onSubmit = async (values: TNewPassword) => {
    setServerError(null);
    try {
      const result = await apiFetch<{ url: string }>(`/api/users/${encodeURIComponent(userId)}/password`, {
        method: "POST",
        json: values,
      });
      window.location.replace(result.url);
    } catch (e) {
      if (!(e instanceof ApiError)) return setServerError("Something went wrong, please contact our support team");
      for (const [field, messages] of Object.entries(e.fieldErrors))
        setError(field as keyof TNewPassword, { message: messages[0] });
      if (Object.keys(e.fieldErrors).length === 0) setServerError(e.message);
    }
  };
  return (
    <div className="mx-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold">Set your password</h1>
      <p className="mt-2 text-sm text-slate-600">
        You signed in with a temporary password, which works only once. Choose your own password to continue.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
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
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Set password
        </Button>
      </form>
    </div>
  );
}
