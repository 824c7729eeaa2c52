"use client";

// Privacy-policy gate (spec 3 sections 2, 5): Continue is enabled only once 'I agree' is checked.
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";

export function PrivacyConsent({ userId }: { userId: string }) {
  const [agreed, setAgreed] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  // A tick given before the page hydrated is in the DOM but not in the state: take it over.
  useEffect(() => {
    if (box.current?.checked) setAgreed(true);
  }, []);
  const { busy, run } = useAction({ refreshServer: false });
  // Busy until the browser has left the page, so a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const accept = async () => {
    const accepted = await run(
      async () => {
        await apiFetch(`/api/users/${userId}/privacy-policy`, { method: "POST" });
        return true;
      },
      { failure: "Error" },
    );
    if (!accepted) return;
    setLeaving(true);
    window.location.assign("/");
  };
  return (
    <div className="space-y-4">
      <CheckboxField ref={box} label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <Button onClick={accept} disabled={!agreed} loading={busy || leaving}>
        Continue
      </Button>
    </div>
  );
}
