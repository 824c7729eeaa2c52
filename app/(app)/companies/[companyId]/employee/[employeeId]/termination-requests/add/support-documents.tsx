"use client";

// Support documents (spec 2 section 5) go through POST /api/terminations/documents (stored under
// terminations/{companyId}/{employeeId}) with a progress bar; their ids are the form's answer.
import { useRef, useState } from "react";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { QUESTION } from "@/lib/terminations/labels";
import { useUpload } from "@/components/ui/use-upload";
import { UploadProgress } from "@/components/ui/upload-progress";
import { Button } from "@/components/ui/button";
import { FieldShell } from "@/components/ui/field";
import type { TerminationFields } from "./termination-form";

const MAX_DOCUMENTS = 10;

type UploadedDoc = { id: string; title: string };

export function useSupportDocuments(
  target: { companyId: string; employeeId: string },
  setAndCheck: TerminationFields["setAndCheck"],
) {
  const [docs, setDocs] = useState<UploadedDoc[]>([]);
  const { progress, send } = useUpload();
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(files: FileList | null) {
    setFileError(null);
    for (const file of Array.from(files ?? [])) {
      if (docs.length >= MAX_DOCUMENTS) return setFileError(`You can attach up to ${MAX_DOCUMENTS} documents.`);
      const problem = checkFileMeta(file);
      if (problem) return setFileError(problem);
      try {
        const sent = await send<{ id: string; title?: string }>("/api/terminations/documents", file, target);
        if (!sent.ok) return setFileError(sent.message);
        const doc = sent.body;
        setDocs((current) => {
          const next = [...current, { id: doc.id, title: doc.title ?? file.name }];
          setAndCheck(
            "terminationSupportDocumentation",
            next.map((d) => d.id),
          );
          return next;
        });
      } catch {
        return setFileError("Upload failed, please try again.");
      }
    }
    if (fileRef.current) fileRef.current.value = "";
  }

  const remove = (id: string) => {
    const next = docs.filter((d) => d.id !== id);
    setDocs(next);
    setAndCheck(
      "terminationSupportDocumentation",
      next.map((d) => d.id),
    );
  };

  return { docs, progress, fileError, fileRef, upload, remove, uploading: progress !== null };
}

export function SupportDocuments({
  uploads,
  disabled,
}: {
  uploads: ReturnType<typeof useSupportDocuments>;
  disabled: boolean;
}) {
  const { docs, progress, fileError, fileRef } = uploads;
  return (
    <>
      <FieldShell
        label={QUESTION.terminationSupportDocumentation}
        hint="Images, pdf or word documents up to 15 MB, for example performance reviews or warnings."
        error={fileError ?? undefined}
      >
        {({ id, describedBy }) => (
          <input
            ref={fileRef}
            id={id}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={(e) => void uploads.upload(e.target.files)}
            className="block text-sm"
          />
        )}
      </FieldShell>
      <UploadProgress id="termination-upload-progress" label="Uploading document" progress={progress} />
      {docs.length ? (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Attached documents">
          {docs.map((d) => (
            <li key={d.id} className="flex items-center justify-between py-2">
              <span>{d.title}</span>
              <Button variant="link" onClick={() => uploads.remove(d.id)} aria-label={`Remove ${d.title}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
