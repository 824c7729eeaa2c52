// LSP tenancy: staff who list LSPs reach every provider; an LSP user only their own. Any other id is not found.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";

export function lspWhere(actor: Actor): Prisma.LocalServiceProviderWhereInput {
  return can(actor, "lsps.list") ? {} : { id: actor.lspId ?? "__none__" };
}

export const lspNotFound = () => new AppError("NOT_FOUND", "LSP not found");

/** One LSP by id, within the actor's reach (never spread lspWhere next to an id: its own id would win). */
export function reachableLspWhere(actor: Actor, lspId: string): Prisma.LocalServiceProviderWhereInput {
  return { AND: [{ id: lspId }, lspWhere(actor)] };
}
