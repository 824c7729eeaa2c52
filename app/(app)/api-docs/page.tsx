import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { openApiDocument } from "@/lib/openapi/document";
import { ROUTE_MODULES } from "@/lib/openapi/route-modules.generated";
import { OperationList, type OperationGroup, type OperationView } from "./operation-list";

export const metadata: Metadata = { title: "API reference" };

/** The operation's success answer: its status, description and, when the route declares one, its JSON schema
 * (compact: the list indents it when an operation is opened). */
function successOf(responses: Record<string, unknown>): OperationView["response"] {
  const entry = Object.entries(responses).find(([status]) => /^2/.test(status));
  if (!entry) return null;
  const [status, value] = entry as [string, { description?: string; content?: Record<string, { schema?: unknown }> }];
  const json = value.content?.["application/json"]?.schema;
  return {
    status,
    description: value.description ?? "",
    schema: json ? JSON.stringify(json) : null,
  };
}

// /api-docs: the OpenAPI document rendered for signed-in users, grouped by tag.
export default async function ApiDocsPage() {
  const actor = await guardPage();
  const doc = openApiDocument(ROUTE_MODULES);
  const groups = new Map<string, OperationGroup>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0];
      const group = groups.get(tag) ?? { tag, operations: [] };
      group.operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        description: op.description ?? null,
        permission: op["x-permission"] ?? (op.security.length ? "any signed-in user" : "public"),
        allowedForYou: op["x-permission"] ? can(actor, op["x-permission"]) : true,
        parameters: op.parameters.map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required,
          schema: JSON.stringify(p.schema),
        })),
        response: successOf(op.responses),
        body: op.requestBody
          ? Object.entries(op.requestBody.content).map(([type, c]) => `${type}\n${JSON.stringify(c.schema)}`)[0]
          : null,
      });
      groups.set(tag, group);
    }
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold">API reference</h1>
      <p className="text-sm text-slate-600">
        Every route of the OmniPlatform API, generated from the same schemas the server validates with. Call it with{" "}
        <code>Authorization: Bearer &lt;token&gt;</code> (Account → API tokens). The machine-readable document is at{" "}
        <a className="text-indigo-700 underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{" "}
        (OpenAPI {doc.openapi}).
      </p>
      <OperationList groups={[...groups.values()].sort((a, b) => a.tag.localeCompare(b.tag))} />
    </div>
  );
}
