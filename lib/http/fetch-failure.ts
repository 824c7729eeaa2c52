// Why an outgoing fetch threw, in words a user can read: the cause's code (connection refused, host not found,
// closed) or the timeout. For the reasons background jobs record when a peer (ERP endpoint, FX source) fails.
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; cause?: { code?: string; message?: string }; message?: string };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return `no answer within ${timeoutMs / 1000} s`;
  const code = e?.cause?.code;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "connection closed by the other side";
  return e?.cause?.message ?? e?.message ?? "unknown network error";
}
