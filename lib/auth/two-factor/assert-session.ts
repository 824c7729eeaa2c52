import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";

/** Two-factor settings change only from a signed-in browser session, never with a personal API token. */
export function assertSession(actor: Actor): void {
  if (actor.via !== "session") throw new AppError("FORBIDDEN", "Two-factor sign-in is managed from the account page.");
}
