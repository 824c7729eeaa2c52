import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TypedConfirmDialog } from "@/components/ui/dialog";

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Archive seat</button>
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Archive seat"
        word="ARCHIVE"
        prompt='Please type word "ARCHIVE"'
        confirmLabel="Archive"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe("TypedConfirmDialog", () => {
  it("keeps the confirm button disabled until the exact word is typed", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Archive seat" }));
    const confirm = screen.getByRole("button", { name: "Archive" });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Please type word "ARCHIVE"'), "archive");
    expect(confirm).toBeDisabled();
    await user.clear(screen.getByLabelText('Please type word "ARCHIVE"'));
    await user.type(screen.getByLabelText('Please type word "ARCHIVE"'), "ARCHIVE");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape and keeps focus inside while open", async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Archive seat" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
