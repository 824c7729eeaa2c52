// Issue 28: the account page's sign-in security card — two-factor status with its setup link, and 'Sign out
// everywhere' behind a confirmation that posts an explicit confirm.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SecurityCard } from "@/app/(app)/account-details/security-card";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const apiFetch = jest.fn();
jest.mock("@/lib/http/client", () => ({
  ...jest.requireActual("@/lib/http/client"),
  apiFetch: (...args: unknown[]) => apiFetch(...args),
}));

const OFF = { enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 };

describe("SecurityCard", () => {
  beforeEach(() => apiFetch.mockReset());

  it("offers the setup while two-factor is off, and says when the role requires it", () => {
    const { rerender } = render(<SecurityCard status={OFF} />);
    expect(screen.getByText("Off")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor sign-in" })).toHaveAttribute(
      "href",
      "/account-details/two-factor",
    );
    rerender(<SecurityCard status={{ ...OFF, required: true }} />);
    expect(screen.getByText("Your role requires two-factor sign-in.")).toBeInTheDocument();
  });

  it("shows recovery codes left and no turn-off where the role requires it", () => {
    render(
      <SecurityCard
        status={{ enabled: true, enabledAt: "2026-03-01T10:00:00Z", required: true, recoveryCodesLeft: 7 }}
      />,
    );
    expect(screen.getByText("7")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Turn off two-factor sign-in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Set up two-factor sign-in" })).not.toBeInTheDocument();
  });

  it("signs out everywhere only after the confirmation", async () => {
    apiFetch.mockResolvedValue({ url: "/login" });
    const user = userEvent.setup();
    render(<SecurityCard status={OFF} />);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(apiFetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(apiFetch).toHaveBeenCalledWith("/api/auth/sign-out-everywhere", { method: "POST", json: { confirm: true } });
  });
});
