"use client";

// Privacy-policy gate (spec 3 sections 2, 5): Continue is enabled only once 'I agree' is checked.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";

export function PrivacyConsent({ userId }: { userId: string }) {
  const [agreed, setAgreed] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  // A tick given before the page hydrated is in the DOM but not in the state: take it over.
  useEffect(() => {
    if (box.current?.checked) setAgreed(true);
  }, []);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/users/${userId}/privacy-policy`, { method: "POST" });
      window.location.assign("/");
    } catch (error) {
      setBusy(false);
      toast.error("Error", {
        description: error instanceof Error ? error.message : "Something went wrong, please try again later",
      });
    }
  };
  return (
    <div className="space-y-4">
      <CheckboxField ref={box} label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <Button onClick={accept} disabled={!agreed} loading={busy}>
        Continue
      </Button>
    </div>
  );
}
