"use client";

// Verify a signed payroll pack (or an employee's signed record, signed the same way) in the browser: the dropped or
// chosen ZIP is read here and checked with Web Crypto (Ed25519 signature of manifest.json against the public key,
// SHA-256 of every file), by the same function as scripts/verify-pack.ts (lib/payroll/packs/verify-pack-bytes.ts).
// Nothing is uploaded.
import { useState } from "react";
import { Banner } from "@/components/ui/misc";
import { inflateRawWeb } from "@/lib/payroll/packs/read-zip";
import { verifyPackBytes, type PackVerdict } from "@/lib/payroll/packs/verify-pack-bytes";
import { VerdictDetails } from "@/components/payroll-packs/verdict-details";

const FOCUS =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

type State =
  | { kind: "idle" }
  | { kind: "checking"; fileName: string }
  | { kind: "done"; fileName: string; verdict: PackVerdict }
  | { kind: "error"; fileName: string; message: string };

export function VerifyPanel({
  defaultPublicKeyPem,
  fileLabel = "Payroll pack (ZIP)",
}: {
  defaultPublicKeyPem: string;
  /** The file input's label: what the page asks for. */
  fileLabel?: string;
}) {
  const [publicKeyPem, setPublicKeyPem] = useState(defaultPublicKeyPem);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);

  async function check(file: File | undefined) {
    if (!file) return;
    setState({ kind: "checking", fileName: file.name });
    try {
      if (!window.crypto?.subtle)
        throw new Error("This browser checks packs only over HTTPS: use scripts/verify-pack.ts instead.");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const verdict = await verifyPackBytes(bytes, publicKeyPem, {
        subtle: window.crypto.subtle,
        inflateRaw: inflateRawWeb,
      });
      setState({ kind: "done", fileName: file.name, verdict });
    } catch (error) {
      setState({ kind: "error", fileName: file.name, message: (error as Error).message });
    }
  }

  return (
    <div className="space-y-4 text-sm">
      <div
        data-testid="pack-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void check(e.dataTransfer.files[0]);
        }}
        className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50"}`}
      >
        <p className="mb-2 text-slate-700">
          Drop a payroll pack or an employee&apos;s signed record (ZIP) here, or choose it:
        </p>
        <label htmlFor="pack-file" className="mb-1 block font-medium text-slate-900">
          {fileLabel}
        </label>
        <input
          id="pack-file"
          type="file"
          accept=".zip,application/zip"
          className={`mx-auto block max-w-full ${FOCUS}`}
          onChange={(e) => void check(e.currentTarget.files?.[0])}
        />
      </div>
      <details>
        <summary className={`cursor-pointer font-medium text-slate-900 ${FOCUS}`}>
          Check against another public key
        </summary>
        <label htmlFor="pack-public-key" className="mt-2 block font-medium text-slate-900">
          Public key (PEM)
        </label>
        <textarea
          id="pack-public-key"
          rows={4}
          value={publicKeyPem}
          onChange={(e) => setPublicKeyPem(e.currentTarget.value)}
          className={`mt-1 w-full rounded-md border border-slate-300 p-2 font-mono text-xs ${FOCUS}`}
        />
      </details>
      <div aria-live="polite" data-testid="pack-verdict">
        {state.kind === "checking" ? <p>Checking {state.fileName}…</p> : null}
        {state.kind === "error" ? (
          <Banner tone="error" title={`${state.fileName} could not be checked`}>
            {state.message}
          </Banner>
        ) : null}
        {state.kind === "done" ? <VerdictDetails fileName={state.fileName} verdict={state.verdict} /> : null}
      </div>
    </div>
  );
}
