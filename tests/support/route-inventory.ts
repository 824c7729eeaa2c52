// Every verb of every app/api/**/route.ts, read from the files themselves, so a new route cannot be
// added without a row in the permission matrix (tests/e2e/matrix).
import fs from "node:fs";
import path from "node:path";

export type RouteVerb = { route: string; method: string; file: string };

const API_DIR = path.join(__dirname, "..", "..", "app", "api");
const VERB =
  /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b|export\s*\{[^}]*\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

export function routeInventory(): RouteVerb[] {
  const verbs: RouteVerb[] = [];
  for (const file of walk(API_DIR)) {
    const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
    const route = "/api/" + relative;
    const source = fs.readFileSync(file, "utf8");
    const methods = new Set<string>();
    for (const match of source.matchAll(VERB)) methods.add(match[1] ?? match[2]);
    for (const method of methods)
      verbs.push({ route: route.replace(/\/$/, ""), method, file: path.relative(process.cwd(), file) });
  }
  return verbs.sort((a, b) => (a.route + a.method).localeCompare(b.route + b.method));
}

/** next-auth's own endpoints are not ours to gate. */
export const EXEMPT_ROUTES = ["/api/auth/[...nextauth]"];
