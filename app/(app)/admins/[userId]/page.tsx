import type { Metadata } from "next";
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getAdmin } from "@/lib/account/admins/get-admin";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { InviteButton } from "@/components/managers/invite-button";
import { invitationLabel } from "@/components/managers/managers-card";
import { roleLabel } from "@/lib/account/admins/role-label";

export const metadata: Metadata = { title: "Admin user" };

export default async function AdminPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const actor = await guardPage({ permission: "admins.manage" });
  const admin = await orNotFound(() => getAdmin(actor, userId));
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href="/admins" className="text-sm text-indigo-700 underline">
        ← Back to admin users
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{admin.name}</h1>
        <Link href={`/admins/${admin.userId}/edit`} className="text-sm text-indigo-700 underline">
          Edit details
        </Link>
      </div>
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "First name", value: admin.firstName },
            { label: "Last name", value: admin.lastName },
            { label: "Email", value: admin.email },
            {
              label: "Roles",
              value: (
                <span className="flex flex-wrap gap-1">
                  {admin.roles.map((r) => (
                    <Pill key={r.id}>{roleLabel(r.type)}</Pill>
                  ))}
                </span>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Administrative details">
        <DefinitionList
          items={[
            { label: "Platform invitation", value: invitationLabel(admin.invitationStatus) },
            {
              label: "Temporary password",
              value: admin.temporaryPassword ? (
                <span>
                  <code data-testid="temporary-password">{admin.temporaryPassword}</code>{" "}
                  <span className="text-slate-600">
                    (works for one sign-in until {formatDate(admin.temporaryPasswordExpiresAt)})
                  </span>
                </span>
              ) : (
                "-"
              ),
            },
          ]}
        />
        <div className="mt-4">
          <InviteButton userId={admin.userId} initialStatus={admin.invitationStatus} label="Send platform invitation" />
        </div>
      </Card>
    </div>
  );
}
