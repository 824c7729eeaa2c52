// Finding 10: every dialog of the kit gives focus back to the control that opened it (Escape, Cancel, close).
import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog, Dialog, TypedConfirmDialog } from "@/components/ui/dialog";

type Kind = "dialog" | "confirm" | "typed";

function Harness({ kind }: { kind: Kind }) {
  const [open, setOpen] = useState(false);
  const common = { open, onOpenChange: setOpen, title: "Upload pay report files" };
  return (
    <>
      <button>Something else</button>
      <button onClick={() => setOpen(true)}>Open it</button>
      {kind === "dialog" ? (
        <Dialog {...common}>
          <button onClick={() => setOpen(false)}>Close</button>
        </Dialog>
      ) : kind === "confirm" ? (
        <ConfirmDialog {...common} confirmLabel="Agree and continue" onConfirm={() => setOpen(false)} />
      ) : (
        <TypedConfirmDialog {...common} word="DELETE" prompt="Type DELETE" confirmLabel="Delete" onConfirm={() => {}} />
      )}
    </>
  );
}

describe.each<Kind>(["dialog", "confirm", "typed"])("%s returns focus to its opener", (kind) => {
  it("after Escape", async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    const opener = screen.getByRole("button", { name: "Open it" });
    await user.click(opener);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("after a button inside closes it", async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    const close = kind === "dialog" ? "Close" : "Cancel";
    await user.click(screen.getAllByRole("button", { name: close }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
