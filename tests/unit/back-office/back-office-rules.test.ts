// Pure back-office rules: the admin e-mail domain (spec 3 section 5), the LSP countries column (section 2),
// bulk-row validation messages and the single key substitution of the import result (section 5).
import { ZCreateEmployee } from "@/lib/employees/create-schema";
import { adminEmailMessages, isCompanyEmail, makeZAddAdmin, ZEditAdmin } from "@/lib/account/admins/schema";
import { formatCountries } from "@/lib/lsps/schema";
import { formatRowError, validateRow, type RowError } from "@/lib/bulk-uploads/row-schema";
import { readEmployeeCsv, templateCsv, EMPTY_FILE } from "@/lib/bulk-uploads/csv-file";

const DOMAIN = "corp.example";

describe("[ADMINS] admin e-mail domain rule", () => {
  const schema = makeZAddAdmin(DOMAIN);
  const base = { firstName: "A", lastName: "B", additionalAdminRoles: null };
  const emailError = (email: string) => {
    const r = schema.safeParse({ ...base, email });
    return r.success ? null : r.error.issues.find((i) => i.path[0] === "email")?.message;
  };

  it("accepts an address on the company domain, trimmed and lower-cased", () => {
    const r = schema.parse({ ...base, email: "  Jo.Doe@Corp.Example " });
    expect(r.email).toBe("jo.doe@corp.example");
    expect(r.additionalAdminRoles).toEqual([]);
  });
  it("asks for the corresponding address when empty, and a valid one otherwise", () => {
    const m = adminEmailMessages(DOMAIN);
    expect(m.required).toBe("Please enter the corresponding @corp.example email address");
    expect(emailError("")).toBe(m.required);
    expect(emailError("jo@gmail.com")).toBe(m.invalid);
    expect(emailError("jo@evil-corp.example")).toBe(m.invalid);
    expect(emailError("jo@sub.corp.example")).toBe(m.invalid);
    expect(emailError("jo@corp.example.evil")).toBe(m.invalid);
    expect(emailError("@corp.example")).toBe(m.invalid);
    expect(emailError("jo doe@corp.example")).toBe(m.invalid);
  });
  it("matches the domain exactly", () => {
    expect(isCompanyEmail("a@corp.example", DOMAIN)).toBe(true);
    expect(isCompanyEmail("a@corp.examplex", DOMAIN)).toBe(false);
  });
  it("allows only the fixed list of additional roles, never the base admin role", () => {
    expect(schema.safeParse({ ...base, email: "a@corp.example", additionalAdminRoles: ["manager"] }).success).toBe(
      false,
    );
    expect(ZEditAdmin.safeParse({ additionalAdminRoles: ["admin"] }).success).toBe(false);
    expect(ZEditAdmin.parse({ additionalAdminRoles: ["payroll", "payroll"] }).additionalAdminRoles).toEqual([
      "payroll",
    ]);
  });
});

describe("[LSPS] countries column", () => {
  it("shows the first 3 sorted names plus a count of the rest", () => {
    expect(formatCountries(["Spain", "Austria", "Germany", "France", "Sweden"])).toBe("Austria, France, Germany +2");
  });
  it("shows up to 3 without a count, and nothing for none", () => {
    expect(formatCountries(["Spain", "Austria", "Germany"])).toBe("Austria, Germany, Spain");
    expect(formatCountries(["Åland Islands", "Zambia", "Albania", "Egypt"])).toBe("Åland Islands, Albania, Egypt +1");
    expect(formatCountries([])).toBe("");
  });
});

describe("[BULK IMPORT] row validation and the key substitution", () => {
  const good = {
    firstName: "Ana",
    lastName: "Lopez",
    email: "Ana@Example.com",
    country: "de",
    jobTitle: "Engineer",
    startDate: "2027-01-04",
    annualBaseSalaryAmount: "65000",
    annualBaseSalaryCurrency: "eur",
    legalEntityId: "",
  };
  const messages = (raw: Record<string, string>) => {
    const r = validateRow(raw);
    return r.ok ? [] : r.errors.map((e) => [e.context.key, e.message]);
  };

  it("normalises a valid row", () => {
    const r = validateRow(good);
    expect(r.ok && r.row).toMatchObject({
      email: "ana@example.com",
      country: "DE",
      annualBaseSalaryCurrency: "EUR",
      legalEntityId: null,
    });
  });
  it("names each failing key once, with the spec's context", () => {
    expect(
      messages({ ...good, email: "ana@", startDate: "2027-02-30", annualBaseSalaryAmount: "-5", firstName: " " }),
    ).toEqual([
      ["firstName", `"firstName": Please enter first name`],
      ["email", `"email": Please enter a valid email address`],
      ["startDate", `"startDate": Please enter a start date`],
      ["annualBaseSalaryAmount", `"annualBaseSalaryAmount": Please enter a valid annual base salary`],
    ]);
    const r = validateRow({ ...good, country: "Germany" });
    expect(!r.ok && r.errors[0].context).toEqual({ label: "Country", key: "country", value: "Germany" });
  });
  it("applies the employee create form's rule to each shared column (personal e-mail for the email column)", () => {
    const create = {
      companyId: "c1",
      firstName: good.firstName,
      lastName: good.lastName,
      personalEmail: "ana@example.com",
      countryCode: "DE",
      jobTitle: good.jobTitle,
      startDate: good.startDate,
    };
    const createMessage = (patch: Record<string, string>) => {
      const r = ZCreateEmployee.safeParse({ ...create, ...patch });
      return r.success ? null : r.error.issues[0].message;
    };
    for (const [column, field, value] of [
      ["email", "personalEmail", "ana@x"],
      ["lastName", "lastName", ""],
      ["country", "countryCode", "DEU"],
      ["jobTitle", "jobTitle", "x".repeat(201)],
      ["startDate", "startDate", "2027-02-30"],
    ]) {
      const expected = createMessage({ [field]: value });
      expect(expected).not.toBeNull();
      expect(messages({ ...good, [column]: value })).toEqual([[column, `"${column}": ${expected}`]]);
    }
  });
  it("replaces the key with the value exactly once", () => {
    const e: RowError = {
      message: `"email" must be a valid email, "email" was given`,
      context: { label: "Email", key: "email", value: "ana@" },
    };
    expect(formatRowError(e)).toBe(`"ana@" must be a valid email, "email" was given`);
    expect(formatRowError({ ...e, message: `"email" is required`, context: { ...e.context, value: "" } })).toBe(
      "Email is required",
    );
  });
  it("reads a file with a BOM, CRLF and quoted commas, and refuses a wrong header or an empty file", () => {
    const text = `\uFEFF${templateCsv().split("\n")[0]}\r\nAna,Lopez,a@x.com,DE,"Engineer, Platform",2027-01-04,1,EUR,\r\n`;
    const read = readEmployeeCsv(text);
    expect(read.ok && read.rows[0].jobTitle).toBe("Engineer, Platform");
    expect(read.ok && read.count).toBe(1);
    expect(readEmployeeCsv("")).toEqual({ ok: false, message: EMPTY_FILE });
    const wrong = readEmployeeCsv("name,mail\nA,b\n");
    expect(!wrong.ok && wrong.message).toMatch(
      /^The header row does not match the template\. Missing columns: firstName/,
    );
  });
});
