/** @jest-environment node */
// Spec 3 section 5 'Validation rules': typed-word confirmations, manager edit, workbook creation, LSP edit and
// delete, template mappings, admin users and the date range form, through the shared schemas and, where the
// server holds the rule (something changed, connected entities, at least two managers), the route handlers.
import * as lspRoute from "@/app/api/local-service-providers/[lspId]/route";
import * as managerRoute from "@/app/api/companies/[companyId]/managers/[managerId]/route";
import { getDb } from "@/lib/db";
import { DELETE_PROMPT, DELETE_WORD, ZUpdateManager } from "@/lib/account/managers/schema";
import { DELETE_WORD_MESSAGE, ZUpdateLsp } from "@/lib/lsps/schema";
import { defaultWorkbookName, ZWorkbookForm } from "@/lib/payroll/schema";
import { ZCreateTemplateMapping } from "@/lib/contracts/template-mappings/schema";
import { additionalRoleOptions, makeZAddAdmin, ZEditAdmin } from "@/lib/account/admins/schema";
import { dateRangeSchema } from "@/lib/finance/schema";
import { ZArchiveSeatForm } from "@/lib/hiring/schema";
import { rowError } from "@/lib/timesheets/rows";
import { call, tokenFor } from "../integration/support/http";
import { createManager } from "../factories/companies";
import { ensureCountry } from "../factories/countries";
import { createUser, uniqueSuffix } from "../factories/users";
import { fieldMessages, messagesOf, parsed } from "./support";

const db = getDb();
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

describe("[spec 3 §5] typed confirmations", () => {
  it("[spec 3 §5] archive seat: a reason is required and the user must type ARCHIVE", () => {
    expect(Object.keys(fieldMessages(ZArchiveSeatForm, { kind: "archive", confirmation: "ARCHIVE" }))).toEqual([
      "archiveReason",
    ]);
    expect(
      fieldMessages(ZArchiveSeatForm, { kind: "archive", archiveReason: "correction", confirmation: "ARCHIVE" }),
    ).toEqual({});
  });

  it("[spec 3 §5] change country: a new country is required and the user must type CHANGE COUNTRY", () => {
    expect(fieldMessages(ZArchiveSeatForm, { kind: "change-country", confirmation: "CHANGE COUNTRY" })).toEqual({
      countryCode: ["Please enter a country"],
    });
  });

  it('[spec 3 §5] delete manager: type DELETE (message: Please type the word "DELETE")', () => {
    expect(DELETE_WORD).toBe("DELETE");
    expect(DELETE_PROMPT).toBe('Please type the word "DELETE"');
  });

  it('[spec 3 §5] delete LSP manager: type DELETE (message: Please type word "DELETE")', () => {
    expect(DELETE_WORD_MESSAGE).toBe('Please type word "DELETE"');
  });
});

describe("[spec 3 §5] forms", () => {
  it("[spec 3 §5] manager edit: job title a string ('Please enter a job title'), department from the allowed list ('Please select a valid department')", () => {
    expect(fieldMessages(ZUpdateManager, { jobTitle: "", department: "Growth" })).toEqual({
      jobTitle: ["Please enter a job title"],
      department: ["Please select a valid department"],
    });
  });

  it("[spec 3 §5] workbook creation: name required ('Workbook Name is required'); the default name is month and year followed by ' - Workbook'", () => {
    expect(messagesOf(ZWorkbookForm, { name: "", month: 11, year: 2031 }, "name")).toEqual([
      "Workbook Name is required",
    ]);
    expect(defaultWorkbookName(11, 2031)).toBe("November 2031 - Workbook");
  });

  it("[spec 3 §5] LSP edit: the name must be non-empty and is trimmed", () => {
    expect(messagesOf(ZUpdateLsp, { name: "  " }, "name")).toEqual(["Please enter a name"]);
    expect(parsed(ZUpdateLsp, { name: "  Acme Payroll  " }).name).toBe("Acme Payroll");
  });

  it("[spec 3 §5] template mapping: country required; company only when client specific; template id required, at most 5 characters", () => {
    expect(fieldMessages(ZCreateTemplateMapping, { countryCode: "", avvokaOriginalTemplateId: "" })).toEqual({
      countryCode: ["Please choose a country"],
      avvokaOriginalTemplateId: ["Please enter a template id"],
    });
    expect(
      messagesOf(
        ZCreateTemplateMapping,
        { countryCode: "DE", avvokaOriginalTemplateId: "123456" },
        "avvokaOriginalTemplateId",
      ),
    ).toEqual(["The template id has at most 5 characters"]);
    expect(
      messagesOf(
        ZCreateTemplateMapping,
        { countryCode: "DE", clientSpecific: true, avvokaOriginalTemplateId: "12345" },
        "companyId",
      ),
    ).toEqual(["Please choose a company"]);
    expect(fieldMessages(ZCreateTemplateMapping, { countryCode: "DE", avvokaOriginalTemplateId: "12345" })).toEqual({});
  });

  it("[spec 3 §5] add admin: first and last name required; e-mail required and on the company e-mail domain", () => {
    const schema = makeZAddAdmin("omni.example");
    expect(fieldMessages(schema, { firstName: "", lastName: "", email: "" })).toEqual({
      firstName: ["Please enter a first name"],
      lastName: ["Please enter a last name"],
      email: ["Please enter the corresponding @omni.example email address"],
    });
    expect(messagesOf(schema, { firstName: "A", lastName: "B", email: "ada@gmail.com" }, "email")).toEqual([
      "Please enter a valid @omni.example email address",
    ]);
    expect(messagesOf(schema, { firstName: "A", lastName: "B", email: "ada@evil.omni.example" }, "email")).toEqual([
      "Please enter a valid @omni.example email address",
    ]);
    expect(fieldMessages(schema, { firstName: "A", lastName: "B", email: "ada@omni.example" })).toEqual({});
    expect(
      fieldMessages(schema, { firstName: "A", lastName: "B", email: "ada@omni.example", additionalAdminRoles: null }),
    ).toEqual({});
  });

  it("[spec 3 §5] edit admin: the admin base role cannot be chosen as an additional role", () => {
    expect(additionalRoleOptions()).not.toContain("admin");
    expect(Object.keys(fieldMessages(ZEditAdmin, { additionalAdminRoles: ["admin"] }))).toEqual([
      "additionalAdminRoles.0",
    ]);
    expect(fieldMessages(ZEditAdmin, { additionalAdminRoles: ["payroll", "finance"] })).toEqual({});
  });

  it("[spec 3 §5] date range form: both dates required, start before end, start not in the future", () => {
    const schema = dateRangeSchema(() => new Date("2031-06-15T12:00:00Z"));
    expect(fieldMessages(schema, { from_date: "", to_date: "" })).toEqual({
      from_date: ["Start date is required"],
      to_date: ["End date is required"],
    });
    expect(messagesOf(schema, { from_date: "2031-06-10", to_date: "2031-06-10" }, "to_date")).toEqual([
      "End date should be after the start date",
    ]);
    expect(messagesOf(schema, { from_date: "2031-07-01", to_date: "2031-07-31" }, "from_date")).toEqual([
      "Start date cannot be in the future",
    ]);
  });

  it("[spec 3 §5] daily hours: end after start, break end after break start, break start within start..end", () => {
    expect(rowError({ startTime: "10:00", endTime: "09:00" }, "MEDIUM")?.field).toBe("endTime");
    expect(
      rowError({ startTime: "09:00", endTime: "17:00", breakStartTime: "12:00", breakEndTime: "11:45" }, "MEDIUM")
        ?.field,
    ).toBe("breakEndTime");
    expect(
      rowError({ startTime: "09:00", endTime: "17:00", breakStartTime: "17:15", breakEndTime: "17:30" }, "MEDIUM")
        ?.field,
    ).toBe("breakStartTime");
  });
});

describe("[spec 3 §5] rules the server holds", () => {
  it("[spec 3 §5] LSP edit: something must have changed; delete LSP is refused while it has connected entities", async () => {
    const admin = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(admin.user.id);
    const lsp = await db.localServiceProvider.create({ data: { name: `Spec LSP ${uniqueSuffix()}` } });
    const params = { lspId: lsp.id };
    const same = await call<ErrorBody>(lspRoute.PATCH, {
      method: "PATCH",
      path: `/api/local-service-providers/${lsp.id}`,
      params,
      token,
      json: { name: `  ${lsp.name} ` },
    });
    expect(same.status).toBe(400);
    expect(same.body.fieldErrors?.name).toEqual(["Nothing has changed"]);
    await ensureCountry(db, "DE");
    await db.legalEntity.create({ data: { name: `Spec entity ${uniqueSuffix()}`, countryCode: "DE", lspId: lsp.id } });
    const refused = await call<ErrorBody>(lspRoute.DELETE, { method: "DELETE", path: "/x", params, token });
    expect(refused.status).toBe(409);
    expect(await db.localServiceProvider.count({ where: { id: lsp.id } })).toBe(1);
  });

  it("[spec 3 §5] manager delete is refused while the company has fewer than 2 managers", async () => {
    const only = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const admin = await createUser(db, { roles: ["admin", "customer-success"] });
    const res = await call<ErrorBody>(managerRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { companyId: only.companyId, managerId: only.manager.id },
      token: await tokenFor(admin.user.id),
    });
    expect(res.status).toBe(409);
    expect(await db.manager.count({ where: { id: only.manager.id } })).toBe(1);
  });
});
