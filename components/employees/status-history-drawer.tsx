"use client";

// Status history drawer (spec 1 section 2 overlays): the button on the employee page; the drawer's code (and the
// dialog primitives) loads when it is first opened, not with the page.
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";

const StatusHistoryPanel = dynamic(
  () => import("@/components/employees/status-history-panel").then((m) => m.StatusHistoryPanel),
  { ssr: false },
);

export function StatusHistoryDrawer({ employeeId }: { employeeId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Status history
      </Button>
      {open ? <StatusHistoryPanel employeeId={employeeId} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
