// [LETTERS] The Letters card on /pay: each letter's state in words (waiting, declined with the reason, ready with a
// Download link named by the letter, could not be made with the reason), and the request dialog asks for the months
// only for a salary certificate, refusing an empty choice with the schema's message.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { LettersSection } from "@/app/(app)/pay/letters-section";
import type { LetterDto } from "@/lib/letters/schema";

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const letter = (over: Partial<LetterDto>): LetterDto => ({
  id: "l1",
  employeeId: "emp-1",
  employeeName: "Emma Employee",
  companyName: "Acme",
  kind: "EMPLOYMENT_CONFIRMATION",
  months: null,
  purpose: null,
  status: "REQUESTED",
  version: 1,
  declineReason: null,
  ready: false,
  generationError: null,
  code: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  decidedAt: null,
  ...over,
});

function answer(items: LetterDto[]) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => ({ items }),
  })) as unknown as typeof fetch;
}

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LettersSection employeeId="emp-1" />
    </SWRConfig>,
  );

describe("[LETTERS] /pay Letters card", () => {
  it("says each letter's state and offers Download when ready", async () => {
    answer([
      letter({ id: "a" }),
      letter({ id: "b", status: "DECLINED", declineReason: "Start date not confirmed" }),
      letter({ id: "c", status: "APPROVED", ready: true, kind: "SALARY_CERTIFICATE", months: 12, code: "ABCDEFGHJK" }),
      letter({ id: "d", status: "APPROVED", generationError: "The letter could not be made: no payslips." }),
    ]);
    show();
    const table = await screen.findByTestId("letters-table");
    const rows = await within(table).findAllByRole("row");
    const text = rows.map((r) => r.textContent ?? "");
    expect(text.find((t) => t.includes("Waiting for approval"))).toBeDefined();
    expect(text.find((t) => t.includes("Declined"))).toContain("Reason: Start date not confirmed");
    expect(text.find((t) => t.includes("Could not be made"))).toContain("no payslips");
    const link = screen.getByRole("link", { name: "Download the salary certificate (12 months) of Nov 02, 2026" });
    expect(link).toHaveAttribute("href", "/api/letters/c/pdf");
  });

  it("asks for the months of a salary certificate only", async () => {
    answer([]);
    show();
    expect(await screen.findByText(/No letters yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Request a letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a letter" });
    expect(within(dialog).queryByLabelText(/Months of pay/)).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Kind of letter/), "SALARY_CERTIFICATE");
    const months = within(dialog).getByLabelText(/Months of pay/);
    expect(months).toHaveValue("3");
    await userEvent.selectOptions(months, "12");
    expect(months).toHaveValue("12");
  });
});
