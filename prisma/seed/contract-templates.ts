// Contract templates (with their questionnaire questions) and the template mappings per country and client.
import type { Prisma } from "../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "./context";
import { COUNTRY } from "./builders/countries";
import { EMPLOYEE_COUNTRIES } from "./data/people";
import { at, pad } from "./values";

const questions = (cc: string) => [
  {
    attribute: "startDate",
    question_plain_text: "Start date",
    type: "date",
    required: true,
    hint: "YYYY-MM-DD",
    party_id: "ClientManager",
  },
  {
    attribute: "jobTitle",
    question_plain_text: "Job title",
    type: "text",
    required: true,
    party_id: "ClientManager",
  },
  {
    attribute: "jobDescription",
    question_plain_text: "Job description",
    type: "text",
    required: true,
    party_id: "ClientManager",
  },
  {
    attribute: "annualBaseSalary",
    question_plain_text: `Annual base salary (${COUNTRY.get(cc)!.currency})`,
    type: "number",
    required: true,
    party_id: "ClientManager",
  },
  {
    attribute: "hoursOfWork",
    question_plain_text: "Weekly working hours",
    type: "number",
    required: true,
    default_value: 40,
    party_id: "ClientManager",
  },
  {
    attribute: "probationPeriod",
    question_plain_text: "Probation period",
    type: "select_list",
    required: true,
    options: [
      { value: "3", label: "3 months", key: "p3" },
      { value: "6", label: "6 months", key: "p6" },
    ],
    party_id: "ClientManager",
  },
  {
    attribute: "noticePeriod",
    question_plain_text: "Notice period",
    type: "select_list",
    required: true,
    options: [
      { value: "4w", label: "4 weeks", key: "n4" },
      { value: "3m", label: "3 months", key: "n3" },
    ],
    party_id: "CustomerSuccess",
  },
  {
    attribute: "remoteWork",
    question_plain_text: "Remote work allowed",
    type: "radio_button",
    required: false,
    options: [
      { value: "yes", label: "Yes", key: "y" },
      { value: "no", label: "No", key: "n" },
    ],
    party_id: "ClientManager",
  },
  {
    attribute: "confidentiality",
    question_plain_text: "Include the standard confidentiality clause",
    type: "checkbox",
    required: true,
    hint: "Please confirm the confidentiality clause",
    party_id: "CustomerSuccess",
  },
];

export async function seedContractTemplates({ tx, count }: SeedContext, demoUserId: DemoUserIds) {
  const templates: Prisma.ContractTemplateCreateManyInput[] = [];
  const templateCountries = EMPLOYEE_COUNTRIES.map((c) => c[0]);
  templateCountries.forEach((cc, i) =>
    templates.push({
      id: `tpl-${cc.toLowerCase()}`,
      countryCode: cc,
      name: `${COUNTRY.get(cc)!.name} employment contract`,
      externalTemplateId: `T${pad(101 + i, 4)}`,
      questions: questions(cc),
    }),
  );
  templates.push({
    id: "tpl-de-acme",
    countryCode: "DE",
    companyId: "acme",
    name: "Acme Corp Germany employment contract",
    externalTemplateId: "A0042",
    questions: questions("DE"),
  });
  await tx.contractTemplate.createMany({ data: templates });
  const mappings: Prisma.TemplateMappingCreateManyInput[] = templateCountries.map((cc, i) => ({
    id: `tm-${cc.toLowerCase()}`,
    countryCode: cc,
    avvokaOriginalTemplateId: `T${pad(101 + i, 4)}`,
    status: "ENABLED",
    createdById: demoUserId.admin,
    createdAt: at(-500 + i),
  }));
  mappings.push({
    id: "tm-de-acme",
    countryCode: "DE",
    companyId: "acme",
    avvokaOriginalTemplateId: "A0042",
    status: "ENABLED",
    createdById: demoUserId.admin,
    createdAt: at(-200),
  });
  mappings.push({
    id: "tm-fr-legacy",
    countryCode: "FR",
    avvokaOriginalTemplateId: "T0099",
    status: "DISABLED",
    createdById: demoUserId.admin,
    createdAt: at(-800),
  });
  mappings.push({
    id: "tm-gb-stark",
    countryCode: "GB",
    companyId: "stark",
    avvokaOriginalTemplateId: "S0007",
    status: "DISABLED",
    createdById: demoUserId.opAdmin,
    createdAt: at(-120),
  });
  await tx.templateMapping.createMany({ data: mappings });
  count("ContractTemplate", templates.length);
  count("TemplateMapping", mappings.length);
}
