import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInForm } from "@/components/auth/sign-in-form";

const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

describe("SignInForm", () => {
  beforeEach(() => signIn.mockReset());

  it("validates with the shared schema before calling the server", async () => {
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/" />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter an email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows the server's generic error when sign-in fails", async () => {
    signIn.mockResolvedValue({ ok: false, error: "Invalid email or password." });
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/" />);
    await user.type(screen.getByLabelText("Email"), "someone@omniplatform.example");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(signIn).toHaveBeenCalledWith("credentials", {
      email: "someone@omniplatform.example",
      password: "nope",
      redirect: false,
    });
  });
});

describe("SignInForm, second factor (issue 28)", () => {
  beforeEach(() => signIn.mockReset());

  it("asks for the code after the right password and posts the three together", async () => {
    signIn
      .mockResolvedValueOnce({
        ok: false,
        error: "Enter the 6-digit code from your authenticator app, or a recovery code.",
      })
      .mockResolvedValueOnce({
        ok: false,
        error: "This code is not right. Try the newest code from your app, or a recovery code.",
      });
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/" />);
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/login/forgot-password");
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "admin@omniplatform.example");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This code is not right.");
    expect(signIn).toHaveBeenLastCalledWith("credentials", {
      email: "admin@omniplatform.example",
      password: "right-password",
      code: "123456",
      redirect: false,
    });
  });
});
