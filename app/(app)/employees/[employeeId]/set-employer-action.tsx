"use client";

// The Next step card's employer action: the button, and the dialog whose code (its form and schema) loads when it is
// first opened, not with the page.
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import type { SetEmployerProps } from "./set-employer-dialog";

const SetEmployerDialog = dynamic(() => import("./set-employer-dialog").then((m) => m.SetEmployerDialog), {
  ssr: false,
});

export function SetEmployerAction({ label, ...props }: SetEmployerProps & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open ? <SetEmployerDialog {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
