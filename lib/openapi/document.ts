// The OpenAPI 3.1 document, built from the routes themselves: each verb's route() options (permission and the
// zod schemas of params, query and body, turned into JSON Schema by zod's own z.toJSONSchema) and the comment
// above its export. One source of truth: a schema change shows up here without a second description.
import { z } from "zod";
import { POLICY, type Action } from "@/lib/policy";
import type { RouteOptions } from "@/lib/http/route";
import type { RouteModule } from "@/lib/openapi/types";
import { ZErrorBody } from "@/lib/http/errors";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };
type Options = RouteOptions<z.ZodType, z.ZodType, z.ZodType>;

export type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema };
export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  "x-permission"?: Action;
  "x-allowed-roles"?: readonly string[];
};
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

export const VERBS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  // Requests are documented as sent (io: "input": before defaults and transforms), responses as answered; what
  // JSON Schema cannot say (a transform, a custom check) becomes `{}` rather than an error.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** The error statuses every operation documents, each the one error body (lib/http/errors.ts ZErrorBody). */
export const ERROR_RESPONSES = {
  "400": ["BadRequest", "Invalid input: fieldErrors names each field (code BAD_REQUEST)."],
  "401": ["Unauthorized", "Signed out, or an unknown or expired token (code UNAUTHORIZED)."],
  "403": ["Forbidden", "The caller's roles do not allow this action: see x-permission (code FORBIDDEN)."],
  "404": ["NotFound", "No such record, or one outside the caller's company or provider (code NOT_FOUND)."],
  "409": ["Conflict", "A duplicate, or a record changed by someone else since it was read (code CONFLICT)."],
  "422": ["Unprocessable", "Not allowed in the record's current state, or read-only mode (UNPROCESSABLE, READ_ONLY)."],
} as const;

export const NO_RESPONSE_SCHEMA =
  "The route declares no response schema: JSON as its handler answers it (see the operation's description).";

/** The success response: the route's declared schema, or a description saying it has none. */
function successResponse(options: Options, status: number) {
  if (status === 204) return { description: "No content." };
  if (!options.response) return { description: NO_RESPONSE_SCHEMA };
  return {
    description: status === 201 ? "Created." : status === 202 ? "Accepted." : "Success.",
    content: { "application/json": { schema: jsonSchema(options.response, "output") } },
  };
}

/** /api/companies/[companyId] → /api/companies/{companyId} */
export const openApiPath = (route: string) => route.replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");
const pathParamNames = (route: string) => [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
const tagOf = (route: string) => route.split("/")[2] ?? "api";

function parameters(route: string, options: Options): Parameter[] {
  const path = options.params ? jsonSchema(options.params) : undefined;
  const out: Parameter[] = pathParamNames(route).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: path?.properties?.[name] ?? { type: "string" },
  }));
  if (options.query) {
    const query = jsonSchema(options.query);
    const required = new Set(query.required ?? []);
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      out.push({ name, in: "query", required: required.has(name), schema });
  }
  return out;
}

function requestBody(options: Options): Operation["requestBody"] {
  if (!options.body) return undefined;
  if (options.body === "form")
    return {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", description: "A multipart form upload." } } },
    };
  const json = { "application/json": { schema: jsonSchema(options.body) } };
  if (!options.acceptForm) return { required: true, content: json };
  return {
    required: true,
    content: {
      ...json,
      "multipart/form-data": { schema: { type: "object", description: "Also accepted: a multipart form upload." } },
    },
  };
}

function operation(entry: RouteModule, method: string, handler: unknown): Operation {
  const options = (handler as { routeOptions?: Options } | undefined)?.routeOptions;
  const description = entry.descriptions[method];
  const id = `${method.toLowerCase()}${openApiPath(entry.route)
    .replace(/^\/api/, "")
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`;
  const base = { operationId: id, tags: [tagOf(entry.route)], description };
  if (!options)
    // Not a route() handler: next-auth's own endpoints (sign-in, callbacks, session), documented by next-auth.
    return {
      ...base,
      summary: `${method} ${openApiPath(entry.route)} (next-auth)`,
      security: [],
      parameters: [],
      responses: { "2XX": { description: "Answered by next-auth." } },
    };
  const isPublic = options.auth === "public";
  // A route that answers 200 or 202 declares the 202's body apart: its 200 is then the main answer.
  const status = options.acceptedResponse ? 200 : (entry.statuses?.[method] ?? 200);
  const responses: Record<string, unknown> = { [String(status)]: successResponse(options, status) };
  if (options.acceptedResponse)
    responses["202"] = {
      description: "Accepted: still in progress (see the operation's description).",
      content: { "application/json": { schema: jsonSchema(options.acceptedResponse, "output") } },
    };
  for (const [code, [name]] of Object.entries(ERROR_RESPONSES))
    responses[code] = { $ref: `#/components/responses/${name}` };
  responses["4XX"] = { $ref: "#/components/responses/Error" };
  return {
    ...base,
    summary: options.summary ?? description?.split(/(?<=\.)\s/)[0] ?? `${method} ${openApiPath(entry.route)}`,
    security: isPublic ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    parameters: parameters(entry.route, options),
    requestBody: requestBody(options),
    responses,
    ...(options.permission
      ? { "x-permission": options.permission, "x-allowed-roles": POLICY[options.permission] }
      : {}),
  };
}

export function buildOpenApiDocument(modules: RouteModule[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const entry of [...modules].sort((a, b) => a.route.localeCompare(b.route))) {
    const item: Record<string, Operation> = {};
    for (const method of VERBS)
      if (entry.methods.includes(method)) item[method.toLowerCase()] = operation(entry, method, entry.module[method]);
    paths[openApiPath(entry.route)] = item;
  }
  const tags = [...new Set(modules.map((m) => tagOf(m.route)))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "OmniPlatform API",
      version: "1",
      description:
        "Every route under /api. Authenticate with `Authorization: Bearer <token>` (Account → API tokens) or the " +
        "session cookie. `x-permission` names the lib/policy.ts action a call needs and `x-allowed-roles` who holds it; " +
        "rows outside the caller's company or provider answer 404.",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "A personal API token." },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: { Error: jsonSchema(ZErrorBody, "output") },
      responses: {
        Error: {
          description: "Any other 4xx (410, 412, 413, 415, 429), in the one error shape.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
        ...Object.fromEntries(
          Object.values(ERROR_RESPONSES).map(([name, description]) => [
            name,
            { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
          ]),
        ),
      },
    },
  };
}

let cached: OpenApiDocument | undefined;
/** The document of this build (the route list and schemas are fixed at build time). */
export function openApiDocument(modules: RouteModule[]): OpenApiDocument {
  cached ??= buildOpenApiDocument(modules);
  return cached;
}
