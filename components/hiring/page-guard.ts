// Shared guard of the hiring pages: signed in, allowed by the policy, and the company reachable (else 404).
import "server-only";
import { notFound, redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { can, type Action } from "@/lib/policy";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";

export async function requireHiringActor(action: Action): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect("/login");
  if (!can(actor, action)) notFound();
  return actor;
}

/** Runs a service call; a NOT_FOUND AppError becomes the 404 page. */
export async function orNotFound<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  }
}
