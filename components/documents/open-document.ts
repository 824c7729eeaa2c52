"use client";

// Opens (inline, new tab) or downloads a stored document in one request: 202 means it is still being
// processed, a refused file answers with its message, otherwise the bytes.
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";

export async function openDocument(
  doc: { id: string; title: string; fileName?: string | null },
  disposition: "inline" | "attachment",
) {
  const res = await fetch(`/api/documents/${doc.id}/download?disposition=${disposition}`, {
    credentials: "same-origin",
  });
  if (res.status === 202) return toast.info(DOCUMENT_MESSAGES.processing);
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    return toast.error("Error", { description: body.message ?? "Something went wrong, please try again later" });
  }
  const url = URL.createObjectURL(await res.blob());
  if (disposition === "inline") window.open(url, "_blank", "noopener");
  else {
    const a = document.createElement("a");
    a.href = url;
    a.download = doc.fileName ?? doc.title;
    a.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
