import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { loadShellContext } from "@/lib/auth/gates";
import { ChangePasswordClient } from "./page-client";

export const metadata: Metadata = { title: "Set your password" };

// The gate (lib/auth/gates.ts) holds here whoever signed in with a temporary password until they set their own.
export default async function ChangePasswordPage() {
  const actor = await guardPage({ permission: "account.update" });
  const shell = await loadShellContext(actor);
  if (!shell.mustChangePassword) redirect("/");
  return <ChangePasswordClient userId={actor.userId} />;
}
