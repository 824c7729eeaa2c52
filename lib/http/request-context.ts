// Per-request values that services need without threading them through every call:
// the request id (written on audit events) and the acting user.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Actor } from "@/lib/auth/actor";

type RequestContext = { requestId: string; actor: Actor | null };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
