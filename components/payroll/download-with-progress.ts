"use client";

// Downloads a file with fetch, reporting progress (0..1, or null while the size is unknown), then saves it
// through a temporary object URL.
export async function downloadWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number | null) => void,
): Promise<string> {
  const res = await fetch(url, { credentials: "same-origin", ...init });
  if (!res.ok || !res.body) throw new Error(`Download failed (${res.status})`);
  const total = Number(res.headers.get("content-length")) || 0;
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.length;
    onProgress(total ? Math.min(1, received / total) : null);
  }
  onProgress(1);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "download.csv";
  const href = URL.createObjectURL(new Blob(chunks, { type: res.headers.get("content-type") ?? "text/csv" }));
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
}
