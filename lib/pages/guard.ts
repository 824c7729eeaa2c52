// THE guard of every page in app/(app): `const actor = await guardPage({ permission: "seats.read" })`.
// It runs in the page itself (a layout is not re-run on client-side navigation), so a gated user never sees
// a gated page by any means. Refusal has one shape: forbidden() renders app/(app)/forbidden.tsx with 403
// (spec 1 section 8, 'Access Denied/Forbidden'); a record the actor cannot reach is a 404 (orNotFound).
import "server-only";
import { cookies, headers } from "next/headers";
import { forbidden, notFound, redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can, type Action } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import {
  PRIVACY_DEFERRED_COOKIE,
  isAllowedByGate,
  loadShellContext,
  resolveGate,
  type Gate,
  type ShellContext,
} from "@/lib/auth/gates";
import { TYPEFORM_DEFERRED_COOKIE } from "@/lib/onboarding/typeform";
import { ONBOARDING_GATES } from "@/lib/onboarding/onboarding-gates";

type GuardOptions = {
  /** The policy action the page needs. */
  permission?: Action;
  /** A further page rule on top of the permission (e.g. a feature flag). */
  allow?: (actor: Actor) => boolean;
};

/** The path of this request as the middleware saw it (also on client-side navigation requests). */
export async function requestPath(): Promise<string> {
  return (await headers()).get("x-pathname") ?? "/";
}

/** The signed-in user's gate: the platform's, then the onboarding gates, with the deferrals (read-only consent,
 *  unconfigured onboarding form) from cookies. */
export async function gateOf(actor: Actor, shell: ShellContext): Promise<Gate> {
  const jar = await cookies();
  return resolveGate(
    actor,
    shell,
    {
      privacyDeferred: jar.get(PRIVACY_DEFERRED_COOKIE)?.value === actor.userId,
      typeformDeferred: jar.get(TYPEFORM_DEFERRED_COOKIE)?.value === actor.userId,
    },
    ONBOARDING_GATES,
  );
}

export async function guardPage(options: GuardOptions = {}): Promise<Actor> {
  const path = await requestPath();
  const actor = await currentActor();
  if (!actor) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  const gate = await gateOf(actor, await loadShellContext(actor));
  if (gate && !isAllowedByGate(gate, path)) redirect(gate.redirectTo);
  if (options.permission && !can(actor, options.permission)) forbidden();
  if (options.allow && !options.allow(actor)) forbidden();
  return actor;
}

/** Runs a service call; a record the actor cannot reach (NOT_FOUND, or a malformed id) is the 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  }
}
