// Issue 26 (keyboard and phone): after a form replaces itself, a wizard moves on or a dialog's opener is gone,
// focus lands on the new heading or the page's heading, never on <body>.
import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "@/components/ui/dialog";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";

function Wizard() {
  const [step, setStep] = useState(1);
  const [done, setDone] = useState(false);
  const headingRef = useFocusOnChange(done ? "done" : step);
  if (done)
    return (
      <h1 ref={headingRef} tabIndex={-1}>
        All done
      </h1>
    );
  return (
    <form aria-label="Wizard">
      <h1 ref={headingRef} tabIndex={-1}>
        Step {step}
      </h1>
      <button type="button" onClick={() => (step === 1 ? setStep(2) : setDone(true))}>
        {step === 1 ? "Next" : "Submit"}
      </button>
    </form>
  );
}

describe("useFocusOnChange", () => {
  it("leaves focus alone on the first render, then focuses the new heading at each change", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    expect(screen.getByRole("heading", { name: "Step 1" })).not.toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("heading", { name: "All done" })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});

/** The opener disappears while its dialog is open (the row it sat on was decided). */
function VanishingOpener() {
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState(false);
  return (
    <main>
      <h1>Time off</h1>
      {decided ? null : <button onClick={() => setOpen(true)}>Decline</button>}
      <Dialog open={open} onOpenChange={setOpen} title="Decline time off">
        <button
          onClick={() => {
            setDecided(true);
            setOpen(false);
          }}
        >
          Decline it
        </button>
      </Dialog>
    </main>
  );
}

describe("Dialog focus when the opener is gone", () => {
  it("focuses the page's main heading instead of <body>", async () => {
    const user = userEvent.setup();
    render(<VanishingOpener />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.click(await screen.findByRole("button", { name: "Decline it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Time off" })).toHaveFocus());
  });
});
