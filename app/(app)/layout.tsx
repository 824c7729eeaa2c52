import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { isAllowedByGate, loadShellContext, resolveGate } from "@/lib/auth/gates";
import { AppShell } from "@/components/layout/app-shell";

// The signed-in area: authenticate, apply the redirect gates, render the shell with the role's navigation.
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const pathname = (await headers()).get("x-pathname") ?? "/";
  const actor = await currentActor();
  if (!actor) redirect(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
  const shell = await loadShellContext(actor);
  const gate = await resolveGate(actor, shell);
  if (gate && !isAllowedByGate(gate, pathname)) redirect(gate.redirectTo);
  return (
    <AppShell actor={actor} shell={shell}>
      {children}
    </AppShell>
  );
}
