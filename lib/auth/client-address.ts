// The client's address for throttling: the first X-Forwarded-For hop (set by the proxy in front), else none.
export function clientAddressOf(forwarded: unknown): string | null {
  if (typeof forwarded === "string" && forwarded) return forwarded.split(",")[0].trim();
  return null;
}
