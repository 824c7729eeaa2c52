"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { typeformSettings } from "@/lib/config";
import { TYPEFORM_DEFERRED_COOKIE } from "@/lib/onboarding/typeform";

// No onboarding form is configured: there is nothing to fill in, so the employee continues for this browser session
// (a session cookie, no database write); the notice returns on the next sign-in and the gate holds again once a
// form is configured.
export async function continueWithoutTypeform() {
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (!typeformSettings())
    (await cookies()).set(TYPEFORM_DEFERRED_COOKIE, actor.userId, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false,
    });
  redirect("/");
}
