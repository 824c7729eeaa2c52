// The recovery codes shown once after two-factor set-up: they can be copied and downloaded, each outcome is
// announced.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecoveryCodes } from "@/app/(app)/account-details/two-factor/recovery-codes";

const CODES = ["aaaa-1111", "bbbb-2222", "cccc-3333"];

describe("RecoveryCodes", () => {
  it("copies every code to the clipboard and says so", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    render(<RecoveryCodes codes={CODES} />);
    await user.click(screen.getByRole("button", { name: "Copy codes" }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0][0];
    for (const code of CODES) expect(copied).toContain(code);
    expect(await screen.findByText("Recovery codes copied.")).toHaveAttribute("role", "status");
  });

  it("says what to do when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    render(<RecoveryCodes codes={CODES} />);
    await user.click(screen.getByRole("button", { name: "Copy codes" }));
    expect(await screen.findByText(/download the codes or write them down/)).toHaveAttribute("role", "status");
  });

  it("downloads the codes as a text file", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:codes";
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render(<RecoveryCodes codes={CODES} />);
    await user.click(screen.getByRole("button", { name: "Download codes" }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe("omniplatform-recovery-codes.txt");
    // jsdom's Blob has no text(): read it as a browser without it would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    for (const code of CODES) expect(text).toContain(code);
    expect(screen.getByText(/downloaded as omniplatform-recovery-codes.txt/)).toHaveAttribute("role", "status");
    click.mockRestore();
  });

  it("goes on to the account page", () => {
    render(<RecoveryCodes codes={CODES} />);
    const next = screen.getByRole("link", { name: "I have saved my recovery codes" });
    expect(next).toHaveAttribute("href", "/account-details");
  });
});
