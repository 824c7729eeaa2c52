import { currentActor } from "@/lib/auth/session";
import { loadShellContext } from "@/lib/auth/gates";
import { gateOf } from "@/lib/pages/guard";
import { AppShell } from "@/components/layout/app-shell";
import { ServiceWorkerRegister } from "@/components/pwa/service-worker-register";
import { userCacheKey } from "@/lib/pwa/user-cache-key";

// The signed-in shell with the role's navigation. Authentication and the gates are applied by each page
// (lib/pages/guard.ts), since a layout is not re-run on client-side navigation. A gated user gets a shell
// without navigation, so nothing on a gate page leads past it; a signed-out visitor gets no shell.
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  if (!actor) return <main id="main">{children}</main>;
  const shell = await loadShellContext(actor);
  const gated = (await gateOf(actor, shell)) !== null;
  return (
    <AppShell actor={actor} shell={shell} gated={gated}>
      {children}
      <ServiceWorkerRegister userKey={userCacheKey(actor.userId)} />
    </AppShell>
  );
}
