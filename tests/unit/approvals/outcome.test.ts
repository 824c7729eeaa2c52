/** @jest-environment node */
// The sentence announced after 'Approve selected': the count approved, then each refusal named by its employee.
import { outcomeText } from "@/app/(app)/approvals/outcome";

const names = new Map([
  ["expense:e1", { employeeName: "Emma Employee" }],
  ["timeOff:t1", { employeeName: "Ian Incomplete" }],
]);

describe("[TIME] bulk approve outcome", () => {
  it("[TIME] says how many were approved", () => {
    expect(outcomeText([{ kind: "expense", id: "e1", ok: true }], names)).toBe("1 approved.");
  });

  it("[TIME] names each refusal with its employee and reason", () => {
    const text = outcomeText(
      [
        { kind: "expense", id: "e1", ok: true },
        { kind: "timeOff", id: "t1", ok: false, status: 409, message: "This time off is already approved." },
        { kind: "expense", id: "gone", ok: false, status: 404, message: "Expense not found" },
      ],
      names,
    );
    expect(text).toBe(
      "1 approved. 2 could not be approved: Ian Incomplete – This time off is already approved.; Unknown item – Expense not found",
    );
  });
});
