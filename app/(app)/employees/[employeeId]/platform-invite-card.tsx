"use client";

// The employee page's platform invite widget (spec 1 section 2 'platform invite status'; section 4: empty -> in
// progress -> SENT, 'Send again' stays once sent, hidden once ACCEPTED; spec 3 section 8: the invitation failure
// message). POST /api/employees/{employeeId}/invite creates the new hire's sign-in account when there is none.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { Banner, Card, Pill } from "@/components/ui/misc";
import type { EmployeeInvitation } from "@/lib/employees/invite-employee";

/** The date an ISO instant falls on in UTC, formatted the same on the server and in the browser. */
const dayOf = (iso: string) => formatDate(iso.slice(0, 10));

export function PlatformInviteCard({
  employeeId,
  initial,
  canInvite,
  unavailable,
}: {
  employeeId: string;
  initial: EmployeeInvitation;
  canInvite: boolean;
  /** Why the invitation cannot be sent (archived, deactivated, no personal email), if so. */
  unavailable: string | null;
}) {
  const router = useRouter();
  const [invitation, setInvitation] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const status = invitation.invitationStatus;

  const send = async () => {
    setSending(true);
    setError(null);
    setAnnouncement("Sending the invitation…");
    try {
      const next = await apiFetch<EmployeeInvitation>(`/api/employees/${encodeURIComponent(employeeId)}/invite`, {
        method: "POST",
      });
      setInvitation(next);
      setAnnouncement(`Invitation sent to ${next.email ?? "the employee"}.`);
      // The page's Next step card moves on.
      router.refresh();
    } catch (e) {
      setAnnouncement("");
      setError(`Failed to send out user invitation, due to error: ${failureMessage(e, "unknown error")}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Platform invite">
      <div className="space-y-3 text-sm" data-testid="platform-invite">
        {status === "ACCEPTED" ? (
          <p>
            <Pill tone="success">Accepted</Pill> <span className="ml-1">The employee has joined the platform.</span>
          </p>
        ) : (
          <>
            <p>
              {status === "SENT" && invitation.sentInvitationAt
                ? `Invited on ${dayOf(invitation.sentInvitationAt)}, not accepted yet.`
                : "Not invited yet."}
            </p>
            {invitation.email ? (
              <p className="text-slate-600">
                The invitation goes to {invitation.email}, the address they sign in with.
              </p>
            ) : null}
            {unavailable ? <p className="text-slate-600">{unavailable}</p> : null}
            {canInvite ? (
              <Button variant={status === "SENT" ? "secondary" : "primary"} loading={sending} onClick={send}>
                {sending ? "Sending…" : status === "SENT" ? "Send again" : "Send invite"}
              </Button>
            ) : null}
          </>
        )}
        {error ? <Banner tone="error" title={error} /> : null}
        <p role="status" aria-live="polite" className={announcement ? "text-emerald-800" : "sr-only"}>
          {announcement}
        </p>
      </div>
    </Card>
  );
}
