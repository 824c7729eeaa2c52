import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { getTwoFactorStatus } from "@/lib/auth/two-factor/get-two-factor-status";
import { TwoFactorSetup } from "./page-client";

export const metadata: Metadata = { title: "Two-factor sign-in" };

// Issue 28: set up two-factor sign-in (also the gate's page for staff while the setting requires it).
export default async function TwoFactorPage() {
  const actor = await guardPage({ permission: "account.update" });
  const status = await getTwoFactorStatus(actor);
  return <TwoFactorSetup enabled={status.enabled} required={status.required} />;
}
