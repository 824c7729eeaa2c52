"use client";

// Delete manager (spec 3 sections 4, 5, 8): typed DELETE confirmation, then a success or an error modal.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { Dialog, TypedConfirmDialog } from "@/components/ui/dialog";
import { DELETE_PROMPT, DELETE_WORD } from "@/lib/account/managers/schema";

export function DeleteManager({
  companyId,
  managerId,
  name,
  backHref,
}: {
  companyId: string;
  managerId: string;
  name: string;
  backHref: string;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<"success" | "error" | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/companies/${companyId}/managers/${managerId}`, { method: "DELETE" });
      setResult("success");
    } catch {
      setResult("error");
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        Delete Manager
      </Button>
      <TypedConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete manager?"
        description={`${name} will lose access to the platform.`}
        word={DELETE_WORD}
        prompt={DELETE_PROMPT}
        confirmLabel="Delete"
        onConfirm={remove}
        busy={busy}
      />
      <Dialog
        open={result === "success"}
        onOpenChange={() => {
          setResult(null);
          router.push(backHref);
          router.refresh();
        }}
        title="Manager deleted"
        description={`${name} has been deleted.`}
        footer={
          <Button
            onClick={() => {
              setResult(null);
              router.push(backHref);
              router.refresh();
            }}
          >
            Close
          </Button>
        }
      />
      <Dialog
        open={result === "error"}
        onOpenChange={() => setResult(null)}
        title="Error"
        description="Something went wrong, please try again later"
        footer={<Button onClick={() => setResult(null)}>Close</Button>}
      />
    </>
  );
}
