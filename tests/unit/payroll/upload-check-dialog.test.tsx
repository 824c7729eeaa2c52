// The pay report upload dialog checks each file in the browser before sending (lib/payroll/check-pay-register.ts):
// the provider's known concepts in a 'Known concepts (N)' disclosure, an unknown concept named with its line and
// column under the file, and Upload disabled with the reason as its description until a good file is chosen.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UploadDialog } from "@/components/payroll/instance-upload-dialog";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const uploads: string[] = [];
jest.mock("@/components/payroll/shared", () => ({
  ...jest.requireActual("@/components/payroll/shared"),
  uploadWithProgress: async (url: string) => {
    uploads.push(url);
    return { status: 201, body: { status: "SUCCEEDED" } };
  },
}));

const provider = {
  id: "le-1",
  name: "Acme Payroll GmbH",
  countryCode: "DE",
  countryName: "Germany",
  lspId: "lsp-1",
  lspName: "EuroEmploy",
};
const concepts = {
  country: "DE",
  lspId: "lsp-1",
  items: [
    { concept: "Base Salary", category: "salary", applicationType: "Income", source: "country" },
    { concept: "Income Tax", category: "tax", applicationType: "Deduction", source: "lsp" },
  ],
};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  uploads.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    // jsdom has no Response: the fields apiFetch reads.
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => concepts,
    };
  }) as unknown as typeof fetch;
});

const H = "employeeId,firstName,lastName,concept,value";

it("[PAYROLL] names an unknown concept before sending and keeps Upload disabled with the reason", async () => {
  const user = userEvent.setup();
  render(
    <UploadDialog
      open
      onClose={jest.fn()}
      workbook={{ id: "wb", name: "WB", month: 1, year: 2031 }}
      providers={[provider]}
      onUploaded={jest.fn()}
    />,
  );
  const dialog = screen.getByRole("dialog");
  expect(within(dialog).getByText("Choose a provider to see the concepts its files may use.")).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText(/Provider/), "le-1");
  const summary = await within(dialog).findByText("Known concepts (2)");
  expect(calls[0]).toBe("/api/payroll/taxonomy-concepts?country=DE&lspId=lsp-1");
  await user.click(summary);
  expect(within(dialog).getByRole("list", { name: "Known concepts" })).toHaveTextContent("Base Salary");

  const bad = new File([`${H}\nE1,Ann,Lee,Base Salary,100\nE1,Ann,Lee,Bonus X,5\n`], "bad.csv", { type: "text/csv" });
  await user.upload(within(dialog).getByLabelText(/Pay register files/), bad);
  const problems = await within(dialog).findByRole("list", { name: "Problems in bad.csv" });
  expect(problems).toHaveTextContent(
    "Line 3, column concept: unknown concept 'Bonus X' for Germany · EuroEmploy (1 row). Add it to the taxonomy or correct the name.",
  );
  const upload = within(dialog).getByRole("button", { name: "Upload" });
  expect(upload).toBeDisabled();
  expect(upload).toHaveAccessibleDescription("Fix the problem listed below and choose the file again.");
  expect(uploads).toEqual([]);

  const good = new File([`${H}\nE1,Ann,Lee,income tax,100\n`], "good.csv", { type: "text/csv" });
  await user.upload(within(dialog).getByLabelText(/Pay register files/), good);
  await waitFor(() => expect(upload).toBeEnabled());
  expect(within(dialog).getByTestId("upload-file-check")).toHaveTextContent(
    "Checked: 1 concept row, every concept known.",
  );
  await user.click(upload);
  await waitFor(() => expect(uploads).toEqual(["/api/gross-to-net/manual-ingestion"]));
});
