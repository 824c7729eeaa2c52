import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listCompanyOptions } from "@/lib/webhooks/list-company-options";
import { IdentityProvidersClient } from "./page-client";

export const metadata: Metadata = { title: "Single sign-on" };

// Issue 28: OP admins configure OpenID Connect identity providers for the staff or per client company.
export default async function IdentityProvidersPage() {
  await guardPage({ permission: "identityProviders.manage" });
  const companies = await listCompanyOptions();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Single sign-on</h1>
      <p className="text-sm text-slate-600">
        Users whose e-mail domain has an identity provider sign in there (OpenID Connect), matched by their verified
        e-mail to an existing account; they cannot use a password, except OP admins. Register the redirect address{" "}
        <code>/api/auth/sso/callback</code> on this site with the provider.
      </p>
      <IdentityProvidersClient companies={companies} />
    </div>
  );
}
