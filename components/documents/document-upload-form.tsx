"use client";

// The upload form of the documents tab: title and file, checked here and again on the server.
import { useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { Button } from "@/components/ui/button";
import { FieldShell, TextField } from "@/components/ui/field";
import type { DocumentOwnerFilter } from "@/lib/swr/use-documents";

export function DocumentUploadForm({
  owner,
  onUploaded,
}: {
  owner: DocumentOwnerFilter;
  onUploaded: () => Promise<unknown>;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError("Please choose a file.");
    const problem = checkFileMeta(file);
    if (problem) return setFileError(problem);
    setFileError(undefined);
    setUploading(true);
    try {
      const form = new FormData();
      form.set("file", file);
      for (const [key, id] of Object.entries(owner)) form.set(key, id);
      form.set("title", title.trim() || file.name);
      await apiFetch("/api/documents", { method: "POST", body: form });
      setTitle("");
      if (fileRef.current) fileRef.current.value = "";
      await onUploaded();
      toast.success("Document uploaded");
    } catch (e) {
      if (e instanceof ApiError) setFileError(e.fieldErrors.file?.[0] ?? e.message);
      else setFileError("Something went wrong, please try again later");
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      onSubmit={upload}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Upload a document"
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
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
      <Button type="submit" loading={uploading}>
        Upload
      </Button>
    </form>
  );
}
