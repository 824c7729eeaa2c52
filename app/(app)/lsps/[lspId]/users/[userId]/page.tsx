import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { lspActionsOf } from "@/lib/lsps/lsp-actions";
import { getLspUser } from "@/lib/lsps/get-lsp-user";
import { Card, DefinitionList } from "@/components/ui/misc";
import { InviteButton } from "@/components/managers/invite-button";
import { DeleteLspUserButton } from "./page-client";
import { invitationLabel } from "@/components/managers/managers-card";

export const metadata: Metadata = { title: "LSP manager" };

export default async function LspUserPage({ params }: { params: Promise<{ lspId: string; userId: string }> }) {
  const { lspId, userId } = await params;
  const actor = await guardPage({ permission: "lspUsers.read" });
  const user = await orNotFound(() => getLspUser(actor, lspId, userId));
  const actions = lspActionsOf(actor);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href={`/lsps/${lspId}#managers`} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{user.name}</h1>
        <div className="flex items-center gap-3">
          {actions.editUsers ? (
            <Link href={`/lsps/${lspId}/users/${user.userId}/edit`} className="text-sm text-indigo-700 underline">
              Edit details
            </Link>
          ) : null}
          {actions.manageUsers ? <DeleteLspUserButton lspId={lspId} userId={user.userId} name={user.name} /> : null}
        </div>
      </div>
      <Card title="Details">
        <DefinitionList
          items={[
            { label: "First name", value: user.firstName },
            { label: "Last name", value: user.lastName },
            { label: "Email", value: user.email },
            { label: "Platform invitation", value: invitationLabel(user.invitationStatus) },
          ]}
        />
        {actions.manageUsers ? (
          <div className="mt-4">
            <InviteButton userId={user.userId} initialStatus={user.invitationStatus} label="Send platform invitation" />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
