import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { ApiTokensPanel } from "@/components/account/api-tokens-panel";

export const metadata: Metadata = { title: "API tokens" };

export default async function ApiTokensPage() {
  await guardPage({ permission: "apiTokens.manage" });
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">API tokens</h1>
      <p className="text-sm text-slate-600">
        Personal tokens let scripts call the OmniPlatform API as you: send{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>. A token has your permissions and is shown once, when you
        create it. Every call is described in the{" "}
        <Link href="/api-docs" className="text-indigo-700 underline">
          API reference
        </Link>
        .
      </p>
      <ApiTokensPanel />
    </div>
  );
}
