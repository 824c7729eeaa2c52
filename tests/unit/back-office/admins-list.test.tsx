// [ADMINS] The admin users list shows more than its first page: "Load more" (keyboard reachable) fetches the next
// keyset page after the server page's nextPageKey, announces the loading, and stops when no key is left.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { AdminsClient, type AdminPage } from "@/app/(app)/admins/page-client";
import type { AdminUserDto } from "@/lib/account/admins/schema";

// A plain anchor: next/link's viewport prefetch only adds timers to the test.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

function admin(n: number): AdminUserDto {
  return {
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
  };
}

const first: AdminPage = { items: [admin(1), admin(2)], nextPageKey: "admin-2" };
const second: AdminPage = { items: [admin(3)], nextPageKey: null };

const requested: URL[] = [];
let release: () => void = () => {};
beforeEach(() => {
  requested.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(new URL(String(input), "http://localhost"));
    await new Promise<void>((resolve) => (release = resolve));
    // jsdom has no Response: the fields apiFetch reads.
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => second,
    };
  }) as unknown as typeof fetch;
});

function renderList(initial: AdminPage) {
  // A fresh SWR cache per test.
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AdminsClient initial={initial} selfId="admin-1" />
    </SWRConfig>,
  );
}

const rows = () => screen.getAllByTestId("admin-row").map((row) => within(row).getByRole("link").textContent);

describe("AdminsClient", () => {
  it("loads the next keyset page from the keyboard, announcing it, until there is no next key", async () => {
    const user = userEvent.setup();
    renderList(first);
    expect(rows()).toEqual(["Admin 1", "Admin 2"]);
    expect(screen.getByText("2+ admin users")).toHaveAttribute("aria-live", "polite");
    expect(requested).toHaveLength(0);

    const loadMore = screen.getByRole("button", { name: "Load more" });
    while (document.activeElement !== loadMore) await user.tab();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0].pathname).toBe("/api/users");
    expect(Object.fromEntries(requested[0].searchParams)).toEqual({
      role: "admin",
      pageSize: "100",
      nextPageKey: "admin-2",
    });
    expect(screen.getByText("Loading more admin users…")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Load more" })).toHaveAttribute("aria-busy", "true");

    release();
    await waitFor(() => expect(rows()).toEqual(["Admin 1", "Admin 2", "Admin 3"]));
    expect(screen.getByText("3 admin users")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(requested).toHaveLength(1);
  });

  it("a single page offers no more and fetches nothing", async () => {
    renderList({ items: [admin(1)], nextPageKey: null });
    expect(rows()).toEqual(["Admin 1"]);
    expect(screen.getByText("1 admin user")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toHaveLength(0);
  });
});
