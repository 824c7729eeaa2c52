// One log line and one metrics sample per API request, written by the route wrapper (lib/http/route.ts) when the
// answer is ready: request id (the one in error bodies and x-request-id), actor id, route pattern, status, duration.
// Never the body, the query or a header: those may hold passwords, tokens or bank numbers.
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";

export type RequestRecord = {
  requestId: string;
  actorId: string | null;
  method: string;
  /** The path as the route's folder names it (/api/companies/[companyId]): bounded, unlike the concrete path. */
  route: string;
  status: number;
  durationMs: number;
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** /api/companies/cclient-acme with params { companyId: "cclient-acme" } -> /api/companies/[companyId]. */
export function routePattern(pathname: string, params: Record<string, string | string[]>): string {
  const segments = pathname.split("/");
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    if (Array.isArray(value)) {
      // A catch-all: its segments are the path's last ones.
      const start = segments.length - values.length;
      if (start > 0 && values.every((v, i) => decode(segments[start + i]) === v))
        segments.splice(start, values.length, `[...${name}]`);
      continue;
    }
    for (let i = segments.length - 1; i > 0; i -= 1) {
      if (decode(segments[i]) === value) {
        segments[i] = `[${name}]`;
        break;
      }
    }
  }
  return segments.join("/");
}

export function recordRequest(record: RequestRecord) {
  try {
    write(record);
  } catch {
    // Observability never fails a request.
  }
}

function write(record: RequestRecord) {
  const labels = { route: record.route, method: record.method, status: String(record.status) };
  const m = metrics();
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, record.durationMs / 1000);
  const level = record.status >= 500 ? "error" : record.status >= 400 ? "warn" : "info";
  logger()[level]({
    msg: "request",
    requestId: record.requestId,
    actorId: record.actorId,
    method: record.method,
    route: record.route,
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
  });
}
