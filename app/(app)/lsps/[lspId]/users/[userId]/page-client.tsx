"use client";

// Delete LSP manager (spec 3 section 5): the user types DELETE ('Please type word "DELETE"').
import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/http/client";
import { DELETE_WORD, DELETE_WORD_MESSAGE } from "@/lib/lsps/schema";
import { Button } from "@/components/ui/button";
import { TypedConfirmDialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";

export function DeleteLspUserButton({ lspId, userId, name }: { lspId: string; userId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction({ refreshServer: false });
  const remove = async () => {
    const ok = await run(
      async () => {
        await apiFetch(`/api/local-service-providers/${lspId}/users/${userId}`, { method: "DELETE" });
        return true;
      },
      { success: `${name} was removed`, failure: () => "Something went wrong, please try again later" },
    );
    if (!ok) return;
    router.push(`/lsps/${lspId}#managers`);
    router.refresh();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Manager
      </Button>
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete manager?"
        description={`${name} will lose access to the platform.`}
        word={DELETE_WORD}
        prompt={DELETE_WORD_MESSAGE}
        confirmLabel="Delete"
        onConfirm={remove}
        busy={busy}
      />
    </>
  );
}
