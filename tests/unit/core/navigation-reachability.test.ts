/** @jest-environment node */
// Screens people finish their work on: every page a role may open is reachable from that role's navigation
// (the main bar with its menus, the account menu, the home page), or from a page the role reaches. A record
// page (a [param] folder) and a page's own create/edit/add/compare step are reached from their nearest
// ancestor page; anything else off the navigation is listed below with the page that links it and why.
import fs from "node:fs";
import path from "node:path";
import { buildActor, type ActorRole, type RoleType } from "@/lib/auth/actor";
import { FEATURE_FLAGS, type FeatureFlag } from "@/lib/config";
import { accountNavigation, homePath, navigationFor } from "@/lib/navigation";
import { PAGE_ROUTES, pageRouteOf } from "@/lib/pages/routes";
import { can, type Action } from "@/lib/policy";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { searchKindsOf } from "@/lib/search/can-search";
import type { SearchKind } from "@/lib/search/search-constants";
import { DEMO_ACCOUNTS } from "@/prisma/demo-accounts";

const APP_DIR = path.join(__dirname, "..", "..", "..", "app", "(app)");

/** Pages reached from a parent page rather than the navigation: page -> the page that links it, and why. */
const REACHED_FROM: Record<string, { parent: string; reason: string }> = {
  "/account-details/two-factor": {
    parent: "/account-details",
    reason: "the account page's sign-in security card sets up two-factor sign-in (and staff are gated there, issue 28)",
  },
  "/atlas": { parent: "/companies/[companyId]", reason: "the company page's resources panel links the atlas" },
  "/companies/[companyId]/employee/[employeeId]/resignation": {
    parent: "/employees/[employeeId]",
    reason: "the employee header's resignation button",
  },
  "/companies/[companyId]/employee/[employeeId]/termination-requests/add": {
    parent: "/employees/[employeeId]",
    reason: "the employee header's termination button",
  },
  "/payroll-reports/packs": {
    parent: "/payroll-reports",
    reason: "the payroll reports page links its signed payroll packs (download and verify, issue 27)",
  },
  "/companies/[companyId]/employee/[employeeId]/termination-requests/[terminationRequestId]/view": {
    parent: "/terminations",
    reason: "each request of the terminations list (and the company's termination tab) opens its view",
  },
};

/** Pages nobody navigates to: where they come from instead. */
const NOT_DESTINATIONS: Record<string, string> = {
  "/": "redirects to the role's home",
  "/change-password": "a gate: the sign-in with a temporary password holds the user here",
  "/privacy-policy": "a gate: shown until the privacy policy is accepted",
  "/typeform": "a gate: the onboarding form an employee must fill in",
  "/profile/verify-email/[token]": "opened from the e-mail-change confirmation link",
  "/companies/[companyId]/employee-checklist":
    "one company's cut of the onboarding checklist, linked from the company page's side panel; every role that may open it has the whole list in its navigation ('Onboarding checklist', /employees/employee-checklist)",
  "/dev/outbox": "the development mail viewer, only while DEV_MAIL_VIEWER is on; never in production",
};

/** A page's further rule on top of its permission (guardPage's `allow`), as the page states it. */
const ALLOW: Record<string, (actor: Actor) => boolean> = {
  "/permissions": (actor) => flagsOf(actor).isSuperManager && !!actor.companyId,
  // The employee's own pay: the page opens for the employee role only (staff read payslips on the employee page).
  "/pay": (actor) => flagsOf(actor).isEmployee,
};

/** Record pages the header search opens, by result kind (lib/search/global-search.ts). */
const SEARCH_OPENS: Record<string, SearchKind> = {
  "/employees/[employeeId]": "people",
  "/companies/[companyId]": "companies",
  "/payroll/payroll-instances/[id]/pay-report-preview/[reportId]": "payReports",
  "/companies/[companyId]/invoices": "invoices",
};

/** The page's guard permission (guardPage({ permission })), or null for a page any signed-in user may open. */
function guardOf(route: string): Action | null {
  const file = path.join(APP_DIR, ...route.split("/").filter(Boolean), "page.tsx");
  const match = /guardPage\(\{\s*permission:\s*"([^"]+)"/.exec(fs.readFileSync(file, "utf8"));
  return match ? (match[1] as Action) : null;
}

const segments = (route: string) => route.split("/").filter(Boolean);
const STEP = /^(create|edit|add|add-admin|compare)$/;

/** The nearest ancestor page of a record page or a page's own step; null for anything else. */
function ancestorOf(route: string): string | null {
  const parts = segments(route);
  if (!parts.some((p) => p.startsWith("[")) && !STEP.test(parts[parts.length - 1])) return null;
  for (let n = parts.length - 1; n >= 0; n--) {
    const candidate = "/" + parts.slice(0, n).join("/");
    if ((PAGE_ROUTES as readonly string[]).includes(candidate) && candidate !== "/") return candidate;
  }
  return null;
}

const TENANTS: Record<string, string> = { reviewManager: "newco", lsp: "euroemploy" };
function demoActor(account: (typeof DEMO_ACCOUNTS)[number]) {
  const roles = account.roles.map((type): ActorRole => {
    const scoped = type === "manager" || type === "employee";
    const tenantId = scoped || type === "lsp" ? (TENANTS[account.key] ?? "acme") : null;
    return { type: type as RoleType, tenantId, scopes: scoped ? (account.scopes ?? []) : [] };
  });
  return buildActor({ userId: account.key, email: account.email, name: account.firstName, roles });
}
const everything = {
  flags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as Record<FeatureFlag, boolean>,
  backOfficeUrl: "https://bo.example",
  payrollReportsTab: true,
  employeeId: "emp-demo",
};

// The contractor is sent to the contractor site; the gated accounts reach the same navigation once through.
const ROLES = DEMO_ACCOUNTS.filter((a) => a.key !== "contractor");

describe("[CORE] every page a role may open is reachable from its navigation", () => {
  it("the allowlists name real pages, and each parent is a page too", () => {
    for (const [route, { parent }] of Object.entries(REACHED_FROM)) {
      expect([route, PAGE_ROUTES.includes(route as never)]).toEqual([route, true]);
      expect([parent, PAGE_ROUTES.includes(parent as never)]).toEqual([parent, true]);
    }
    for (const route of Object.keys(NOT_DESTINATIONS))
      expect([route, PAGE_ROUTES.includes(route as never)]).toEqual([route, true]);
  });

  it.each(ROLES.map((a) => [a.key, a] as const))("%s reaches every page it may open", (_key, account) => {
    const actor = demoActor(account);
    const mayOpen = (route: string) => {
      const permission = guardOf(route);
      return (permission === null || can(actor, permission)) && (ALLOW[route]?.(actor) ?? true);
    };
    const kinds = searchKindsOf(actor);
    const searched = Object.entries(SEARCH_OPENS).filter(([, kind]) => kinds[kind]);
    const entries = [...navigationFor(actor, everything), ...accountNavigation(actor)].filter((i) => !i.external);
    const reached = new Set([
      ...([...entries.map((i) => i.href), homePath(actor)]
        .map((href) => pageRouteOf(href))
        .filter(Boolean) as string[]),
      ...searched.map(([route]) => route),
    ]);
    const candidates = PAGE_ROUTES.filter((r) => !(r in NOT_DESTINATIONS) && mayOpen(r));
    for (let changed = true; changed;) {
      changed = false;
      for (const route of candidates) {
        if (reached.has(route)) continue;
        const parent = REACHED_FROM[route]?.parent ?? ancestorOf(route);
        if (parent && reached.has(parent)) {
          reached.add(route);
          changed = true;
        }
      }
    }
    expect(candidates.filter((route) => !reached.has(route))).toEqual([]);
  });
});
