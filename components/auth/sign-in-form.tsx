"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { SIGN_IN_ERRORS, ZSignIn, type TSignIn } from "@/lib/auth/schema";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

/** Where the e-mail's domain signs in with single sign-on (null: it does not, or the check failed). */
async function ssoStartFor(email: string, callbackUrl: string): Promise<string | null> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return null;
  try {
    const res = await fetch(`/api/auth/sso/discover?email=${encodeURIComponent(email.trim())}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { sso: boolean; startUrl: string | null };
    if (!body.sso || !body.startUrl) return null;
    const url = new URL(body.startUrl, window.location.origin);
    url.searchParams.set("callbackUrl", callbackUrl);
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

// Issue 28: a user whose domain has single sign-on is offered the provider once the e-mail is typed (the password
// stays for OP admins' break-glass); a user with two-factor on is asked for the code after the right password,
// and the three are posted together (lib/auth/options.ts).
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [ssoStart, setSsoStart] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email: "", password: "" } });

  const onSubmit = async ({ code, ...values }: TSignIn) => {
    setServerError(null);
    const result = await signIn("credentials", { ...values, ...(codeStep && code ? { code } : {}), redirect: false });
    if (!result || result.error) {
      const error = result?.error && result.error !== "CredentialsSignin" ? result.error : SIGN_IN_ERRORS.invalid;
      if (error === SIGN_IN_ERRORS.codeRequired) return setCodeStep(true);
      if (error === SIGN_IN_ERRORS.ssoRequired) {
        const start = await ssoStartFor(values.email, callbackUrl);
        if (start) return window.location.assign(start);
      }
      setServerError(error);
      return;
    }
    window.location.assign(safeReturnPath(callbackUrl));
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Sign in">
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register("email", {
          onBlur: async (e: { target: { value: string } }) =>
            setSsoStart(await ssoStartFor(e.target.value, callbackUrl)),
        })}
      />
      {ssoStart ? (
        <Banner tone="info" title={SIGN_IN_ERRORS.ssoRequired}>
          <a
            href={ssoStart}
            className="mt-2 inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none"
          >
            Continue with single sign-on
          </a>
        </Banner>
      ) : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      {codeStep ? (
        <>
          <Banner tone="info" title={SIGN_IN_ERRORS.codeRequired} />
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            error={errors.code?.message}
            {...register("code")}
          />
        </>
      ) : null}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
      <p className="text-center text-sm">
        <Link
          href="/login/forgot-password"
          className="text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
