"use client";

import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { Button } from "@/components/ui/button";

export function ResendInviteButton({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await apiFetch(`/api/users/${userId}/invite`, { method: "POST", json: {} });
          toast.success("Invitation sent");
        } catch (error) {
          toast.error(error instanceof ApiError ? error.message : "Could not send the invitation");
        } finally {
          setBusy(false);
        }
      }}
    >
      Resend invitation
    </Button>
  );
}
