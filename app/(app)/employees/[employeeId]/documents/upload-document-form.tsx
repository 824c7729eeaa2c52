"use client";

// Upload a document to the employee: title and description (optional; the title defaults to the file name) and
// the file, checked here (images, pdf, word; 15 MB: spec 1 section 5) and again on the server.
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { ApiError } from "@/lib/http/client";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { ZRegisterSignedUpload } from "@/lib/storage/schema";
import { Button } from "@/components/ui/button";
import { FieldShell, TextField } from "@/components/ui/field";
import { applyApiError } from "@/components/ui/use-api-form";
import { uploadEmployeeDocument } from "./upload-document";

// The fields the registration call takes from the form (its key comes from the upload itself).
const ZUploadFields = ZRegisterSignedUpload.pick({ title: true, description: true });
type UploadFields = { title?: string; description?: string };
const blankToUndefined = (v: string) => (v?.trim() ? v : undefined);

export function UploadDocumentForm({ employeeId, onUploaded }: { employeeId: string; onUploaded: () => void }) {
  const form = useForm<UploadFields>({ resolver: zodResolver(ZUploadFields) });
  const { errors, isSubmitting } = form.formState;
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const submit = async (fields: UploadFields) => {
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError("Please choose a file.");
    const problem = checkFileMeta(file);
    if (problem) return setFileError(problem);
    setFileError(undefined);
    try {
      await uploadEmployeeDocument(employeeId, file, fields);
      form.reset({ title: "", description: "" });
      if (fileRef.current) fileRef.current.value = "";
      toast.success("Document uploaded");
      onUploaded();
    } catch (e) {
      if (!(e instanceof ApiError)) return setFileError("Something went wrong, please try again later");
      // Title and description go under their fields; the file's own refusal (or the message) under the file.
      applyApiError(form, e);
      const f = e.fieldErrors;
      setFileError(f.file?.[0] ?? f.filename?.[0] ?? f.key?.[0] ?? (f.title || f.description ? undefined : e.message));
    }
  };

  return (
    <form
      // Wrapped: the file input's ref is read only when the form is submitted, never while rendering.
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label="Upload a document"
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        label="Title"
        error={errors.title?.message}
        {...form.register("title", { setValueAs: blankToUndefined })}
      />
      <TextField
        label="Description"
        error={errors.description?.message}
        {...form.register("description", { setValueAs: blankToUndefined })}
      />
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
