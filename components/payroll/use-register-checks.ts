"use client";

// The upload dialog's checks before sending (lib/payroll/check-pay-register.ts): the known concepts of the chosen
// provider's country and LSP (GET /api/payroll/taxonomy-concepts), and each selected file read in the browser and
// checked against them. While a check runs, or when one found problems, the Upload button waits and says why.
import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { checkPayRegisterFile, type RegisterCheck } from "@/lib/payroll/check-pay-register";
import { conceptKey, type KnownConcepts } from "@/lib/taxonomies/known-concepts-schema";
import type { Provider } from "@/components/payroll/instance-workbook";

export type FileCheck = { file: File; check: RegisterCheck | null; failed?: boolean };

export function useRegisterChecks(files: File[], provider: Provider | undefined) {
  const concepts = useSWR<KnownConcepts>(
    provider
      ? apiPath("/api/payroll/taxonomy-concepts", { country: provider.countryCode, lspId: provider.lspId })
      : null,
    swrFetcher,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const known = useMemo(
    () => (concepts.data ? new Set(concepts.data.items.map((c) => conceptKey(c.concept))) : null),
    [concepts.data],
  );
  // No provider: shape only; concepts loading: wait for them; concepts failed: shape only (the server checks them).
  const waitingForConcepts = !!provider && !concepts.data && !concepts.error;
  const label = provider ? `${provider.countryName} · ${provider.lspName}` : undefined;
  const [checks, setChecks] = useState<FileCheck[]>([]);
  useEffect(() => {
    let live = true;
    if (waitingForConcepts) return;
    Promise.all(
      files.map((file) =>
        checkPayRegisterFile(file, known, label).then(
          (check): FileCheck => ({ file, check }),
          (): FileCheck => ({ file, check: null, failed: true }),
        ),
      ),
    ).then((done) => live && setChecks(done));
    return () => {
      live = false;
    };
  }, [files, known, label, waitingForConcepts]);
  const current = checks.length === files.length && checks.every((c, i) => c.file === files[i]) ? checks : null;
  const checking = files.length > 0 && (waitingForConcepts || current === null);
  const problemCount = current?.reduce((n, c) => n + (c.check?.problems.length ?? 0), 0) ?? 0;
  /** Why Upload waits, or null when it may be pressed. */
  const blockedBy = checking
    ? "Checking the selected files…"
    : problemCount > 0
      ? `Fix the ${problemCount === 1 ? "problem" : `${problemCount} problems`} listed below and choose the file again.`
      : null;
  return {
    concepts: concepts.data?.items ?? null,
    conceptsFailed: !!concepts.error,
    conceptsLoading: concepts.isLoading,
    checks: current ?? [],
    checking,
    blockedBy,
  };
}

export type RegisterChecks = ReturnType<typeof useRegisterChecks>;
