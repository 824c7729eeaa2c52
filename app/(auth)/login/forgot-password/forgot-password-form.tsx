"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import { ZPasswordResetRequest, type TPasswordResetRequest } from "@/lib/auth/password-reset-schema";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

export function ForgotPasswordForm() {
  const form = useForm<TPasswordResetRequest>({
    resolver: zodResolver(ZPasswordResetRequest),
    defaultValues: { email: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { serverError, submit } = useApiForm(form);
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = submit(async (values: TPasswordResetRequest) => {
    const answer = await apiFetch<{ message: string }>("/api/auth/password-reset", { method: "POST", json: values });
    setSent(answer.message);
  });

  return (
    <div className="space-y-4">
      {sent ? (
        <Banner tone="success" title={sent} />
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Forgot password">
          {serverError ? <Banner tone="error" title={serverError} /> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register("email")}
          />
          <Button type="submit" className="w-full" loading={isSubmitting}>
            Send the link
          </Button>
        </form>
      )}
      <Link href="/login" className="inline-block text-sm text-indigo-700 underline focus-visible:ring-2">
        Back to sign in
      </Link>
    </div>
  );
}
