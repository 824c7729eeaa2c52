/** @jest-environment node */
// [ONBOARDING] Links lead only where the user may go: every link the onboarding checklist's loader gives (the
// employee's name, each open step's 'Complete') opens its page for that user, as the page's own guard decides
// (permission, tenancy, and on the edit page the step's field among the fields the user edits); a step the user
// cannot complete names who does instead. The LSP page offers '← All LSPs' only to who may list the providers.
// On the demo seed, as the demo accounts: the LSP user and the international-expansion admin (who once got
// 'Complete' links into 'Access Denied'), an admin and a manager.
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { pageRouteOf } from "@/lib/pages/routes";
import { employeeChecklist, type ChecklistRow } from "@/lib/onboarding/employee-checklist";
import { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { editorKinds } from "@/lib/employees/edit";
import { editableFields, type EmployeeEditField } from "@/lib/employees/edit-schema";
import { getLspPage } from "@/lib/lsps/get-lsp-page";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

let demo: DemoDatabase;
beforeAll(async () => {
  demo = await demoDatabase();
}, 120_000);
afterAll(async () => {
  await demo?.cleanUp();
});

/** Every row of the actor's checklist, page after page. */
async function wholeChecklist(actor: Actor): Promise<ChecklistRow[]> {
  const rows: ChecklistRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await employeeChecklist(actor, undefined, cursor);
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

const reaches = (actor: Actor, employeeId: string) =>
  getEmployeeOrThrow(actor, employeeId).then(
    (row) => row,
    () => null,
  );

/** Whether the page behind `href` opens for the actor, by that page's guard (app/(app)/employees/...). */
async function opens(actor: Actor, href: string): Promise<boolean> {
  const route = pageRouteOf(href);
  const employeeId = href.split(/[?#]/)[0].split("/")[2];
  if (route === "/employees/[employeeId]")
    return can(actor, "employees.read") && (await reaches(actor, employeeId)) !== null;
  if (route === "/employees/[employeeId]/edit") {
    if (!can(actor, "employees.update")) return false;
    const row = await reaches(actor, employeeId);
    const field = href.split("#")[1] as EmployeeEditField | undefined;
    return row !== null && !!field && editableFields(editorKinds(actor, row)).includes(field);
  }
  return false;
}

const linksOf = (rows: ChecklistRow[]) =>
  rows.flatMap((r) => [r.href, ...r.items.filter((i) => !i.done).map((i) => i.href)]).filter((h) => h !== null);
const openItems = (rows: ChecklistRow[]) => rows.flatMap((r) => r.items.filter((i) => !i.done));

describe("[ONBOARDING] the checklist's links open for who sees them", () => {
  it.each(["lsp", "ieAdmin", "admin", "manager"])("%s: every link of the checklist opens its page", async (key) => {
    const actor = await demo.actor(key);
    const rows = await wholeChecklist(actor);
    expect(rows.length).toBeGreaterThan(0);
    const links = linksOf(rows);
    expect(links.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const href of links) if (!(await opens(actor, href))) refused.push(href);
    expect(refused).toEqual([]);
    // An open step without a link says who completes it.
    for (const item of openItems(rows)) expect(item.href !== null || !!item.hint).toBe(true);
  });

  it("the LSP user and the international-expansion admin get no edit link, only who completes the step", async () => {
    for (const key of ["lsp", "ieAdmin"]) {
      const rows = await wholeChecklist(await demo.actor(key));
      const editSteps = openItems(rows).filter((i) => i.label !== "Employee profile completed");
      expect(editSteps.length).toBeGreaterThan(0);
      expect(editSteps.filter((i) => i.href !== null)).toEqual([]);
      for (const item of editSteps)
        expect(item.hint).toBe(
          item.label === "Employer assigned"
            ? "An admin completes this step."
            : "The company's manager or an admin completes this step.",
        );
    }
  });

  it("an admin completes every open step; a manager all but the employer, which names the admin", async () => {
    const admin = await wholeChecklist(await demo.actor("admin"));
    expect(openItems(admin).filter((i) => i.href === null)).toEqual([]);
    const manager = openItems(await wholeChecklist(await demo.actor("manager")));
    expect(manager.filter((i) => i.label !== "Employer assigned" && i.href === null)).toEqual([]);
    for (const item of manager.filter((i) => i.label === "Employer assigned"))
      expect(item).toMatchObject({ href: null, hint: "An admin completes this step." });
  });
});

describe("[LSPS] the LSP page's links", () => {
  it("the LSP user's own provider page has no link to the LSP list; an admin's and the IE admin's have", async () => {
    const lspUser = await demo.actor("lsp");
    expect(lspUser.lspId).toBeTruthy();
    const own = await getLspPage(lspUser, lspUser.lspId!);
    expect(can(lspUser, "lsps.list")).toBe(false);
    expect(own.allLspsHref).toBeNull();
    for (const key of ["admin", "ieAdmin"]) {
      const page = await getLspPage(await demo.actor(key), lspUser.lspId!);
      expect(page.allLspsHref).toBe("/lsps");
    }
  });

  it("every employee row of the LSP page opens the employee's page for the LSP user", async () => {
    const lspUser = await demo.actor("lsp");
    const { employees } = await getLspPage(lspUser, lspUser.lspId!);
    expect(employees.length).toBeGreaterThan(0);
    for (const e of employees) {
      expect(e.href).toBe(`/employees/${e.id}`);
      expect(await opens(lspUser, e.href!)).toBe(true);
    }
  });
});
