// Spec 2 sections 4, 5 and 8, the pay report upload modal: provider and at least one file required, only .csv
// kept, per-file states ('Upload successful!', 'Upload failed'), a 400 string shown under the file, and the
// toasts for all fine, some failed and a failed call (which keeps the modal open). The per-file upload call
// (uploadWithProgress) answers as the server would.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UploadDialog } from "@/components/payroll/instance-upload-dialog";

const toasts: { kind: "success" | "error"; text: string }[] = [];
jest.mock("sonner", () => ({
  toast: {
    success: (text: string) => toasts.push({ kind: "success", text }),
    error: (text: string) => toasts.push({ kind: "error", text }),
  },
}));

type UploadAnswer = { status: number; body: unknown } | "network";
let answers: Record<string, UploadAnswer> = {};
const uploads: { url: string; file: string }[] = [];
jest.mock("@/components/payroll/shared", () => ({
  ...jest.requireActual("@/components/payroll/shared"),
  uploadWithProgress: async (url: string, form: FormData) => {
    const file = (form.get("fileContent") as File).name;
    uploads.push({ url, file });
    const a = answers[file];
    if (a === "network") throw new Error("network");
    return a;
  },
}));

const workbook = { id: "wb-1", name: "January 2031 - Workbook", month: 1, year: 2031 };
const providers = [
  { id: "le-1", name: "Acme Payroll GmbH", countryCode: "DE", countryName: "Germany", lspId: "lsp-1", lspName: "Acme" },
];
const OK = { status: 201, body: { status: "SUCCEEDED" } };

beforeEach(() => {
  // The known concepts cannot be read here: the dialog then checks the files' shape only.
  global.fetch = jest.fn(async () => {
    throw new Error("offline");
  }) as unknown as typeof fetch;
});

function renderDialog() {
  toasts.length = 0;
  uploads.length = 0;
  const onClose = jest.fn();
  render(<UploadDialog open onClose={onClose} workbook={workbook} providers={providers} onUploaded={jest.fn()} />);
  return { onClose, dialog: screen.getByRole("dialog") };
}

async function choose(dialog: HTMLElement, names: string[]) {
  const user = userEvent.setup({ applyAccept: false });
  await user.selectOptions(within(dialog).getByLabelText(/Provider/), "le-1");
  const register = "employeeId,firstName,lastName,concept,value\nE1,Ann,Lee,Base Salary,100\n";
  const files = names.map((n) => new File([register], n, { type: "text/csv" }));
  await user.upload(within(dialog).getByLabelText(/Pay register files/), files);
  // Upload waits for the browser check of the files (components/payroll/use-register-checks.ts).
  const upload = within(dialog).getByRole("button", { name: "Upload" });
  await waitFor(() => expect(upload).toBeEnabled());
  await user.click(upload);
}

describe("[spec 2 §5] pay report upload", () => {
  it("[spec 2 §5] the provider and at least one file are required", async () => {
    const { dialog } = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByText("Provider is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please select at least one .csv file")).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it("[spec 2 §8] all files fine: 'Upload successful!' per file, toast 'File(s) successfully uploaded'; other types are dropped", async () => {
    answers = { "a.csv": OK, "b.csv": OK };
    const { dialog, onClose } = renderDialog();
    await choose(dialog, ["a.csv", "notes.txt", "b.csv"]);
    await waitFor(() => expect(toasts).toEqual([{ kind: "success", text: "File(s) successfully uploaded" }]));
    expect(uploads.map((u) => u.file).sort()).toEqual(["a.csv", "b.csv"]);
    expect(uploads[0].url).toBe("/api/gross-to-net/manual-ingestion");
    expect(onClose).toHaveBeenCalled();
  });

  it("[spec 2 §8] some files failed: 'Upload failed' on the file with the 400 message under it, 'Upload successful!' on the other, toast 'Some files had errors while uploading:' naming it", async () => {
    answers = { "a.csv": OK, "b.csv": { status: 400, body: { message: "Missing column: concept" } } };
    const { dialog, onClose } = renderDialog();
    await choose(dialog, ["a.csv", "b.csv"]);
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "error", text: "Some files had errors while uploading: b.csv" }]),
    );
    const rows = within(dialog).getAllByTestId("upload-file");
    expect(rows[0]).toHaveTextContent("Upload successful!");
    expect(rows[1]).toHaveTextContent("Upload failed");
    expect(within(rows[1]).getByRole("alert")).toHaveTextContent("Missing column: concept");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("[spec 2 §8] the call failed for every file: toast 'Error while uploading files', the modal stays open", async () => {
    answers = { "a.csv": "network" };
    const { dialog, onClose } = renderDialog();
    await choose(dialog, ["a.csv"]);
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", text: "Error while uploading files" }]));
    expect(within(dialog).getByTestId("upload-file")).toHaveTextContent("Upload failed");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});
