"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { Banner } from "@/components/ui/misc";

/** Shows an error toast once when a server-rendered page could not load something. */
export function ErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error("Error", { description: message });
  }, [message]);
  return null;
}

/** A load failure a page cannot show around (spec 1 section 8): the toast titled Error and an error banner. */
export function LoadErrorNotice({ message }: { message: string }) {
  return (
    <>
      <Banner tone="error" title={message} />
      <ErrorToast message={message} />
    </>
  );
}
