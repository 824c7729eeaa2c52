"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { isReadOnly } from "@/lib/config";
import { PRIVACY_DEFERRED_COOKIE } from "@/lib/auth/gates";

// Read-only mode: the consent cannot be stored, so a reader continues with a session cookie instead of a
// database write; the consent screen returns once writes are possible again.
export async function continueWithoutConsent() {
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (isReadOnly())
    (await cookies()).set(PRIVACY_DEFERRED_COOKIE, actor.userId, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false,
    });
  redirect("/");
}
