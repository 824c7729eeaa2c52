"use client";

// One file sent as a multipart POST with its upload percent shown (the document, receipt and support-document
// forms; the pay report and CSV uploads call uploadWithProgress per file). useUpload holds the percent (null while
// idle) and answers the server's JSON, or the message to show under the file when it refused the upload.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { READ_ONLY_NOTICE } from "@/lib/http/client";

/** One multipart request, reporting its upload percent. Resolves with the status and the parsed answer. */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (document.documentElement.dataset.readOnly === "true") {
      toast.error(READ_ONLY_NOTICE.title, { description: READ_ONLY_NOTICE.description });
      return reject(new Error("read-only"));
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status === 401) window.location.href = "/logout";
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* text */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(form);
  });
}

/** The stored record (it has an id), or the message for the field. */
export type UploadOutcome<T> = { ok: true; body: T } | { ok: false; message: string };

/**
 * Sends `file` with `fields` (appended first) to `url`. A refusal (4xx/5xx, or no id in the answer) comes back as
 * its message; a network failure or the read-only mode rejects, for the caller's catch.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(
    async <T extends { id: string }>(
      url: string,
      file: File,
      fields: Record<string, string> = {},
    ): Promise<UploadOutcome<T>> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("file", file);
      setProgress(0);
      try {
        const res = await uploadWithProgress(url, form, setProgress);
        const body = (res.body ?? {}) as Partial<T> & { message?: string };
        if (res.status >= 400 || !body.id) return { ok: false, message: body.message ?? "Upload failed" };
        return { ok: true, body: body as T };
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { progress, uploading: progress !== null, send };
}
