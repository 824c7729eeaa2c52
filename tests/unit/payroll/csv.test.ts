/** @jest-environment node */
import { parsePayRegisterText, normaliseValue, type Taxonomy } from "@/lib/payroll/csv";

const salary: Taxonomy = {
  category: "salary",
  applicationType: "Income",
  payrollGlobal: "Earnings",
  payrollGlobalSubCategory: "Basic Pay",
  inputType: null,
};
const lookup = (concept: string) => (concept.toLowerCase() === "base salary" ? salary : undefined);
const H = "employeeId,firstName,lastName,concept,value";

describe("[PAYROLL] pay register CSV parsing", () => {
  it("reads a plain file into COPY lines with the taxonomy resolved", async () => {
    const r = await parsePayRegisterText(`${H}\nE1,Ana,Lopez,Base Salary,100\n`, lookup);
    expect(r.errors).toEqual([]);
    expect(r.copyLines).toEqual([
      "gtn\t1\tE1\tAna\tLopez\tBase Salary\t100\tIncome\tsalary\tEarnings\tBasic Pay\t\\N\t\\N",
    ]);
  });

  it("strips a BOM, accepts CRLF, skips empty lines, any column order and case", async () => {
    const text = `\uFEFFValue,Concept,LASTNAME,firstname,EmployeeId\r\n\r\n"1,234.50",Base Salary,Lopez,Ana,E1\r\n\r\n-5,Bonus,Kim,Ben,E2\r\n`;
    const r = await parsePayRegisterText(text, lookup);
    expect(r.errors).toEqual([]);
    expect(r.rows).toBe(2);
    expect(r.copyLines[0].split("\t").slice(2, 7)).toEqual(["E1", "Ana", "Lopez", "Base Salary", "1234.50"]);
    expect(r.copyLines[1].split("\t").slice(6, 9)).toEqual(["-5", "\\N", "\\N"]);
  });

  it("keeps quoted commas, quotes and tabs in names safely escaped for COPY", async () => {
    const r = await parsePayRegisterText(`${H}\nE1,"Lopez, Ana","O""Neil\tX",Base Salary,1\n`, lookup);
    expect(r.errors).toEqual([]);
    expect(r.copyLines[0].split("\t").slice(3, 5)).toEqual(["Lopez, Ana", 'O"Neil\\tX']);
  });

  it("reports wrong column counts, bad numbers and empty ids per row, and emits nothing", async () => {
    const text = `${H}\nE1,A,B,Base Salary,1\nE2,A,B,Base Salary\nE3,A,B,Base Salary,12abc\n,A,B,Base Salary,1\nE4,A,B,,1\nE5,A,B,Base Salary,1,extra\n`;
    const r = await parsePayRegisterText(text, lookup);
    expect(r.errors.map((e) => e.message)).toEqual([
      "Line 3: expected 5 columns, found 4.",
      "Line 4: value '12abc' is not a number.",
      "Line 5: employeeId is empty.",
      "Line 6: concept is empty.",
      "Line 7: expected 5 columns, found 6.",
    ]);
    expect(r.copyLines).toEqual([]);
  });

  it("names missing header columns, an empty file and an unclosed quote", async () => {
    expect((await parsePayRegisterText("employeeId,concept\nE1,x\n")).errors[0].message).toBe(
      "Missing column(s): firstName, lastName, value. Expected header: employeeId, firstName, lastName, concept, value (optional: currency).",
    );
    expect((await parsePayRegisterText("")).errors[0].message).toBe(
      "The file is empty: expected a header row and at least one concept row.",
    );
    expect((await parsePayRegisterText(`${H}\n`)).errors[0].message).toBe("The file has no concept rows.");
    const unclosed = await parsePayRegisterText(`${H}\nE1,"Ana,B,Base Salary,1\n`);
    expect(unclosed.errors[0].message).toMatch(/^Line \d+: the CSV is malformed/);
  });

  it("reads the optional currency column: the first row's is the report's, each row keeps its own", async () => {
    const r = await parsePayRegisterText(
      `${H},currency\nE1,A,B,Base Salary,1,gbp\nE1,A,B,Base Salary,2,usd\nE2,A,B,Base Salary,3,\n`,
      lookup,
    );
    expect(r.currency).toBe("GBP");
    expect(r.copyLines.map((l) => l.split("\t").at(-1))).toEqual(["GBP", "USD", "\\N"]);
    const bad = await parsePayRegisterText(`${H},currency\nE1,A,B,Base Salary,1,pounds\n`, lookup);
    expect(bad.errors[0].message).toBe("Line 2: currency 'pounds' is not a 3-letter code.");
  });

  it("reads quoted cells across lines, CR line ends and whitespace-only lines, and counts lines as written", async () => {
    const text = `${H}\r  \t \rE1,"Ana\nMaria",Lopez,Base Salary,1\rE2,A,B,Base Salary,x\r`;
    const r = await parsePayRegisterText(text, lookup);
    expect(r.errors.map((e) => e.message)).toEqual(["Line 5: value 'x' is not a number."]);
    const ok = await parsePayRegisterText(`${H}\n"E1" , "Ana\nMaria" ,Lopez,Base Salary,1\n`, lookup);
    expect(ok.copyLines[0].split("\t").slice(2, 5)).toEqual(["E1", "Ana\\nMaria", "Lopez"]);
  });

  it("names a quote inside an unquoted cell and text after a closing quote as malformed, with the line", async () => {
    const inside = await parsePayRegisterText(`${H}\nE1,A,B,Base Salary,1\nE2,An"a,B,Base Salary,1\n`, lookup);
    expect(inside.errors.map((e) => e.message)).toEqual([
      "Line 3: the CSV is malformed (a quote inside the unquoted field 2).",
    ]);
    expect(inside.copyLines).toEqual([]);
    const after = await parsePayRegisterText(`${H}\nE1,"Ana"x,B,Base Salary,1\n`, lookup);
    expect(after.errors[0].message).toBe("Line 2: the CSV is malformed (text after the closing quote of field 2).");
  });

  it("stores a stated total with category statedTotal, the total's name and no application type", async () => {
    const stated: Taxonomy = {
      ...salary,
      category: "statedTotal",
      statedTotal: "gross",
      payrollGlobalSubCategory: "Total",
    };
    const r = await parsePayRegisterText(`${H}\nE1,A,B,Total Gross,100\n`, () => stated);
    expect(r.copyLines[0].split("\t").slice(7)).toEqual(["\\N", "statedTotal", "gross", "Total", "\\N", "\\N"]);
  });

  it("gives the same lines and errors whatever the chunk boundaries (CRLF, quotes, UTF-8 split)", async () => {
    const bad = "E3,A,B,Base Salary\r\n";
    const text = `\uFEFF${H},currency\r\nE1,"Zoë, ""Z""",Łukasz,Base Salary,"1,234.50",eur\r\n\r\nE2,Ann,Kim,Bonus,-5,\r\n${bad}`;
    const whole = await parsePayRegisterText(text, lookup);
    expect(whole.errors.map((e) => e.message)).toEqual(["Line 5: expected 6 columns, found 4."]);
    for (const size of [1, 2, 3, 7, 64]) expect(await parsePayRegisterText(text, lookup, size)).toEqual(whole);
    const valid = await parsePayRegisterText(text.replace(bad, ""), lookup);
    expect(valid.errors).toEqual([]);
    expect(valid.copyLines[0].split("\t").slice(2, 7)).toEqual(["E1", 'Zoë, "Z"', "Łukasz", "Base Salary", "1234.50"]);
    expect(valid.currency).toBe("EUR");
    for (const size of [1, 5, 13])
      expect(await parsePayRegisterText(text.replace(bad, ""), lookup, size)).toEqual(valid);
  });

  it.each([
    ["1,234.50", "1234.50"],
    [" 12 ", "12"],
    ["-0.5", "-0.5"],
    ["+3", "+3"],
    ["1e5", null],
    ["", null],
    ["abc", null],
    ["1.2.3", null],
  ])("value %j normalises to %j", (raw, expected) => expect(normaliseValue(raw)).toBe(expected));
});
