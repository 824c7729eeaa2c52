// Calls a real route handler (the exported GET/POST/... of an app/api route file) in-process, through the
// same wrapper the server uses, authenticated with a real API token stored in the test database.
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { newSecret, sha256 } from "@/lib/auth/tokens";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path: string;
  params?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** A raw body (e.g. malformed JSON). */
  raw?: string;
  token?: string | null;
  headers?: Record<string, string>;
};

export async function call<T = unknown>(
  handler: Handler,
  options: CallOptions,
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  else if (options.raw !== undefined) body = options.raw;
  const req = new NextRequest(new URL(options.path, "http://localhost"), {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A personal API token for the user, as `Authorization: Bearer` would carry it. */
export async function tokenFor(userId: string): Promise<string> {
  const token = newSecret("omni_");
  await getDb().apiToken.create({ data: { userId, name: `test ${token.slice(-6)}`, tokenHash: sha256(token) } });
  return token;
}
