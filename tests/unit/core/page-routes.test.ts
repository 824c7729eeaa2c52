/** @jest-environment node */
// Finding 5 and 7 of issue 10, and thin pages: the pages under app/(app) are what PAGE_ROUTES says; every
// navigation entry of every demo role leads to one of them; every page goes through the one page guard and
// never queries the database or compares ranks itself.
import fs from "node:fs";
import path from "node:path";
import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { FEATURE_FLAGS, type FeatureFlag } from "@/lib/config";
import { navigationFor } from "@/lib/navigation";
import { hasPage, PAGE_ROUTES, pageRouteOf } from "@/lib/pages/routes";
import { DEMO_ACCOUNTS } from "@/prisma/demo-accounts";

const APP_DIR = path.join(__dirname, "..", "..", "..", "app", "(app)");

function pageFiles(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

function routeOf(file: string): string {
  const folder = path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/");
  return "/" + folder;
}

const files = pageFiles();
// The catch-all only serves 'Page not found' inside the shell; it is not a page a link may lead to.
const realRoutes = files.map(routeOf).filter((route) => !route.includes("[..."));

// The tenants the demo accounts hold in the seed (prisma/seed.ts).
const TENANTS: Record<string, string> = { reviewManager: "newco", lsp: "euroemploy" };
function demoActor(account: (typeof DEMO_ACCOUNTS)[number]) {
  const roles = account.roles.map((type): ActorRole => {
    const scoped = type === "manager" || type === "employee";
    const tenantId = scoped || type === "lsp" ? (TENANTS[account.key] ?? "acme") : null;
    return { type: type as RoleType, tenantId, scopes: scoped ? (account.scopes ?? []) : [] };
  });
  return buildActor({ userId: account.key, email: account.email, name: account.firstName, roles });
}
// Every flag on and every optional entry enabled: the most entries any account can get.
const everything = {
  flags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as Record<FeatureFlag, boolean>,
  backOfficeUrl: "https://bo.example",
  payrollReportsTab: true,
  employeeId: "emp-demo",
};

describe("[CORE] pages, routes and navigation", () => {
  it("PAGE_ROUTES lists exactly the pages under app/(app)", () => {
    expect(files.length).toBeGreaterThan(20);
    expect([...PAGE_ROUTES].sort()).toEqual([...realRoutes].sort());
  });

  it("pageRouteOf resolves literal folders before [param] folders and refuses unknown addresses", () => {
    expect(pageRouteOf("/companies/acme/managers/add")).toBe("/companies/[companyId]/managers/add");
    expect(pageRouteOf("/companies/acme/managers/mgr-1")).toBe("/companies/[companyId]/managers/[managerId]");
    expect(pageRouteOf("/employees#pending-employees")).toBe("/employees");
    expect(pageRouteOf("/lsps")).toBe("/lsps");
    expect(pageRouteOf("/lsps/euroemploy/user/add")).toBe("/lsps/[lspId]/user/add");
    expect(pageRouteOf("/no-such-page")).toBeNull();
    expect(pageRouteOf("/companies/acme/nothing-here")).toBeNull();
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.key, a] as const))(
    "every navigation entry of %s leads to a page that exists",
    (_key, account) => {
      const internal = navigationFor(demoActor(account), everything).filter((item) => !item.external);
      const missing = internal.filter((item) => !realRoutes.includes(pageRouteOf(item.href) ?? "")).map((i) => i.href);
      expect(missing).toEqual([]);
    },
  );

  it("every navigation entry of every demo role leads to a page, and the spec's entries are all built", () => {
    const hrefs = DEMO_ACCOUNTS.flatMap((a) => navigationFor(demoActor(a), everything).map((i) => i.href));
    for (const href of hrefs) if (!href.startsWith("http")) expect([href, hasPage(href)]).toEqual([href, true]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/companies",
        "/employees",
        "/payroll",
        "/profile",
        "/permissions",
        "/expenses",
        "/lsps",
        "/finance",
        "/admins",
        "/benefits",
        "/timesheets",
        "/time-off",
        "/terminations",
        "/contractors",
        "/balances",
      ]),
    );
  });

  it.each(files.map((f) => [path.relative(APP_DIR, f), f] as const))(
    "%s goes through guardPage, and neither queries the database nor compares ranks",
    (_name, file) => {
      const source = fs.readFileSync(file, "utf8");
      expect(source).toMatch(/import \{[^}]*\bguardPage\b[^}]*\} from "@\/lib\/pages\/guard"/);
      expect(source).toMatch(/await guardPage\(/);
      expect(source).not.toMatch(/from "@\/lib\/db"/);
      expect(source).not.toMatch(/\.rank\b/);
      expect(source).not.toMatch(/components\/[\w/-]*page-guard/);
    },
  );
});
