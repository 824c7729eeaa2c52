"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

// Spec 1 section 2: a generic boundary 'Uh-oh, something's gone wrong' with Retry.
// A stale script chunk (after a deploy) triggers one forced reload instead.
export function ErrorBoundaryView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (error?.name === "ChunkLoadError" && !sessionStorage.getItem("omni-chunk-reload")) {
      sessionStorage.setItem("omni-chunk-reload", "1");
      window.location.reload();
    }
  }, [error]);
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Uh-oh, something&apos;s gone wrong</h1>
      {error?.digest ? <p className="text-xs text-slate-500">Reference: {error.digest}</p> : null}
      <Button onClick={reset}>Retry</Button>
    </div>
  );
}
