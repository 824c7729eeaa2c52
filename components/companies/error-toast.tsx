"use client";

import { useEffect } from "react";
import { toast } from "sonner";

/** Shows an error toast once when a server-rendered page could not load something. */
export function ErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error("Error", { description: message });
  }, [message]);
  return null;
}
