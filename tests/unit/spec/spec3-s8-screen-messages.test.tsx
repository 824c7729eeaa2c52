// Spec 1 sections 2 and 8, spec 3 sections 2 and 8: the messages screens show by themselves: the error boundary,
// the client list's empty state, deleting an admin user, the urgency modal's save failure and the invitation
// failure. Each component runs against a mocked fetch answering as the API does.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { ErrorBoundaryView } from "@/components/layout/error-boundary-view";
import { CompanyList } from "@/components/companies/company-list";
import { AdminsClient } from "@/app/(app)/admins/page-client";
import { UrgencyModal } from "@/components/contracts/urgency-modal";
import { InviteButton } from "@/components/managers/invite-button";
import { ManagersCard } from "@/components/managers/managers-card";
import { DeleteManager } from "@/components/managers/delete-manager";
import { EditLspForm } from "@/app/(app)/lsps/[lspId]/edit/page-client";
import { LspDetailClient } from "@/app/(app)/lsps/[lspId]/page-client";
import type { AdminUserDto } from "@/lib/account/admins/schema";
import type { AmendmentDto } from "@/lib/contracts/amendments/dto";

const toasts: { kind: string; text: string; description?: string }[] = [];
jest.mock("sonner", () => ({
  toast: {
    success: (text: string) => toasts.push({ kind: "success", text }),
    error: (text: string, o?: { description?: string }) =>
      toasts.push({ kind: "error", text, description: o?.description }),
  },
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

type Answer = { status: number; body: unknown };
let requests: { method: string; path: string }[] = [];
function answerWith(a: Answer) {
  requests = [];
  toasts.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", path: new URL(String(input), "http://localhost").pathname });
    return {
      ok: a.status < 400,
      status: a.status,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => a.body,
      text: async () => JSON.stringify(a.body),
    };
  }) as unknown as typeof fetch;
}

describe("[spec 1 §8] screens", () => {
  it("[spec 1 §8] the error boundary reads 'Uh-oh, something's gone wrong' with a Retry button", async () => {
    const reset = jest.fn();
    render(<ErrorBoundaryView error={new Error("render failed")} reset={reset} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Uh-oh, something's gone wrong");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("[spec 1 §8] urgency save failure: 'We couldn’t save the information you provided.' / 'Please try again.'", async () => {
    answerWith({ status: 500, body: { message: "boom" } });
    const amendment = { id: "am-1", urgency: null } as unknown as AmendmentDto;
    render(<UrgencyModal amendment={amendment} onOpenChange={jest.fn()} onSaved={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Urgent" }));
    await user.click(screen.getByRole("button", { name: "Save urgency" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn’t save the information you provided.");
    expect(alert).toHaveTextContent("Please try again.");
    expect(requests).toEqual([{ method: "PATCH", path: "/api/amendments/am-1" }]);
  });
});

describe("[spec 3 §8] screens", () => {
  it("[spec 3 §8] an empty client list: 'It's a little empty here' / 'No companies to display'", () => {
    render(<CompanyList items={[]} totalCount={0} pageIndex={0} pageSize={20} search="nobody" />);
    expect(screen.getByText("It's a little empty here")).toBeInTheDocument();
    expect(screen.getByText("No companies to display")).toBeInTheDocument();
  });

  it("[spec 3 §2] deleting an admin user: confirm 'Delete admin user?' with DELETE, then 'Admin user deleted'", async () => {
    answerWith({ status: 204, body: null });
    const admin = (n: number): AdminUserDto => ({
      userId: `admin-${n}`,
      firstName: "Admin",
      lastName: String(n),
      name: `Admin ${n}`,
      email: `admin${n}@omniplatform.example`,
      roles: [{ id: `role-${n}`, type: "admin" }],
      seenPrivacyPolicy: true,
      sentInvitationAt: null,
      invitationStatus: null,
      temporaryPassword: null,
      temporaryPasswordExpiresAt: null,
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AdminsClient initial={{ items: [admin(1), admin(2)], nextPageKey: null }} selfId="admin-1" />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete Admin 2" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete admin user?" });
    await user.click(within(confirm).getByRole("button", { name: "DELETE" }));
    expect(await screen.findByRole("dialog", { name: "Admin user deleted" })).toBeInTheDocument();
    expect(requests).toEqual([{ method: "DELETE", path: "/api/users/admin-2" }]);
  });

  it("[spec 3 §8] invitation failure: 'Failed to send out user invitation, due to error: {message}'", async () => {
    answerWith({ status: 409, body: { message: "The user has already accepted the invitation." } });
    render(<InviteButton userId="user-9" initialStatus={null} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send platform invite to Manager" }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: "error",
          text: "Error",
          description:
            "Failed to send out user invitation, due to error: The user has already accepted the invitation.",
        },
      ]),
    );
  });

  it("[spec 3 §8] a company without managers: 'No Managers'", () => {
    render(<ManagersCard companyId="c1" managers={[]} canAdd={false} />);
    expect(screen.getByText("No Managers")).toBeInTheDocument();
  });

  it.each([
    [200, "success", "LSP was updated successfully"],
    [500, "error", "There was a problem while updating LSP lsp-7"],
  ])("[spec 3 §8] LSP update answering %i: %s '%s'", async (status, kind, text) => {
    answerWith({ status, body: status === 200 ? { id: "lsp-7" } : { message: "boom" } });
    render(<EditLspForm lspId="lsp-7" name="Acme Payroll" inactive={false} />);
    const user = userEvent.setup();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled(); // spec 3 section 5: something must have changed
    await user.type(screen.getByLabelText("Name", { exact: false }), " EU");
    await user.click(save);
    await waitFor(() => expect(toasts).toEqual([{ kind, text, description: undefined }]));
    expect(requests).toEqual([{ method: "PATCH", path: "/api/local-service-providers/lsp-7" }]);
  });

  it.each([
    [204, "success", "LSP was successfully deleted."],
    [409, "error", "Failed to delete LSP."],
  ])("[spec 3 §8] LSP delete answering %i: %s '%s'", async (status, kind, text) => {
    answerWith({ status, body: status === 204 ? null : { message: "connected entities" } });
    const lsp = {
      id: "lsp-7",
      name: "Acme Payroll",
      type: "Payroll Provider",
      countries: [],
      noOfEmployees: 0,
      isActive: true,
      profileUrl: null,
      contactEmails: [],
      canDelete: true,
      deleteBlockedReason: null,
    };
    const props = {
      lsp,
      users: [],
      employees: [],
      nextCutoffs: [],
      actions: { edit: true, delete: true, manageUsers: true },
    };
    render(<LspDetailClient {...(props as unknown as Parameters<typeof LspDetailClient>[0])} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete LSP" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toasts).toEqual([{ kind, text, description: undefined }]));
    expect(requests).toEqual([{ method: "DELETE", path: "/api/local-service-providers/lsp-7" }]);
  });

  it("[spec 3 §5] delete manager: the confirm button stays disabled until DELETE is typed; a failure shows 'Something went wrong, please try again later'", async () => {
    answerWith({ status: 409, body: { message: "A company must keep at least one manager." } });
    render(<DeleteManager companyId="c1" managerId="m1" name="Pat Boss" backHref="/companies/c1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete Manager" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    const typed = within(dialog).getByLabelText('Please type the word "DELETE"', { exact: false });
    await user.type(typed, "delete");
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, "DELETE");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    const error = await screen.findByRole("dialog", { name: "Error" });
    expect(error).toHaveTextContent("Something went wrong, please try again later");
    expect(requests).toEqual([{ method: "DELETE", path: "/api/companies/c1/managers/m1" }]);
  });
});
