// THE builder of the browser's API URLs: one place for each path and its query (empty values are left out).
type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export function apiPath(path: string, query: Query | URLSearchParams = {}): string {
  const params = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams))
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined || value === "") continue;
      if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
      else params.set(key, String(value));
    }
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}
