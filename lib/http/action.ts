// The server-action twin of lib/http/route.ts: read-only refusal, authentication, the policy check and
// zod parsing, with errors returned as data (server actions cannot carry an HTTP status).
import "server-only";
import crypto from "node:crypto";
import type { z } from "zod";
import { AppError, errorBody, toAppError, type ErrorBody } from "@/lib/http/errors";
import { currentActor } from "@/lib/auth/session";
import { assertCan, type Action } from "@/lib/policy";
import { isReadOnly } from "@/lib/config";
import { runWithRequestContext } from "@/lib/http/request-context";
import type { Actor } from "@/lib/auth/actor";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ErrorBody & { status: number } };

export async function runAction<S extends z.ZodType, T>(
  options: { permission: Action; input: S; write?: boolean },
  rawInput: unknown,
  fn: (ctx: { actor: Actor; input: z.infer<S> }) => Promise<T>,
): Promise<ActionResult<T>> {
  const requestId = crypto.randomUUID();
  try {
    if (options.write !== false && isReadOnly()) throw new AppError("READ_ONLY");
    const actor = await currentActor();
    if (!actor) throw new AppError("UNAUTHORIZED");
    assertCan(actor, options.permission);
    const input = options.input.parse(rawInput);
    const data = await runWithRequestContext({ requestId, actor }, () => fn({ actor, input }));
    return { ok: true, data };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") console.error(`[${requestId}]`, error);
    return { ok: false, error: { ...errorBody(appError, requestId), status: appError.status } };
  }
}
