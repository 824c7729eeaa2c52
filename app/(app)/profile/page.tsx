import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { WaitingForYou } from "@/components/home/waiting-for-you";
import { managedCompanyIdOf } from "@/lib/companies/managed-company";
import { getUserOrThrow, welcomeProgress } from "@/lib/account/service";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { WelcomePrimer } from "@/components/account/welcome-primer";
import { getLsp } from "@/lib/lsps/get-lsp";
import { roleLabel } from "@/lib/account/admins/role-label";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const actor = await guardPage({ permission: "account.read" });
  const user = await getUserOrThrow(actor, actor.userId);
  const managedCompanyId = managedCompanyIdOf(actor);
  // Only the employee role sees the welcome primer (spec 3 section 2).
  // An LSP user's profile shows their provider's record (issue 14).
  const lsp = actor.lspId ? await getLsp(actor, actor.lspId).catch(() => null) : null;
  const primer = actor.mainRole === "employee" && !user.seenWelcomeScreen ? await welcomeProgress(actor) : null;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {primer ? (
        <WelcomePrimer
          userId={actor.userId}
          firstName={primer.firstName}
          percent={primer.percent}
          completed={primer.completed}
          total={primer.total}
        />
      ) : null}
      <h1 className="text-2xl font-semibold text-slate-900">Profile</h1>
      <WaitingForYou actor={actor} page="profile" />
      <Card
        title={user.displayName || user.name}
        actions={
          <Link href="/account-details" className="text-sm text-indigo-700 underline">
            Account details
          </Link>
        }
      >
        <DefinitionList
          items={[
            { label: "Name", value: user.name },
            { label: "Email", value: user.email },
            {
              label: "Roles",
              value: (
                <span className="flex flex-wrap gap-1">
                  {user.roles.map((r) => (
                    <Pill key={r.id}>{roleLabel(r.type)}</Pill>
                  ))}
                </span>
              ),
            },
          ]}
        />
        {managedCompanyId ? (
          <p className="mt-4 text-sm">
            <Link href={`/companies/${managedCompanyId}`} className="text-indigo-700 underline">
              Company profile
            </Link>
          </p>
        ) : null}
      </Card>
      {lsp ? (
        <Card title="Local service provider">
          <DefinitionList
            items={[
              { label: "Name", value: lsp.name },
              { label: "Countries", value: lsp.countries.join(", ") || "-" },
              { label: "Employees", value: String(lsp.noOfEmployees) },
              { label: "Status", value: lsp.isActive ? "Active" : "Inactive" },
            ]}
          />
        </Card>
      ) : null}
    </div>
  );
}
