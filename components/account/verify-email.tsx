"use client";

// /profile/verify-email/{token}: check the link, 'Confirm email change', then sign out to sign in again
// with the new address. 410: 'Your email change request has expired, please try again.' -> /account-details.
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorStatus } from "@/components/ui/api-error";
import { EMAIL_CHANGE_EXPIRED } from "@/lib/account/schema";
import { Button } from "@/components/ui/button";
import { Banner, Card } from "@/components/ui/misc";

export function VerifyEmail({ userId, token }: { userId: string; token: string }) {
  const router = useRouter();
  const [state, setState] = useState<
    { kind: "loading" } | { kind: "ready"; newEmail: string } | { kind: "invalid"; message: string }
  >({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const url = `/api/users/${userId}/emails/verify/${encodeURIComponent(token)}`;

  const expired = () => {
    toast.error("Error", { description: EMAIL_CHANGE_EXPIRED });
    router.replace("/account-details");
  };

  useEffect(() => {
    apiFetch<{ newEmail: string }>(url)
      .then((res) => setState({ kind: "ready", newEmail: res.newEmail }))
      .catch((error) => {
        if (apiErrorStatus(error) === 410) {
          setState({ kind: "invalid", message: EMAIL_CHANGE_EXPIRED });
          expired();
        } else
          setState({ kind: "invalid", message: error instanceof Error ? error.message : "This link is not valid." });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const confirm = async () => {
    setBusy(true);
    try {
      await apiFetch(url, { method: "POST" });
      toast.success("Your email was changed. Please sign in with your new email.");
      await signOut({ redirect: false });
      window.location.assign("/login");
    } catch (error) {
      setBusy(false);
      if (apiErrorStatus(error) === 410) expired();
      else
        toast.error("Error", {
          description: error instanceof Error ? error.message : "Something went wrong, please try again later",
        });
    }
  };

  if (state.kind === "loading") return <p role="status">Checking your link…</p>;
  if (state.kind === "invalid") return <Banner tone="error" title={state.message} />;
  return (
    <Card title="Confirm email change">
      <p className="mb-4 text-sm text-slate-700">
        Your sign-in email will change to <strong>{state.newEmail}</strong>. You will be signed out and can sign in
        again with the new email.
      </p>
      <Button onClick={confirm} loading={busy}>
        Confirm
      </Button>
    </Card>
  );
}
