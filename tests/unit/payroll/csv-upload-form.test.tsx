// The CSV upload form (components/payroll/csv-upload-form.tsx) in the kit's idiom: the file is checked before
// sending, every answer reaches the caller's onAnswer as {status, body}, and a refusal naming the file puts its
// message under the file input (through useApiForm). The upload call (uploadWithProgress) answers as the server.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CsvUploadForm, type UploadAnswer } from "@/components/payroll/csv-upload-form";

const toasts: string[] = [];
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: (text: string) => toasts.push(text) } }));

let answer: { status: number; body: unknown } | "network" = { status: 201, body: {} };
const uploads: { url: string; fields: Record<string, string>; file: string }[] = [];
jest.mock("@/components/payroll/shared", () => ({
  uploadWithProgress: async (url: string, form: FormData) => {
    const fields: Record<string, string> = {};
    form.forEach((v, k) => typeof v === "string" && (fields[k] = v));
    uploads.push({ url, fields, file: (form.get("fileContent") as File).name });
    if (answer === "network") throw new Error("network");
    return answer;
  },
}));

function renderForm(fields: Record<string, string> | null = { lspId: "lsp-1" }) {
  toasts.length = 0;
  uploads.length = 0;
  const onAnswer = jest.fn<void, [UploadAnswer]>();
  render(<CsvUploadForm label="Benefits file" url="/api/x" fields={fields} submitLabel="Import" onAnswer={onAnswer} />);
  return { onAnswer, user: userEvent.setup({ applyAccept: false }) };
}
const csv = (name = "rows.csv") => new File(["a,b\n1,2\n"], name, { type: "text/csv" });

describe("CsvUploadForm", () => {
  it("asks for a file, then for a .csv, before sending anything", async () => {
    const { onAnswer, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Please choose a CSV file to upload.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Benefits file \(\.csv\)/)).toHaveAttribute("aria-invalid", "true");
    await user.upload(screen.getByLabelText(/Benefits file \(\.csv\)/), csv("rows.txt"));
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Only .csv files can be uploaded.")).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("sends nothing while the caller's fields are incomplete", async () => {
    const { user } = renderForm(null);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.queryByText("Please choose a CSV file to upload.")).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it("hands an accepted answer to the caller", async () => {
    answer = { status: 201, body: { id: "imp-1" } };
    const { onAnswer, user } = renderForm();
    await user.upload(screen.getByLabelText(/Benefits file \(\.csv\)/), csv());
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ status: 201, body: { id: "imp-1" } }));
    expect(uploads).toEqual([{ url: "/api/x", fields: { lspId: "lsp-1" }, file: "rows.csv" }]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("hands a refusal to the caller and puts the file's message under the file input", async () => {
    const body = { message: "Invalid file", code: "VALIDATION", fieldErrors: { fileContent: ["The file is empty"] } };
    answer = { status: 400, body };
    const { onAnswer, user } = renderForm();
    await user.upload(screen.getByLabelText(/Benefits file \(\.csv\)/), csv());
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("The file is empty")).toBeInTheDocument();
    expect(onAnswer).toHaveBeenCalledWith({ status: 400, body });
    expect(toasts).toEqual([]);
  });

  it("a network failure is a toast", async () => {
    answer = "network";
    const { onAnswer, user } = renderForm();
    await user.upload(screen.getByLabelText(/Benefits file \(\.csv\)/), csv());
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toasts).toEqual(["The file could not be uploaded."]));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
