"use client";

// The check of a copy: the browser computes the file's SHA-256 (the file itself never leaves the device) and asks
// the server whether it is the letter issued under this code, with a valid signature.
import { useState } from "react";
import { apiFetch, failureMessage } from "@/lib/http/client";
import type { LetterCheckAnswer } from "@/lib/letters/schema";

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function VerifyLetterCheck({ code }: { code: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setAnswer(null);
    try {
      const result = await apiFetch<LetterCheckAnswer>("/api/letters/verify", {
        method: "POST",
        json: { code, sha256: await sha256Hex(file) },
      });
      setAnswer({ ok: result.result === "valid", message: result.message });
    } catch (error) {
      setAnswer({ ok: false, message: failureMessage(error, "The file could not be checked.") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <label htmlFor="letter-file" className="block text-sm font-medium text-slate-900">
        Check a copy of the letter (PDF)
      </label>
      <input
        id="letter-file"
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy}
        onChange={(e) => void check(e.target.files?.[0])}
        className="block w-full text-sm"
      />
      <p
        role="status"
        aria-live="polite"
        className={answer?.ok ? "font-medium text-emerald-800" : "font-medium text-red-800"}
      >
        {busy ? "Checking…" : (answer?.message ?? "")}
      </p>
    </div>
  );
}
