"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import { ZDisableTwoFactor, type TDisableTwoFactor } from "@/lib/auth/two-factor/schema";
import { Button } from "@/components/ui/button";
import { Card, DefinitionList } from "@/components/ui/misc";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { formatDate } from "@/lib/dates";

type Status = { enabled: boolean; enabledAt: string | null; required: boolean; recoveryCodesLeft: number };

const LINK =
  "inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none";

function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<TDisableTwoFactor>({ resolver: zodResolver(ZDisableTwoFactor), defaultValues: { code: "" } });
  const { serverError, submit } = useApiForm(form);
  const [busy, setBusy] = useState(false);
  const onValid = submit(async (values: TDisableTwoFactor) => {
    await apiFetch("/api/auth/two-factor/disable", { method: "POST", json: values });
    // Turning it off ends every session, this one too.
    window.location.assign("/login");
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Turn off two-factor sign-in?"
      description="Enter a code from your authenticator app or a recovery code. You will be signed out everywhere."
      confirmLabel="Turn off"
      danger
      busy={busy}
      onConfirm={async () => {
        setBusy(true);
        await form.handleSubmit(onValid)();
        setBusy(false);
      }}
    >
      {serverError && !form.formState.errors.code ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
    </ConfirmDialog>
  );
}

/** The account page's sign-in security: two-factor status and setup, and 'Sign out everywhere'. */
export function SecurityCard({ status }: { status: Status }) {
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [turnOff, setTurnOff] = useState(false);
  const { busy, run } = useAction({ refreshServer: false });
  const signOutEverywhere = () =>
    run(async () => {
      const { url } = await apiFetch<{ url: string }>("/api/auth/sign-out-everywhere", {
        method: "POST",
        json: { confirm: true },
      });
      window.location.assign(url);
    });
  const twoFactor = status.enabled ? `On since ${formatDate(status.enabledAt)}` : "Off";
  return (
    <Card title="Sign-in security">
      <DefinitionList
        items={[
          { label: "Two-factor sign-in", value: twoFactor },
          ...(status.enabled ? [{ label: "Recovery codes left", value: String(status.recoveryCodesLeft) }] : []),
        ]}
      />
      {!status.enabled ? (
        <p className="mt-3 text-sm text-slate-700">
          {status.required
            ? "Your role requires two-factor sign-in."
            : "Two-factor sign-in asks for a code from an authenticator app after your password."}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {!status.enabled ? (
          <Link href="/account-details/two-factor" className={LINK}>
            Set up two-factor sign-in
          </Link>
        ) : !status.required ? (
          <Button variant="secondary" onClick={() => setTurnOff(true)}>
            Turn off two-factor sign-in
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirmSignOut(true)}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        title="Sign out everywhere?"
        description="Every browser signed in to your account is signed out, this one included. Your API tokens keep working; revoke them on the API tokens page."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={signOutEverywhere}
      />
      {turnOff ? <TurnOffDialog open={turnOff} onOpenChange={setTurnOff} /> : null}
    </Card>
  );
}
