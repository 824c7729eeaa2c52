"use client";

import { ErrorBoundaryView } from "@/components/layout/error-boundary-view";

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorBoundaryView {...props} />
      </body>
    </html>
  );
}
