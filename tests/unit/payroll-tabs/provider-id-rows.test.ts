// Provider-ID CSV rows (spec 3 sections 3, 8): shape errors, in-file duplicates, and the result title.
import { validateProviderIdRows } from "@/lib/lsps/provider-ids/validate-rows";
import { PROVIDER_ID_MESSAGES, resultMessage } from "@/lib/lsps/provider-ids/schema";

describe("provider-id row validation", () => {
  it("keeps good rows and reports each bad one with its employee", () => {
    const { valid, errors } = validateProviderIdRows([
      { employeeId: "e1", employeeName: "Ann", payrollId: "P-1" },
      { employeeId: "", employeeName: "Nobody", payrollId: "P-2" },
      { employeeId: "e3", employeeName: "Cid", payrollId: "" },
      { employeeId: "e4", employeeName: "Dee", payrollId: "bad id!" },
      { employeeId: "e5", employeeName: "Eve", payrollId: "P-5" },
    ]);
    expect(valid.map((r) => r.employeeId)).toEqual(["e1", "e5"]);
    expect(errors).toEqual([
      { employee: { id: "", name: "Nobody" }, error: "employeeId is required" },
      { employee: { id: "e3", name: "Cid" }, error: "payrollId is required" },
      { employee: { id: "e4", name: "Dee" }, error: "payrollId may hold letters, digits and . _ - / only" },
    ]);
  });

  it("reports a duplicate provider id and a repeated employee after their first row", () => {
    const { valid, errors } = validateProviderIdRows([
      { employeeId: "e1", employeeName: "Ann", payrollId: "P-1" },
      { employeeId: "e2", employeeName: "Bob", payrollId: "P-1" },
      { employeeId: "e1", employeeName: "Ann", payrollId: "P-9" },
      { employeeId: " e3 ", employeeName: "Cid", payrollId: " P-3 " },
    ]);
    expect(valid).toEqual([
      { employeeId: "e1", employeeName: "Ann", payrollId: "P-1" },
      { employeeId: "e3", employeeName: "Cid", payrollId: "P-3" },
    ]);
    expect(errors.map((e) => [e.employee.id, e.error])).toEqual([
      ["e2", PROVIDER_ID_MESSAGES.duplicateInFile],
      ["e1", PROVIDER_ID_MESSAGES.duplicateEmployee],
    ]);
  });

  it("titles the result as the spec does", () => {
    expect(resultMessage(3, 0)).toBe("All Provider IDs were successfully updated");
    expect(resultMessage(0, 2)).toBe("No Provider IDs could be updated");
    expect(resultMessage(2, 1)).toBe("Some Provider IDs could not be updated (check the ID and upload again)");
  });
});
