// The template mapped to an employee's country and employment type (a client-specific mapping first, then a
// type-specific one), and its questionnaire definitions. No "server-only": the generation job uses it.
import { z } from "zod";
import type { EmployeeType } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseDefinitions, type EntryDefinition } from "@/lib/contracts/questionnaire";

/** A stored template's questionnaire definitions; questions that do not parse are a readable 422 naming the
 *  template and the first problem ("question 2, type: ..."), never a raw validation dump. */
export function templateDefinitions(template: { name: string; questions: unknown }): EntryDefinition[] {
  try {
    return parseDefinitions(template.questions);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const issue = error.issues[0];
    const [index, ...rest] = issue?.path ?? [];
    const where =
      typeof index === "number" ? `question ${index + 1}${rest.length ? `, ${rest.join(".")}` : ""}` : "its questions";
    throw new AppError(
      "UNPROCESSABLE",
      `The contract template '${template.name}' is not valid (${where}: ${issue?.message ?? "not a list of questions"}).`,
    );
  }
}

export async function resolveTemplate(
  employee: { countryCode: string; companyId: string; employeeType: EmployeeType },
  client: Tx | typeof db = db,
) {
  const mappings = await client.templateMapping.findMany({
    where: {
      countryCode: employee.countryCode,
      status: "ENABLED",
      OR: [{ companyId: employee.companyId }, { companyId: null }],
      AND: [{ OR: [{ employeeType: employee.employeeType }, { employeeType: null }] }],
    },
    select: { avvokaOriginalTemplateId: true, companyId: true, employeeType: true },
  });
  mappings.sort(
    (a, b) => Number(!!b.companyId) - Number(!!a.companyId) || Number(!!b.employeeType) - Number(!!a.employeeType),
  );
  for (const mapping of mappings) {
    const template = await client.contractTemplate.findFirst({
      where: { externalTemplateId: mapping.avvokaOriginalTemplateId, isActive: true },
      select: { id: true, name: true, externalTemplateId: true, questions: true },
    });
    if (template) return { ...template, definitions: templateDefinitions(template) };
  }
  throw new AppError(
    "UNPROCESSABLE",
    `No enabled contract template is mapped to ${employee.countryCode} for ${employee.employeeType} employees.`,
  );
}
