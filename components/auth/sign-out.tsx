"use client";

import { useEffect } from "react";
import { signOut } from "next-auth/react";
import { clearPrivateCaches } from "@/lib/pwa/clear-private-caches";

/** Signs out, then to the sign-in page; `returnTo` (a same-site path, checked by the page) is where the next
 *  sign-in goes on to. The payslips kept for offline reading go first (lib/pwa/clear-private-caches.ts). */
export function SignOut({ returnTo = "/" }: { returnTo?: string }) {
  useEffect(() => {
    const next = returnTo === "/" ? "/login" : `/login?callbackUrl=${encodeURIComponent(returnTo)}`;
    clearPrivateCaches()
      .then(() => signOut({ redirect: false }))
      .finally(() => window.location.assign(next));
  }, [returnTo]);
  return null;
}
