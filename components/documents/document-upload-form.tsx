"use client";

// The one document upload form, of the documents tab (a company's, or an employee's for LSP users) and of the
// employee's Documents page: a title (optional: it defaults to the file name), with `withDescription` a
// description, and the file, checked here (images, pdf, word; 15 MB: spec 1 section 5) and again on the server.
// How the file travels is the screen's `send`: a multipart POST (postDocument) or the signed target.
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { ZRegisterSignedUpload } from "@/lib/storage/schema";
import type { DocumentOwnerFilter } from "@/lib/swr/use-documents";
import { Button } from "@/components/ui/button";
import { FieldShell, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

// The fields the form sends with the file (the same rules as the server's: trimmed, title at most 200).
const ZUploadFields = ZRegisterSignedUpload.pick({ title: true, description: true });
export type DocumentUploadFields = { title?: string; description?: string };
const blankToUndefined = (v: string) => (v?.trim() ? v : undefined);

/** The multipart upload of POST /api/documents, for `owner` (the title defaults to the file name). */
export const postDocument =
  (owner: DocumentOwnerFilter) =>
  (file: File, fields: DocumentUploadFields): Promise<unknown> => {
    const form = new FormData();
    form.set("file", file);
    for (const [key, id] of Object.entries(owner)) form.set(key, id);
    form.set("title", fields.title ?? file.name);
    if (fields.description) form.set("description", fields.description);
    return apiFetch("/api/documents", { method: "POST", body: form });
  };

export function DocumentUploadForm({
  send,
  onUploaded,
  withDescription = false,
}: {
  /** Stores the file; an ApiError's field errors go under their fields. */
  send: (file: File, fields: DocumentUploadFields) => Promise<unknown>;
  onUploaded: () => unknown;
  withDescription?: boolean;
}) {
  const form = useForm<DocumentUploadFields>({ resolver: zodResolver(ZUploadFields) });
  const { errors, isSubmitting } = form.formState;
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { submit } = useApiForm(form);

  // Wrapped in submit() when the form is submitted: it reads the file input's ref, never while rendering.
  const upload = async (fields: DocumentUploadFields) => {
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError("Please choose a file.");
    const problem = checkFileMeta(file);
    if (problem) return setFileError(problem);
    setFileError(undefined);
    try {
      await send(file, fields);
    } catch (e) {
      const apiError = apiErrorOf(e);
      if (!apiError) return setFileError("Something went wrong, please try again later");
      // Title and description go under their fields (useApiForm); the file is not a field of the form: its own
      // refusal (or the message) goes under the file input.
      const f = apiError.fieldErrors;
      setFileError(
        f.file?.[0] ?? f.filename?.[0] ?? f.key?.[0] ?? (f.title || f.description ? undefined : apiError.message),
      );
      throw e;
    }
    form.reset({ title: "", description: "" });
    if (fileRef.current) fileRef.current.value = "";
    await onUploaded();
    toast.success("Document uploaded");
  };

  return (
    <form
      // Wrapped: the file input's ref is read only when the form is submitted, never while rendering.
      onSubmit={(event) => void form.handleSubmit(submit(upload))(event)}
      noValidate
      aria-label="Upload a document"
      className={
        withDescription
          ? "grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
          : "grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      }
    >
      <TextField
        label="Title"
        error={errors.title?.message}
        {...form.register("title", { setValueAs: blankToUndefined })}
      />
      {withDescription ? (
        <TextField
          label="Description"
          error={errors.description?.message}
          {...form.register("description", { setValueAs: blankToUndefined })}
        />
      ) : null}
      <FieldShell label="File" error={fileError} hint="Images, pdf or word documents up to 15 MB">
        {({ id, describedBy }) => (
          <input
            id={id}
            ref={fileRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={describedBy}
            aria-invalid={!!fileError}
            className="block w-full text-sm"
            onChange={(e) => {
              const f = e.target.files?.[0];
              setFileError(f ? (checkFileMeta(f) ?? undefined) : undefined);
            }}
          />
        )}
      </FieldShell>
      <Button type="submit" loading={isSubmitting}>
        Upload
      </Button>
    </form>
  );
}
