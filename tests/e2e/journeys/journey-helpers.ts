// Shared steps of the keyboard-only and phone-width journeys (issue 26, 'Keyboard and phone'): fresh data made
// through the API (the e2e database is shared and reused), keyboard moves that reach a control by Tab alone, and
// the checks on where focus lands and on the page's width.
import { expect, type Locator, type Page } from "@playwright/test";
import { apiAs, unique } from "../companies/helpers";

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A fresh Active acme employee in Germany (an employer, an employment, onboarding complete). */
export async function createActiveAcmeEmployee(prefix: string) {
  const api = await apiAs("admin");
  const lastName = unique(prefix);
  const created = await api.post("/api/employees", {
    data: {
      companyId: "acme",
      firstName: "Kira",
      lastName,
      personalEmail: `${unique("kira")}@mail.test.example`,
      countryCode: "DE",
      jobTitle: "Analyst",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.patch(`/api/employees/${id}`, { data: { lspId: "euroemploy" } })).status()).toBe(200);
  const employment = await api.post("/api/employments", {
    data: { employeeId: id, type: "EOR", startDate: inDays(-100), lspId: "euroemploy" },
  });
  expect(employment.status()).toBe(201);
  const progress = (await (await api.get(`/api/onboarding-progress/employee/${id}`)).json()) as {
    stages: { steps: { id: string }[] }[];
  };
  const updatedSteps = progress.stages.flatMap((s) => s.steps.map((step) => ({ stepId: step.id, completed: true })));
  expect((await api.patch(`/api/onboarding-progress/employee/${id}`, { data: { updatedSteps } })).status()).toBe(200);
  await api.dispose();
  return { id, name: `Kira ${lastName}` };
}

/** Weekdays of a month (yyyy-MM), computed. */
function weekdaysOf(month: string): string[] {
  const [year, m] = month.split("-").map(Number);
  return Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, m - 1, i + 1)))
    .filter((d) => d.getUTCMonth() === m - 1 && d.getUTCDay() >= 1 && d.getUTCDay() <= 5)
    .map((d) => d.toISOString().slice(0, 10));
}

/**
 * Emma (the demo employee) requests holidays through the API, one per note, in a random far September with no
 * request of hers yet (the time-off spec uses May, the employee pages July), so reruns never overlap.
 */
export async function requestEmmaHolidays(notes: string[]) {
  const api = await apiAs("employee");
  let month = "";
  for (let attempt = 0; attempt < 10 && !month; attempt++) {
    const candidate = `${2031 + Math.floor(Math.random() * 69)}-09`;
    const res = await api.get(`/api/timeoff/by-employee-id/emp-emma/requests?year_month=${candidate}`);
    expect(res.status()).toBe(200);
    const list = (await res.json()) as { taken: { status: string }[]; scheduled: { status: string }[] };
    if ([...list.taken, ...list.scheduled].every((e) => e.status === "DECLINED")) month = candidate;
  }
  expect(month).not.toBe("");
  const weekdays = weekdaysOf(month);
  for (const [i, note] of notes.entries()) {
    const res = await api.post("/api/timeoff", {
      data: {
        leaveType: "op:leave:holiday",
        startDate: weekdays[i * 3],
        endDate: weekdays[i * 3 + 1],
        employeeNote: note,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus: the control is reachable from the keyboard.
 * Fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused();
}

/** Picks a radio of a group by keyboard: Tab into the group, Space on the first, arrows to the answer. */
export async function chooseRadio(page: Page, group: Locator, answer: string) {
  const target = group.getByRole("radio", { name: answer, exact: true });
  await tabTo(page, group.getByRole("radio").first());
  await page.keyboard.press("Space");
  for (let i = 0; i < 6 && !(await target.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(target).toBeChecked();
}

/** Focus is on an element of the page, never on <body> (after a dialog closes or a form replaces itself). */
export async function expectFocusNotOnBody(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body ? el.tagName : "BODY";
      }),
    )
    .not.toBe("BODY");
}

/** The page is no wider than the screen. */
export async function expectNoOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}
