"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";

const FILE_NAME = "omniplatform-recovery-codes.txt";

function codesText(codes: string[]) {
  return `OmniPlatform recovery codes (each signs you in once)\n\n${codes.join("\n")}\n`;
}

/** The 10 recovery codes, shown this once, with ways to keep them: copy, or download as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setStatus("Recovery codes copied.");
    } catch {
      setStatus("Your browser did not allow copying: download the codes or write them down.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
    setStatus(`Recovery codes downloaded as ${FILE_NAME}.`);
  };
  return (
    <div className="space-y-4">
      <Banner tone="success" title="Two-factor sign-in is on.">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not shown
        again.
      </Banner>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-2">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {/* A full load, not a client navigation: the shell is drawn again without the set-up gate, navigation included. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/account-details"
        className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none"
      >
        I have saved my recovery codes
      </a>
    </div>
  );
}
