// [CONTRACTS] A contract from the questionnaire to both signatures, in the browser, each role in its own
// session: customer support sends a new version of Emma's contract to her manager; the manager opens it and
// requests an edit; customer support sets the request's urgency and sends it to legal, then sends the contract
// to Emma; Emma signs in the built-in signer; an OP admin countersigns. The e2e database is reused between
// runs: each run makes a new contract version for Emma (the previous one is archived), ending signed again.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { authFile } from "../support/auth";
import { E2E } from "../support/servers";
import { apiAs, unique } from "../companies/helpers";

const EMMA = "emp-emma";
const ANSWERS = {
  startDate: "2026-12-01",
  jobTitle: "Product Designer",
  jobDescription: "Designs and tests the product's screens.",
  annualBaseSalary: 65000,
  hoursOfWork: 40,
  probationPeriod: "6",
  noticePeriod: "3m",
  confidentiality: true,
};

async function pageAs(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, storageState: authFile(key) });
  return context.newPage();
}

test("[CONTRACTS] manager requests an edit, employee signs in the built-in signer, admin countersigns", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A new contract version, rendered by the worker (the viewer polls every 5 s while it has no document).
  const cs = await apiAs("csAdmin");
  const saved = await cs.patch("/api/contracts", {
    data: { employeeId: EMMA, mode: "generate-contract", answers: ANSWERS },
  });
  expect(saved.status()).toBe(200);
  const { contractId, documentId } = (await saved.json()) as { contractId: string; documentId: string };
  const contractApi = `/api/employees/${EMMA}/contracts/${contractId}`;
  await expect
    .poll(async () => ((await (await cs.get(contractApi)).json()) as { hasDocument: boolean }).hasDocument, {
      timeout: 60_000,
    })
    .toBe(true);
  const url = `/employees/${EMMA}/contracts/${documentId}`;

  // Customer support: 'Send To Manager'.
  const admin = await pageAs(browser, "csAdmin");
  await admin.goto(url);
  await expect(admin.getByRole("heading", { level: 1, name: "Contract in review and send" })).toBeVisible();
  await admin.getByRole("button", { name: "Send To Manager" }).click();
  await admin.getByRole("dialog", { name: "Send To Manager" }).getByRole("button", { name: "Send To Manager" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Contract sent to manager for review" })).toBeVisible();

  // The manager opens it and requests an edit of a clause.
  const manager = await pageAs(browser, "manager");
  await manager.goto(url);
  await expect(manager.getByRole("heading", { level: 1, name: "Contract sent to manager for review" })).toBeVisible();
  await expect(manager.getByTitle("Contract of Emma Employee")).toBeVisible();
  await manager.getByRole("button", { name: "Request edits" }).click();
  const drawer = manager.getByRole("dialog", { name: "Request contract edit" });
  const details = `Please allow 30 days of work from another EU country (${unique("e2e")}).`;
  await expect(drawer.getByRole("button", { name: "Submit request" })).toBeDisabled();
  await drawer.getByLabel("Review type").selectOption("REWORD");
  await drawer.getByRole("combobox", { name: /^Clause/ }).selectOption("Place of work");
  await drawer.getByLabel("Clause number").fill("3.1");
  await drawer.getByLabel("Details").fill(details);
  await drawer.getByRole("button", { name: "Submit request" }).click();
  await expect(manager).toHaveURL(/#contract-amendment-request-success/);
  const history = manager.getByRole("dialog", { name: "Edit request history" });
  const request = history.getByRole("listitem").filter({ hasText: details });
  await expect(request).toContainText("Reword: Place of work (3.1)");
  await expect(request).toContainText("pending");
  await manager.context().close();

  // Customer support chooses the urgency in the urgency modal, sends the request to legal, then sends the
  // contract to Emma.
  await admin.reload();
  await admin.getByRole("button", { name: "Edit history" }).click();
  const adminHistory = admin.getByRole("dialog", { name: "Edit request history" });
  const item = adminHistory.getByRole("listitem").filter({ hasText: details });
  await expect(item.getByRole("button", { name: "Send to Legal" })).toBeDisabled();
  await item.getByRole("button", { name: "Set urgency" }).click();
  const urgency = admin.getByRole("dialog", { name: "Set urgency" });
  await urgency.getByRole("radio", { name: "Urgent", exact: true }).check();
  await urgency.getByRole("button", { name: "Save urgency" }).click();
  await expect(urgency).toBeHidden();
  await expect(item).toContainText("Urgent");
  await item.getByRole("button", { name: "Send to Legal" }).click();
  await expect(item).toContainText("dispatched");
  await admin.keyboard.press("Escape");
  await admin.getByRole("button", { name: "Send to employee" }).click();
  await admin
    .getByRole("dialog", { name: "Send to employee" })
    .getByRole("button", { name: "Send to employee" })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Contract awaiting employee signature" })).toBeVisible();
  await admin.context().close();

  // Emma reviews the PDF and signs with her typed name.
  const emma = await pageAs(browser, "employee");
  await emma.goto(url);
  await expect(emma.getByRole("heading", { level: 1, name: "Contract awaiting employee signature" })).toBeVisible();
  const sign = emma.getByRole("region", { name: "Sign your contract" });
  await expect(sign.getByRole("button", { name: "Sign contract" })).toBeDisabled();
  await sign.getByLabel("Type your full name").fill("Emma Employee");
  await sign.getByLabel("I agree to sign this document electronically").check();
  await sign.getByRole("button", { name: "Sign contract" }).click();
  await expect(emma).toHaveURL(/employeeSigned=true&event=signing_complete/);
  await expect(emma.getByText("Thank you, your signature was recorded.")).toBeVisible();
  await expect(emma.getByRole("heading", { level: 1, name: "Contract awaiting countersignature" })).toBeVisible();
  await emma.context().close();

  // An OP admin countersigns; the contract is signed by both parties.
  const op = await pageAs(browser, "opAdmin");
  await op.goto(url);
  const counter = op.getByRole("region", { name: "Countersign the contract" });
  await counter.getByLabel("Type your full name").fill("Olivia Operator");
  await counter.getByLabel("I agree to sign this document electronically").check();
  await counter.getByRole("button", { name: "Countersign" }).click();
  await expect(op).toHaveURL(/employerSigned=true&event=signing_complete/);
  await expect(op.getByRole("heading", { level: 1, name: "Signed contract" })).toBeVisible();
  await expect(op.getByText("Signed", { exact: true })).toBeVisible();
  await op.context().close();

  const final = (await (await cs.get(contractApi)).json()) as { status: string };
  expect(final.status).toBe("signed:both-parties");
  await cs.dispose();
});
