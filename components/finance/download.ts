"use client";

// Saves a fetched file response (CSV) under the server's file name.
export async function downloadResponse(response: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = match?.[1] ?? fallback;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
