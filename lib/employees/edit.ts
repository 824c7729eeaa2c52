// Editing an employee record: only the fields the actor's role may edit (spec 1 section 6), in one
// transaction with its audit event; the employee's own save releases the required-fields gate.
import "server-only";
import { parseISO } from "date-fns";
import { db } from "@/lib/db";
import { flagsOf, hasScope, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import {
  EDIT_MESSAGES,
  EDITABLE_BY,
  REQUIRED_FOR_EMPLOYEE,
  ROLE_FIELDS,
  roleFieldsLocked,
  WAIVER_FIELDS,
  waiverIssues,
  type EditorKind,
  type EmployeeEditField,
  type TEmployeeEdit,
} from "@/lib/employees/edit-schema";
import type { Prisma } from "@/generated/prisma/client";
import { assertEmploymentRefs } from "@/lib/employees/employments/refs";
import { assertSalaryCurrency } from "@/lib/employees/assert-salary-currency";
import { assertRegionKnown } from "@/lib/holidays/holiday-place";
import { assertPolicyMinimum } from "@/lib/holidays/leave-policy/assert-policy-minimum";

export function editorKinds(actor: Actor, employee: { userId: string | null; companyId: string }): EditorKind[] {
  const f = flagsOf(actor);
  const kinds: EditorKind[] = [];
  if (f.isEmployee && employee.userId === actor.userId) kinds.push("employee");
  if (f.isManager && actor.companyId === employee.companyId && hasScope(actor, "employees:*")) kinds.push("manager");
  if (f.isAdmin) kinds.push("admin");
  if (f.isPayrollAdmin) kinds.push("payroll");
  if (f.isBenefitsSpecialist) kinds.push("benefitsSpecialist");
  return kinds;
}

const DATE_FIELDS = new Set(["dateOfBirth", "startDate", "firstPayDate"]);
const BANK_FIELDS = ["iban", "accountNumber", "bicSwift", "routingNumber", "branchName"] as const;

type StoredEmployee = Awaited<ReturnType<typeof getEmployeeOrThrow>>;
/** A @db.Date column as yyyy-MM-dd (stored at UTC midnight). */
const storedDay = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** The role fields the input changes (a value equal to the stored one is no change). */
function changedRoleFields(employee: StoredEmployee, input: TEmployeeEdit): EmployeeEditField[] {
  return ROLE_FIELDS.filter((field) => {
    if (input[field] === undefined) return false;
    const stored = employee[field];
    if (field === "annualBaseSalaryAmount")
      return stored === null || Number(stored.toString()) !== Number(input.annualBaseSalaryAmount);
    return stored !== input[field];
  });
}

export async function updateEmployee(actor: Actor, employeeId: string, input: TEmployeeEdit) {
  const employee = await getEmployeeOrThrow(actor, employeeId);
  const kinds = editorKinds(actor, employee);
  const fields = Object.keys(input) as EmployeeEditField[];
  const refused = fields.filter((field) => !EDITABLE_BY[field].some((kind) => kinds.includes(kind)));
  if (refused.length) throw new AppError("FORBIDDEN", `You cannot edit: ${refused.join(", ")}`);
  // Spec 1 section 4: role fields are fixed for an Active or Inactive employee whose start date has passed.
  if (roleFieldsLocked({ onboardingStatus: employee.onboardingStatus, startDate: storedDay(employee.startDate) })) {
    const locked = changedRoleFields(employee, input);
    if (locked.length)
      throw new AppError("FORBIDDEN", `You cannot edit: ${locked.join(", ")}. ${EDIT_MESSAGES.roleFieldsLocked}`, {
        fieldErrors: Object.fromEntries(locked.map((f) => [f, [EDIT_MESSAGES.roleFieldsLocked]])),
      });
  }
  // Spec 1 section 6: who is neither admin nor the employee pays the salary in the country's currency only.
  if (input.annualBaseSalaryCurrency !== undefined)
    await assertSalaryCurrency(
      kinds,
      employee.countryCode,
      input.annualBaseSalaryCurrency,
      employee.annualBaseSalaryCurrency,
    );
  // Spec 1 section 5: the waiver's percentage, period start and cycles together, with the stored ones.
  if (WAIVER_FIELDS.some((f) => input[f] !== undefined)) {
    const merged = Object.fromEntries(
      WAIVER_FIELDS.map((f) => [f, input[f] !== undefined ? input[f] : (employee[f]?.toString() ?? null)]),
    );
    const issues = waiverIssues(merged);
    if (issues.length)
      throw new AppError("BAD_REQUEST", issues[0]!.message, {
        fieldErrors: Object.fromEntries(issues.map((i) => [i.field, [i.message]])),
      });
  }

  // The region names a state of the employee's country whose public holidays are generated (400 on `region`).
  if (input.region) await assertRegionKnown(employee.countryCode, input.region);
  // Never fewer holiday days than the country's law gives (Unlimited is exempt), with the stored ones.
  if (input.holidayAllowanceValue !== undefined || input.holidayAllowanceType !== undefined)
    await assertPolicyMinimum({
      countryCode: employee.countryCode,
      countryName: employee.country.name,
      holidayType: input.holidayAllowanceType ?? employee.holidayAllowanceType,
      days: input.holidayAllowanceValue !== undefined ? input.holidayAllowanceValue : employee.holidayAllowanceValue,
      field: "holidayAllowanceValue",
    });

  const { privateAddress, ...scalar } = input;
  const data: Prisma.EmployeeUncheckedUpdateInput = {};
  for (const [key, value] of Object.entries(scalar)) {
    (data as Record<string, unknown>)[key] = DATE_FIELDS.has(key) ? (value ? parseISO(String(value)) : null) : value;
  }
  // A bank change shortly before pay is a payroll review finding: when and by whom it last changed.
  const bankChanged = BANK_FIELDS.some(
    (field) =>
      field in scalar &&
      ((scalar as Record<string, unknown>)[field] || null) !== ((employee[field] as string | null) || null),
  );
  if (bankChanged) {
    data.bankDetailsChangedAt = new Date();
    data.bankDetailsChangedById = actor.userId;
  }
  // Spec 1 sections 5, 9: Unlimited time off forces the days to 0 (the schema does it when the type is sent).
  if (
    input.holidayAllowanceValue !== undefined &&
    (input.holidayAllowanceType ?? employee.holidayAllowanceType) === "UNLIMITED"
  )
    data.holidayAllowanceValue = 0;

  return db.$transaction(async (tx) => {
    await assertEmploymentRefs(tx, { lspId: input.lspId, legalEntityId: input.legalEntityId });
    if (privateAddress) {
      if (employee.privateAddressId)
        await tx.address.update({ where: { id: employee.privateAddressId }, data: privateAddress });
      else data.privateAddressId = (await tx.address.create({ data: privateAddress })).id;
    }
    const updated = await tx.employee.update({
      where: { id: employee.id },
      data: { ...data, version: { increment: 1 } },
    });
    // The redirect gate (lib/auth/gates.ts) releases an employee once every required field is filled.
    const missing = REQUIRED_FOR_EMPLOYEE.filter((field) =>
      field === "privateAddress" ? !updated.privateAddressId : updated[field as keyof typeof updated] === null,
    );
    if (updated.needsRequiredFieldsFilled !== missing.length > 0) {
      await tx.employee.update({ where: { id: employee.id }, data: { needsRequiredFieldsFilled: missing.length > 0 } });
    }
    const before = Object.fromEntries(
      fields.map((f) => [f, f === "privateAddress" ? employee.privateAddress : employee[f as keyof typeof employee]]),
    );
    await recordAudit(tx, {
      actor,
      action: "employee.update",
      entityType: "Employee",
      entityId: employee.id,
      before,
      after: input,
    });
    return { id: updated.id, needsRequiredFieldsFilled: missing.length > 0, missingFields: missing };
  });
}
