// [DOCUMENTS] Company documents tab: upload (checked in the browser and on the server), sort, delete with
// confirmation; an 11 MB upload reaches the server whole and a 16 MB one is refused with the spec's text.
import { expect, test } from "@playwright/test";
import { authFile } from "../support/auth";
import { apiAs, unique } from "./helpers";

test.use({ storageState: authFile("admin") });

const pdf = (size: number) => {
  const head = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

test("[DOCUMENTS] admin uploads, lists and deletes a client document; type and size are enforced", async ({ page }) => {
  const cs = await apiAs("csAdmin");
  const created = await cs.post("/api/companies", { data: { name: unique("E2E Docs") } });
  const { id } = (await created.json()) as { id: string };

  const big = await cs.post("/api/documents", {
    multipart: { companyId: id, file: { name: "big.pdf", mimeType: "application/pdf", buffer: pdf(11 * 1024 * 1024) } },
  });
  expect(big.status()).toBe(201);
  const tooBig = await cs.post("/api/documents", {
    multipart: {
      companyId: id,
      file: { name: "huge.pdf", mimeType: "application/pdf", buffer: pdf(16 * 1024 * 1024) },
    },
  });
  // Refused while reading, once the 15 MB cap is passed.
  expect(tooBig.status()).toBe(413);
  expect(((await tooBig.json()) as { message: string }).message).toBe(
    "The maximum file size is 15 MB. Please upload a smaller file.",
  );
  await cs.dispose();

  await page.goto(`/companies/${id}#documents`);
  await expect(page.getByTestId("document-card")).toHaveCount(1);
  const file = page.getByLabel("File");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(
    page.getByText("This file type is not allowed. Please upload an image, pdf or word document."),
  ).toBeVisible();
  await file.setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: pdf(2048) });
  await page.getByLabel("Title").fill("Master agreement");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("document-card")).toHaveCount(2);
  await expect(page.getByTestId("document-card").first()).toContainText("Master agreement");
  // No virus scanner runs in the end-to-end environment: the card says so, and the file is still served.
  await expect(page.getByTestId("document-card").first().getByTestId("document-scan-status")).toHaveText("Not scanned");

  await page.getByRole("button", { name: "Delete Master agreement" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Master agreement" });
  await expect(confirm).toContainText("Are you sure you want to delete this document?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("document-card")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Master agreement" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("document-card")).toHaveCount(1);
});
