"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { ZSignIn, type TSignIn } from "@/lib/auth/schema";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email: "", password: "" } });

  const onSubmit = async (values: TSignIn) => {
    setServerError(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      setServerError(
        result?.error && result.error !== "CredentialsSignin" ? result.error : "Invalid email or password.",
      );
      return;
    }
    window.location.assign(callbackUrl);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Sign in">
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
