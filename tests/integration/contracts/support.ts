// Contract test helpers: a company-specific template mapping, the seeded roles, and the text of a PDF
// (pdf-lib draws standard-font text as hex strings inside flate-compressed content streams).
import zlib from "node:zlib";
import type { PrismaClient } from "@/generated/prisma/client";
import { tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

export const QUESTIONS = [
  {
    attribute: "startDate",
    question_plain_text: "Start date",
    type: "date",
    required: true,
    party_id: "ClientManager",
  },
  { attribute: "jobTitle", question_plain_text: "Job title", type: "text", required: true, party_id: "ClientManager" },
  {
    attribute: "annualBaseSalary",
    question_plain_text: "Annual base salary",
    type: "number",
    required: true,
    party_id: "ClientManager",
  },
  {
    attribute: "region",
    question_plain_text: "Region",
    type: "select_list",
    required: true,
    options: [
      { value: "north", label: "North" },
      { value: "south", label: "South" },
    ],
    party_id: "ClientManager",
  },
  {
    attribute: "office",
    question_plain_text: "Office",
    type: "dependent_list",
    required: true,
    dependent_attribute: "region",
    options: [
      { value: "hamburg", label: "Hamburg", key: "north" },
      { value: "munich", label: "Munich", key: "south" },
    ],
    party_id: "ClientManager",
  },
  {
    attribute: "noticePeriod",
    question_plain_text: "Notice period",
    type: "radio_button",
    required: true,
    options: [
      { value: "4w", label: "4 weeks" },
      { value: "3m", label: "3 months" },
    ],
    party_id: "CustomerSuccess",
  },
  {
    attribute: "confidentiality",
    question_plain_text: "Confidentiality clause",
    type: "checkbox",
    required: true,
    party_id: "CustomerSuccess",
  },
  {
    attribute: "templateRevision",
    question_plain_text: "Template revision",
    type: "text",
    hidden: true,
    default_value: "2026-1",
    party_id: "CustomerSuccess",
  },
];

export const ANSWERS = {
  startDate: "2026-12-01",
  jobTitle: "Staff Engineer",
  annualBaseSalary: 90000,
  region: "south",
  office: "munich",
  noticePeriod: "3m",
  confidentiality: true,
};

export async function contractWorld(db: PrismaClient) {
  const { companyId, user: managerUser } = await createManager(db);
  const externalId = uniqueSuffix()
    .replace(/[^a-z0-9]/gi, "")
    .slice(-5)
    .toUpperCase();
  await db.contractTemplate.create({
    data: {
      countryCode: "DE",
      companyId,
      name: "Germany employment contract",
      externalTemplateId: externalId,
      questions: QUESTIONS,
    },
  });
  await db.templateMapping.create({ data: { countryCode: "DE", companyId, avvokaOriginalTemplateId: externalId } });
  const { employee, user: employeeUser } = await createEmployee(db, {
    companyId,
    withUser: true,
    countryCode: "DE",
    firstName: "Zoë",
    lastName: `Signer${externalId}`,
    rightToWorkCheckCompleted: true,
    onboardingStatus: "IN_PROGRESS",
  });
  const { user: csAdmin } = await createUser(db, { roles: ["admin", "customer-success"] });
  const { user: opAdmin } = await createUser(db, { roles: ["admin", "operator"] });
  const other = await createManager(db);
  return {
    companyId,
    employee,
    tokens: {
      manager: await tokenFor(managerUser.id),
      employee: await tokenFor(employeeUser!.id),
      cs: await tokenFor(csAdmin.id),
      op: await tokenFor(opAdmin.id),
      foreignManager: await tokenFor(other.user.id),
    },
  };
}

/** The text drawn on a pdf-lib PDF (hex strings of every content stream, decoded as latin1). */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const chunk = bytes.subarray(start, end);
    let text: string;
    try {
      text = zlib.inflateSync(chunk).toString("latin1");
    } catch {
      text = chunk.toString("latin1");
    }
    for (const hex of text.match(/<([0-9A-Fa-f]+)>/g) ?? [])
      out.push(Buffer.from(hex.slice(1, -1), "hex").toString("latin1"));
    re.lastIndex = end + "endstream".length;
  }
  return out.join("\n");
}
