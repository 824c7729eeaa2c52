"use client";

// Opens (inline, new tab) or downloads a stored document: the spec's call answers a signed link (202 while the
// file is still being processed, a refused file with its message), which the browser then opens itself, so
// the file streams to the tab or to disk instead of through the page's memory.
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { openDownloadLink } from "@/components/finance/download";

export async function openDocument(doc: { id: string }, disposition: "inline" | "attachment") {
  const res = await fetch(`/api/documents/${doc.id}/download?disposition=${disposition}`, {
    credentials: "same-origin",
  });
  if (res.status === 202) return toast.info(DOCUMENT_MESSAGES.processing);
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body.url !== "string")
    return toast.error("Error", { description: body.message ?? "Something went wrong, please try again later" });
  if (disposition === "inline") window.open(body.url, "_blank", "noopener");
  else openDownloadLink(body.url);
}
