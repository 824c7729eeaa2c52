"use client";

// Platform invitation (spec 1 section 4): empty -> in progress -> SENT ('Send again'); hidden once ACCEPTED.
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";
import type { InvitationStatus } from "@/lib/account/managers/schema";

export function InviteButton({
  userId,
  initialStatus,
  label = "Send platform invite to Manager",
}: {
  userId: string;
  initialStatus: InvitationStatus;
  label?: string;
}) {
  const [status, setStatus] = useState<InvitationStatus>(initialStatus);
  const [sending, setSending] = useState(false);
  if (status === "ACCEPTED") return <Pill tone="success">Invitation accepted</Pill>;
  const send = async () => {
    setSending(true);
    try {
      await apiFetch(`/api/users/${userId}/invite`, { method: "POST", json: { isManagerPermissions: true } });
      setStatus("SENT");
      toast.success("Invitation sent");
    } catch (error) {
      toast.error("Error", {
        description: `Failed to send out user invitation, due to error: ${failureMessage(error, "unknown error")}`,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {status === "SENT" ? <Pill tone="info">Invitation sent</Pill> : null}
      <Button variant={status === "SENT" ? "secondary" : "primary"} onClick={send} loading={sending}>
        {sending ? "Sending…" : status === "SENT" ? "Send again" : label}
      </Button>
    </div>
  );
}
