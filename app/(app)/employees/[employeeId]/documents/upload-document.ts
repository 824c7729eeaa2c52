"use client";

// Document upload as the spec has it (spec 3 section 7 'Document upload: a signed upload target is requested, then
// the file is posted to it'): GET /api/document-storage/presignedpost, a form post of the signed fields and the
// file to the target, then POST /api/documents/signed-upload records it as the employee's document.
import { apiFetch } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import type { DocumentView } from "@/lib/documents/dto";
import type { UploadTarget } from "@/lib/storage/store";

export async function uploadEmployeeDocument(
  employeeId: string,
  file: File,
  fields: { title?: string; description?: string },
): Promise<DocumentView> {
  const target = await apiFetch<UploadTarget>(
    apiPath("/api/document-storage/presignedpost", { filename: file.name, employeeId }),
  );
  const form = new FormData();
  // The signed fields come first: the target checks them before it reads a byte of the file.
  for (const [key, value] of Object.entries(target.fields)) form.append(key, value);
  form.append("file", file);
  await apiFetch(target.url, { method: "POST", body: form });
  return apiFetch<DocumentView>("/api/documents/signed-upload", {
    method: "POST",
    json: { key: target.fields.key, employeeId, ...fields },
  });
}
