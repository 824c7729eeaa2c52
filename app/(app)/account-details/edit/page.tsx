import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { getUserOrThrow } from "@/lib/account/service";
import { editableAccountFields } from "@/lib/account/schema";
import { AccountEditForm } from "@/components/account/account-edit-form";

export const metadata: Metadata = { title: "Edit your details" };

export default async function EditAccountPage() {
  const actor = await guardPage({ permission: "account.update" });
  const user = await getUserOrThrow(actor, actor.userId);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/account-details" className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Edit your details</h1>
      <AccountEditForm
        userId={actor.userId}
        editable={editableAccountFields(actor.mainRole)}
        defaults={{
          displayName: user.displayName ?? user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        }}
      />
    </div>
  );
}
