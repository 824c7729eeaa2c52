// The one line each landing page adds: <WaitingForYou actor={actor} page="..." />. Picks the role's loader
// (lib/home/) for the page the role lands on (lib/navigation.ts homePath) and renders the panel; renders nothing
// for a role the page is not the landing page of.
import "server-only";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWaiting } from "@/lib/home/employee-waiting";
import { managerWaiting } from "@/lib/home/manager-waiting";
import { adminWaiting } from "@/lib/home/admin-waiting";
import { payrollWaiting } from "@/lib/home/payroll-waiting";
import { hiresInProgress } from "@/lib/home/hires-in-progress";
import { waitingItems, type Waiting } from "@/lib/home/waiting-types";
import { WaitingPanel } from "@/components/home/waiting-panel";

export type LandingPage = "profile" | "employees" | "companies" | "payroll";

async function load(actor: Actor, page: LandingPage): Promise<Waiting | null> {
  const f = flagsOf(actor);
  switch (page) {
    case "profile":
      return actor.mainRole === "employee" ? employeeWaiting(actor) : null;
    case "employees":
      if (f.isManager && actor.companyId) return managerWaiting(actor);
      if (f.isLSP && actor.lspId && actor.mainRole === "lsp")
        return { items: waitingItems(await hiresInProgress(actor)), comingUp: [] };
      return null;
    case "companies":
      return can(actor, "companies.list") ? adminWaiting(actor) : null;
    case "payroll":
      return can(actor, "payroll.access") ? { items: await payrollWaiting(actor), comingUp: [] } : null;
  }
}

export async function WaitingForYou({ actor, page }: { actor: Actor; page: LandingPage }) {
  const waiting = await load(actor, page);
  return waiting ? <WaitingPanel waiting={waiting} /> : null;
}
