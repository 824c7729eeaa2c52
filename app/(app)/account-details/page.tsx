import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { getUserOrThrow } from "@/lib/account/service";
import { Card, DefinitionList } from "@/components/ui/misc";
import { getTwoFactorStatus } from "@/lib/auth/two-factor/get-two-factor-status";
import { SecurityCard } from "./security-card";

export const metadata: Metadata = { title: "Account details" };

export default async function AccountDetailsPage() {
  const actor = await guardPage({ permission: "account.read" });
  const [user, twoFactor] = await Promise.all([getUserOrThrow(actor, actor.userId), getTwoFactorStatus(actor)]);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Account details</h1>
      <Card
        title="Your details"
        actions={
          <Link
            href="/account-details/edit"
            className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Edit details
          </Link>
        }
      >
        <DefinitionList
          items={[
            { label: "Display name", value: user.displayName },
            { label: "First name", value: user.firstName },
            { label: "Last name", value: user.lastName },
            { label: "Email", value: user.email },
          ]}
        />
      </Card>
      <SecurityCard status={twoFactor} />
    </div>
  );
}
