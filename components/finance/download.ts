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

/** Opens an export's signed link (the spec's data.url): the browser downloads the streamed file itself, under
 *  the server's file name, without holding it in the page's memory. */
export function openDownloadLink(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.appendChild(link);
  link.click();
  link.remove();
}
