/** @jest-environment node */
// The browser-side pay register check of the upload dialog (lib/payroll/check-pay-register.ts): missing columns,
// row shape problems and unknown concepts named with their line and column before anything is sent; and the same
// verdict as the server's reader (lib/payroll/csv.ts) on the same files, so the dialog never blocks a file the
// server would take nor passes one it would reject for its shape.
import { checkPayRegister, checkPayRegisterFile, MAX_CHECK_BYTES } from "@/lib/payroll/check-pay-register";
import { parsePayRegisterText, type Taxonomy } from "@/lib/payroll/csv";
import { conceptKey } from "@/lib/taxonomies/known-concepts-schema";

const H = "employeeId,firstName,lastName,concept,value";
const known = new Set(["Base Salary", "Income Tax", "Social Security ER"].map(conceptKey));
const taxonomy: Taxonomy = {
  category: "salary",
  applicationType: "Income",
  payrollGlobal: null,
  payrollGlobalSubCategory: null,
  inputType: null,
};
const lookup = (concept: string) => (known.has(conceptKey(concept)) ? taxonomy : undefined);

describe("[PAYROLL] pay register check before upload", () => {
  it("passes a good file and lists its concepts", () => {
    const r = checkPayRegister(
      `\uFEFF${H}\r\nE1,Ana,Lopez,Base Salary,"4,100.00"\r\n\r\nE1,Ana,Lopez, income tax ,-800\r\n`,
      known,
    );
    expect(r.problems).toEqual([]);
    expect(r.rows).toBe(2);
    expect(r.concepts).toEqual(["Base Salary", "income tax"]);
    expect(r.conceptsChecked).toBe(true);
  });

  it("names the missing columns on line 1", () => {
    const r = checkPayRegister("employeeId,firstName,concept\nE1,Ana,Base Salary\n", known);
    expect(r.problems).toEqual([
      {
        line: 1,
        column: "lastName, value",
        message:
          "Missing column(s): lastName, value. Expected header: employeeId, firstName, lastName, concept, value (optional: currency).",
      },
    ]);
  });

  it("names an unknown concept once, with its first line, the concept column and its row count", () => {
    const text = [H, "E1,Ana,Lopez,Base Salary,100", "E1,Ana,Lopez,Bonus X,5", "E2,Ben,Kim,Bonus X,7"].join("\n");
    const r = checkPayRegister(text, known, { label: "DE · EuroEmploy" });
    expect(r.problems).toEqual([
      {
        line: 3,
        column: "concept",
        message:
          "Line 3, column concept: unknown concept 'Bonus X' for DE · EuroEmploy (2 rows). Add it to the taxonomy or correct the name.",
      },
    ]);
  });

  it("skips the concept check without a taxonomy", () => {
    const r = checkPayRegister(`${H}\nE1,Ana,Lopez,Bonus X,5\n`, null);
    expect(r.problems).toEqual([]);
    expect(r.conceptsChecked).toBe(false);
  });

  it("names row problems with their line and column", () => {
    const text = [
      `${H},currency`,
      "E1,Ana,Lopez,Base Salary,abc,EUR",
      ",Ana,Lopez,Base Salary,1,EUR",
      "E3,Cy,Diaz,,1,EUR",
      "E4,Di,Ek,Base Salary,1,EURO",
      "E5,Ed,Fu,Base Salary,1",
    ].join("\n");
    expect(checkPayRegister(text, known).problems).toEqual([
      { line: 2, column: "value", message: "Line 2: value 'abc' is not a number." },
      { line: 3, column: "employeeId", message: "Line 3: employeeId is empty." },
      { line: 4, column: "concept", message: "Line 4: concept is empty." },
      { line: 5, column: "currency", message: "Line 5: currency 'EURO' is not a 3-letter code." },
      { line: 6, column: null, message: "Line 6: expected 6 columns, found 5." },
    ]);
  });

  it("stops at a malformed line like the server", () => {
    const r = checkPayRegister(`${H}\nE1,Ana,Lo"pez,Base Salary,1\nE2,Ben,Kim,Nope,1\n`, known);
    expect(r.problems).toEqual([
      { line: 2, column: null, message: "Line 2: the CSV is malformed (a quote inside the unquoted field 3)." },
    ]);
  });

  it("reports an empty file and a header without rows", () => {
    expect(checkPayRegister("", known).problems[0].message).toMatch(/^The file is empty/);
    expect(checkPayRegister(`${H}\n`, known).problems[0].message).toBe("The file has no concept rows.");
  });

  it("reads a File, only its start when it is large", async () => {
    const small = await checkPayRegisterFile(new Blob([`${H}\nE1,Ana,Lopez,Bonus X,1\n`]), known, "DE");
    expect(small.problems.map((p) => p.column)).toEqual(["concept"]);
    const line = "E1,Ana,Lopez,Base Salary,100\n";
    const big = new Blob([`${H}\n`, line.repeat(Math.ceil(MAX_CHECK_BYTES / line.length) + 10)]);
    const r = await checkPayRegisterFile(big, known);
    expect(r.partial).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.rows).toBeLessThan(MAX_CHECK_BYTES / line.length + 1);
  });

  // The same files through the server's reader: a file the browser passes, the server reads without errors and
  // with no unknown concept; a file the browser rejects, the server rejects too (shape or concept).
  const files: [string, string][] = [
    ["good", `${H}\nE1,Ana,Lopez,Base Salary,100\nE1,Ana,Lopez,Income Tax,"-1,000.5"\n`],
    [
      "BOM, CRLF, blank lines, column order",
      `\uFEFFvalue,concept,lastName,firstName,employeeId\r\n\r\n1,Base Salary,L,A,E1\r\n`,
    ],
    ["quoted multi-line name", `${H}\nE1,"Ana\nMaria",Lopez,Base Salary,1\nE2,Ben,Kim,Income Tax,2\n`],
    ["unknown concept", `${H}\nE1,Ana,Lopez,Bonus X,1\n`],
    ["missing column", `employeeId,firstName,lastName,value\nE1,Ana,Lopez,1\n`],
    ["bad value", `${H}\nE1,Ana,Lopez,Base Salary,12a\n`],
    ["short row", `${H}\nE1,Ana,Lopez,Base Salary\n`],
    ["unclosed quote", `${H}\nE1,"Ana,Lopez,Base Salary,1\n`],
    ["text after quote", `${H}\nE1,"Ana"x,Lopez,Base Salary,1\n`],
    ["header only", `${H}\n`],
    ["bad currency", `${H},currency\nE1,Ana,Lopez,Base Salary,1,E1\n`],
  ];
  it.each(files)("agrees with the server's reader: %s", async (_name, text) => {
    const browser = checkPayRegister(text, known);
    const server = await parsePayRegisterText(text, lookup);
    // The server's unknown concepts are found while streaming (pipeline taxonomize stage): re-derive them.
    const unknownOnServer = server.copyLines.some((l) => l.split("\t")[8] === "\\N");
    const serverRejects = server.errors.length > 0 || unknownOnServer;
    expect(browser.problems.length > 0).toBe(serverRejects);
    if (!serverRejects) expect(browser.rows).toBe(server.rows);
  });
});
