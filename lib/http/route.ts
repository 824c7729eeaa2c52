// The one wrapper every app/api/**/route.ts verb goes through. In order: read-only refusal for writes,
// authentication (session cookie or bearer token), the account's holds (a due password change, two-factor setup
// due for staff), the policy check, parsing of params/query/body (and a multipart form's text fields) with
// the domain's zod schema, the handler, and mapping of anything thrown to one JSON error shape.
// Handlers never build error responses themselves and never see unparsed input.
import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import type { z, ZodError } from "zod";
import { AppError, MESSAGES } from "@/lib/errors";
import { errorBody, toAppError } from "@/lib/http/errors";
import { actorFromRequest } from "@/lib/auth/session";
import { assertCan, type Action } from "@/lib/policy";
import { isReadOnly } from "@/lib/config";
import { runWithRequestContext } from "@/lib/http/request-context";
import { assertJsonObject, assertSafeInput } from "@/lib/http/input-guard";
import { assertJsonBody, assertSameOrigin } from "@/lib/http/csrf";
import type { Actor } from "@/lib/auth/actor";
import { assertTwoFactorSetUp } from "@/lib/auth/two-factor/api-hold";
import { discardUpload, parseMultipart, type ParsedUpload } from "@/lib/storage/parse-multipart";
import type { UploadPolicy } from "@/lib/storage/upload-policy";
import { errorField, logger } from "@/lib/observability/logger";
import { recordRequest, routePattern } from "@/lib/observability/request-log";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

export type RouteOptions<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  F extends Schema | undefined = undefined,
> = {
  /** "user" (default): a signed-in user or API token. "public": anyone (sign-in helpers, health). */
  auth?: "user" | "public";
  permission?: Action;
  params?: P;
  query?: Q;
  /** A zod schema for a JSON body, or "form" for a multipart upload (streamed to storage, see `upload`). */
  body?: B | "form";
  /** With body "form" (or acceptForm), required: what the route accepts (lib/storage/upload-policy.ts; documents'
   *  rules: DOCUMENT_UPLOAD in lib/documents/upload-policy.ts). */
  upload?: UploadPolicy | (() => UploadPolicy);
  /** With body "form": a zod schema for the form's text fields, parsed before the handler runs (a field that
   *  carries JSON parses it in the schema, so bad JSON is an issue on that field). The handler gets them in
   *  `fields`; the files stay in `upload`. */
  fields?: F;
  /** With `fields`: the answer to fields that do not parse, for a route whose contract words it its own way
   *  (default: the 400 every schema refusal gets, "Some fields are not valid." with fieldErrors). */
  fieldsError?: (error: ZodError) => AppError;
  /** With a JSON `body` schema: a multipart/form-data request is read as an upload instead (a documented
   *  extension beside the spec's JSON); the handler then gets `upload` and must not read `body`. */
  acceptForm?: boolean;
  /** Served while the caller's password change is due (the change itself, reading one's own account). */
  allowWhilePasswordChangeDue?: boolean;
  /** Writes allowed in read-only mode (none but sign-in/out, which next-auth serves itself). */
  allowInReadOnly?: boolean;
  /** For the OpenAPI document (lib/openapi/): a one-line summary and the zod schema of a 2xx answer. The
   *  schema also types the handler's result (never parsed at run time). */
  summary?: string;
  response?: Schema;
  /** For the OpenAPI document: the body of a 202 the route answers beside its 200 `response` (work still running). */
  acceptedResponse?: Schema;
};

/** A response schema's data as a handler may return it before JSON: a Date where the JSON has its ISO text. */
type BeforeJson<T> = T extends string
  ? T | Date
  : T extends readonly (infer E)[]
    ? readonly BeforeJson<E>[]
    : T extends object
      ? { [K in keyof T]: BeforeJson<T[K]> }
      : T;
type HandlerResult<O> = O extends { response: infer R extends Schema }
  ? BeforeJson<z.input<R>> | JsonResult | Response
  : unknown;

type HandlerContext<P, Q, B, F, A> = {
  req: NextRequest;
  actor: A;
  params: P;
  query: Q;
  body: B;
  /** With a `fields` schema: the form's text fields, parsed. */
  fields: F;
  /** With body "form": the text fields and the files already sniffed, size-checked and stored. */
  upload: ParsedUpload | null;
  requestId: string;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Return this from a handler to choose the status (201 Created, 202 Accepted, 204 No Content). */
export class JsonResult {
  constructor(
    readonly data: unknown,
    readonly status: number,
    readonly headers?: Record<string, string>,
  ) {}
}
export const created = (data: unknown) => new JsonResult(data, 201);
export const accepted = (data: unknown) => new JsonResult(data, 202);
export const noContent = () => new JsonResult(null, 204);

function searchParamsObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((v) => v !== "");
    if (values.length === 0) continue; // spec: queries drop empty parameters
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  assertJsonBody(req, text);
  if (!text) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  assertJsonObject(body);
  return body;
}

/** The text fields and file names of an upload, for the hostile-string walk (file bytes are not text). */
function uploadStrings(upload: ParsedUpload): Record<string, unknown> {
  const names = [...upload.files, ...upload.rejected].map((f) => f.fileName);
  return { ...upload.fields, ...(names.length ? { fileName: names } : {}) };
}

/** A form's text fields through the route's schema; a refusal worded by the route when it says how. */
function parseFields(
  schema: Schema,
  raw: Record<string, string>,
  fieldsError: ((error: ZodError) => AppError) | undefined,
): unknown {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw fieldsError ? fieldsError(parsed.error) : parsed.error;
}

function errorResponse(error: unknown, requestId: string): NextResponse {
  const appError = toAppError(error);
  if (appError.code === "INTERNAL") logger().error({ msg: "internal error", requestId, error: errorField(error) });
  // A throttle names its wait (details.retryAfterSeconds): said in the standard header too.
  const retryAfter = (appError.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return NextResponse.json(errorBody(appError, requestId), {
    status: appError.status,
    headers: {
      "x-request-id": requestId,
      ...(typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : {}),
    },
  });
}

export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
  O extends RouteOptions<P, Q, B, F> = RouteOptions<P, Q, B, F>,
>(
  options: O & RouteOptions<P, Q, B, F>,
  handler: (
    ctx: HandlerContext<Infer<P>, Infer<Q>, Infer<B>, Infer<F>, O["auth"] extends "public" ? Actor | null : Actor>,
  ) => Promise<HandlerResult<O>> | HandlerResult<O>,
) {
  // A form route names what it accepts (the domain's policy): there is no default, so this fails at import.
  if ((options.body === "form" || options.acceptForm === true) && !options.upload)
    throw new Error("A route that reads a multipart form names its upload policy (options.upload).");
  // A fields schema needs a route that always reads a form (an acceptForm route reads JSON too, through `body`).
  if (options.fields && options.body !== "form")
    throw new Error('A route with a fields schema reads a multipart form (options.body "form").');
  // The options ride on the handler: the OpenAPI document (lib/openapi/) and the tests generated from the route
  // inventory read each route's permission and schemas from here.
  return Object.assign(routeHandler, { routeOptions: options as RouteOptions<Schema, Schema, Schema> });

  async function routeHandler(req: NextRequest, context: RouteContext): Promise<Response> {
    const started = performance.now();
    const requestId = req.headers.get("x-request-id") ?? crypto.randomUUID();
    let actorId: string | null = null;
    const response = await answer(req, context, requestId, (id) => (actorId = id));
    // One log line and metrics sample per request (lib/observability/request-log.ts).
    const params = ((await Promise.resolve(context?.params).catch(() => ({}))) ?? {}) as Record<
      string,
      string | string[]
    >;
    recordRequest({
      requestId,
      actorId,
      method: req.method,
      route: routePattern(req.nextUrl?.pathname ?? new URL(req.url).pathname, params),
      status: response.status,
      durationMs: performance.now() - started,
    });
    return response;
  }

  async function answer(
    req: NextRequest,
    context: RouteContext,
    requestId: string,
    setActorId: (id: string | null) => void,
  ): Promise<Response> {
    let upload: ParsedUpload | null = null;
    try {
      if (WRITE_METHODS.has(req.method) && isReadOnly() && !options.allowInReadOnly) {
        throw new AppError("READ_ONLY");
      }
      const actor = await actorFromRequest(req);
      setActorId(actor?.userId ?? null);
      if (options.auth !== "public" && !actor) throw new AppError("UNAUTHORIZED");
      // A temporary password signs in only to set one's own (the page gate sends to /change-password). Lifted in
      // read-only mode, where the change cannot be written, like the gate.
      if (
        actor?.mustChangePassword &&
        options.auth !== "public" &&
        !options.allowWhilePasswordChangeDue &&
        !isReadOnly()
      )
        throw new AppError("FORBIDDEN", MESSAGES.passwordChangeDue);
      // Staff who must set up two-factor sign-in reach only its setup (the page gate's rule, no query: issue 28).
      if (actor && options.auth !== "public")
        assertTwoFactorSetUp(actor, req.nextUrl?.pathname ?? new URL(req.url).pathname);
      const isWrite = WRITE_METHODS.has(req.method);
      if (isWrite && actor?.via === "session") assertSameOrigin(req);
      if (options.permission) assertCan(actor, options.permission);

      const rawParams = (await context?.params) ?? {};
      const rawQuery = searchParamsObject(new URL(req.url));
      let rawBody: unknown = undefined;
      const isForm =
        options.body === "form" ||
        (options.acceptForm === true && /^multipart\/form-data/i.test(req.headers.get("content-type") ?? ""));
      if (isForm) {
        const policy = typeof options.upload === "function" ? options.upload() : options.upload;
        if (!policy) throw new Error("A form route without an upload policy"); // refused by route() already
        upload = await parseMultipart(req, policy);
        rawBody = uploadStrings(upload);
      } else if (options.body) {
        rawBody = await readJson(req);
      }
      assertSafeInput({ params: rawParams, query: rawQuery, body: rawBody });
      const params = options.params ? options.params.parse(rawParams) : rawParams;
      const query = options.query ? options.query.parse(rawQuery) : undefined;
      const body = options.body && options.body !== "form" && !isForm ? options.body.parse(rawBody) : undefined;
      const fields =
        upload && options.fields ? parseFields(options.fields, upload.fields, options.fieldsError) : undefined;

      const result = await runWithRequestContext({ requestId, actor }, async () =>
        handler({
          req,
          actor: actor as never,
          params: params as never,
          query: query as never,
          body: body as never,
          fields: fields as never,
          upload,
          requestId,
        }),
      );
      if (result instanceof Response) {
        result.headers.set("x-request-id", requestId);
        return result;
      }
      if (result instanceof JsonResult) {
        if (result.status === 204) return new Response(null, { status: 204, headers: { "x-request-id": requestId } });
        return NextResponse.json(result.data, {
          status: result.status,
          headers: { "x-request-id": requestId, ...result.headers },
        });
      }
      return NextResponse.json(result ?? null, { headers: { "x-request-id": requestId } });
    } catch (error) {
      // A refused request keeps none of the files it uploaded.
      await discardUpload(upload);
      return errorResponse(error, requestId);
    }
  }
}
