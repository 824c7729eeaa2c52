// Follows a signed export link (the `data.url` of a CSV export, /api/downloads/<token>) through the real route,
// as a browser tab would: without a session unless `token` is given.
import * as downloadRoute from "@/app/api/downloads/[token]/route";
import { call } from "./http";

/** The body is the file's text, or the JSON error body (parsed) when the link is refused. */
export async function followDownload<T = string>(url: string, token?: string | null) {
  const path = new URL(url, "http://localhost").pathname;
  const match = /^\/api\/downloads\/([^/]+)$/.exec(path);
  if (!match) throw new Error(`not a signed download link: ${url}`);
  return call<T>(downloadRoute.GET, { path, params: { token: match[1] }, token });
}
