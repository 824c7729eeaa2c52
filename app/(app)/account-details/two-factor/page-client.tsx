"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import { ZConfirmTwoFactor, type TConfirmTwoFactor } from "@/lib/auth/two-factor/schema";
import { Banner, Card } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { useAction } from "@/components/ui/use-action";
import { RecoveryCodes } from "./recovery-codes";

type Enrolment = { qrCode: string; secret: string };

function ConfirmStep({ enrolment, onDone }: { enrolment: Enrolment; onDone: (codes: string[]) => void }) {
  const form = useForm<TConfirmTwoFactor>({ resolver: zodResolver(ZConfirmTwoFactor), defaultValues: { code: "" } });
  const { serverError, submit } = useApiForm(form);
  const onSubmit = submit(async (values: TConfirmTwoFactor) => {
    const { recoveryCodes } = await apiFetch<{ recoveryCodes: string[] }>("/api/auth/two-factor/confirm", {
      method: "POST",
      json: values,
    });
    onDone(recoveryCodes);
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        1. Scan this QR code with your authenticator app (or type the key below into it).
      </p>
      {/* A data URL drawn on the server: next/image has nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <p className="text-sm">
        Key: <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono">{enrolment.secret}</code>
      </p>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Confirm two-factor">
        {serverError && !form.formState.errors.code ? <Banner tone="error" title={serverError} /> : null}
        <TextField
          label="2. Enter the 6-digit code the app shows"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}

export function TwoFactorSetup({ enabled, required }: { enabled: boolean; required: boolean }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { busy, run } = useAction({ refreshServer: false });
  const start = () =>
    run(async () =>
      setEnrolment(await apiFetch<Enrolment>("/api/auth/two-factor/setup", { method: "POST", json: { start: true } })),
    );
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Two-factor sign-in</h1>
      {required && !enabled && !codes ? (
        <Banner tone="warning" title="Your role requires two-factor sign-in. Set it up to continue." />
      ) : null}
      <Card>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : enabled ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">Two-factor sign-in is on.</p>
            <Link href="/account-details" className="text-indigo-700 underline focus-visible:ring-2">
              Back to account details
            </Link>
          </div>
        ) : enrolment ? (
          <ConfirmStep enrolment={enrolment} onDone={setCodes} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (such as
              Google Authenticator, Microsoft Authenticator or 1Password).
            </p>
            <Button onClick={start} loading={busy}>
              Start setup
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
